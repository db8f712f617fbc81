import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';

/** The nurse's public messages page (issue 16), from the link in a message SMS. */
export const nurseMessagesPublicRoutes: RouteObject[] = [
  {
    path: paths.nurseMessages,
    lazy: async () => ({ Component: (await import('./pages/nurse-messages-page')).NurseMessagesPage }),
  },
];
