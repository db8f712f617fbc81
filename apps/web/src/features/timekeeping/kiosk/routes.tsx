import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';

/** The facility's shared time clocks (decision 067), inside the signed-in shell; the kiosk itself is a light public page (public.ts). */
export const timeClocksShellRoutes: RouteObject[] = [
  { path: paths.timeClocks, lazy: async () => ({ Component: (await import('./pages/time-clocks-page')).TimeClocksPage }) },
];
