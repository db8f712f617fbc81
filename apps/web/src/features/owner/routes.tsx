import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';
import type { ShellPageHandle } from '../area';

/** The owner's corporate view inside the signed-in shell, its own chunk (the chart library stays out of the others). */
export const ownerShellRoutes: RouteObject[] = [
  {
    path: paths.corporate,
    handle: { permission: 'owner:hppd' } satisfies ShellPageHandle,
    lazy: async () => ({ Component: (await import('./pages/corporate-page')).CorporatePage }),
  },
];
