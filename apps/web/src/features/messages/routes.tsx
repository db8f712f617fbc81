import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';

/** The message center inside the signed-in shell, its own chunk. */
export const messageShellRoutes: RouteObject[] = [
  { path: paths.messages, lazy: async () => ({ Component: (await import('./pages/messages-page')).MessagesPage }) },
];
