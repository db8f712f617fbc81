import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';

/** Sign-in and the password links, public; each page its own chunk (decision 011). */
export const authPublicRoutes: RouteObject[] = [
  { path: paths.login, lazy: async () => ({ Component: (await import('./pages/sign-in-page')).SignInPage }) },
  { path: paths.resetPassword, lazy: async () => ({ Component: (await import('./pages/reset-password-page')).ResetPasswordPage }) },
  { path: paths.setPassword, lazy: async () => ({ Component: (await import('./pages/set-password-page')).SetPasswordPage }) },
];
