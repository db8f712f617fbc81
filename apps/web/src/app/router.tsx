import { Outlet, type RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';
import { PageLoader } from '../components/page-loader';
import { walkInInviteRoute } from '../features/employees/routes';
import type { EntryParams } from './entry-params';
import { LandingPage } from './landing-page';
import { corporatePublicRoutes } from '../features/timekeeping/corporate/routes';
import { missedPunchPublicRoutes } from '../features/timekeeping/missed-punches/routes';
import { timeClockPublicRoutes } from '../features/timekeeping/time-clock/routes';
import { nurseMessagesPublicRoutes } from '../features/timekeeping/nurse-messages/routes';
import { offerPublicRoutes } from '../features/release/routes';
import { RequireAuth } from './require-auth';
import { RouteErrorPage } from './route-error-page';
import { RootLayout } from './root-layout';
import { shellPages } from './shell-pages';

/**
 * Spec 000 section 2. React Router matches whole paths, so the public routes are exact. Every
 * page is its own chunk, and so is the signed-in shell: the sign-in page downloads neither the
 * shell nor any form library it does not use (decision 011).
 */
export function createRoutes(entry: EntryParams): RouteObject[] {
  return [
    {
      element: <RootLayout entry={entry} />,
      errorElement: <RouteErrorPage />,
      // A first load of a lazy page (a reload or a link straight to it) has nothing to show until
      // its chunk arrives; without a fallback React Router renders nothing and warns about it.
      hydrateFallbackElement: <PageLoader />,
      children: [
        { path: paths.landing, element: <LandingPage /> },
        walkInInviteRoute,
        {
          path: paths.videoCallJoin,
          lazy: async () => ({ Component: (await import('../features/video/pages/video-call-join-page')).VideoCallJoinPage }),
        },
        ...timeClockPublicRoutes,
        ...nurseMessagesPublicRoutes,
        ...offerPublicRoutes,
        ...missedPunchPublicRoutes,
        ...corporatePublicRoutes,
        { path: paths.termsOfServices, lazy: async () => ({ Component: (await import('../features/info/pages/terms-page')).TermsPage }) },
        { path: paths.contactUs, lazy: async () => ({ Component: (await import('../features/info/pages/contact-page')).ContactPage }) },
        { path: paths.privacyPolicy, lazy: async () => ({ Component: (await import('../features/info/pages/privacy-page')).PrivacyPage }) },
        { path: paths.charges, lazy: async () => ({ Component: (await import('../features/info/pages/charges-page')).ChargesPage }) },
        { path: paths.login, lazy: async () => ({ Component: (await import('../features/auth/pages/sign-in-page')).SignInPage }) },
        {
          path: paths.resetPassword,
          lazy: async () => ({ Component: (await import('../features/auth/pages/reset-password-page')).ResetPasswordPage }),
        },
        {
          path: paths.setPassword,
          lazy: async () => ({ Component: (await import('../features/auth/pages/set-password-page')).SetPasswordPage }),
        },
        {
          element: (
            <RequireAuth>
              <Outlet />
            </RequireAuth>
          ),
          children: [
            { path: paths.videoChat, lazy: async () => ({ Component: (await import('../features/video/pages/video-chat-page')).VideoChatPage }) },
            {
              lazy: async () => ({ Component: (await import('./shell/app-shell-layout')).AppShellLayout }),
              children: shellPages,
            },
          ],
        },
      ],
    },
  ];
}
