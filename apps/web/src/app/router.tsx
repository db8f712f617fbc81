import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page';
import { SetPasswordPage } from '../features/auth/pages/set-password-page';
import { SignInPage } from '../features/auth/pages/sign-in-page';
import { employeeShellRoutes, walkInInviteRoute } from '../features/employees/routes';
import { ChargesPage } from '../features/info/pages/charges-page';
import { ContactPage } from '../features/info/pages/contact-page';
import { PrivacyPage } from '../features/info/pages/privacy-page';
import { TermsPage } from '../features/info/pages/terms-page';
import type { EntryParams } from './entry-params';
import { LandingPage } from './landing-page';
import { NotFoundPage } from './not-found-page';
import { PlaceholderPage } from './placeholder-page';
import { shellPlaceholders, standalonePlaceholders, type PlaceholderRoute } from './placeholder-routes';
import { RequireAuth } from './require-auth';
import { RouteErrorPage } from './route-error-page';
import { RootLayout } from './root-layout';
import { AppShellLayout } from './shell/app-shell-layout';

const placeholder = ({ path, title, area }: PlaceholderRoute): RouteObject => ({
  path,
  element: <PlaceholderPage title={title} area={area} />,
});

/** Spec 000 section 2. React Router matches whole paths, so the public routes are exact. */
export function createRoutes(entry: EntryParams): RouteObject[] {
  const { videoChat, ...tokenPages } = standalonePlaceholders;
  return [
    {
      element: <RootLayout entry={entry} />,
      errorElement: <RouteErrorPage />,
      children: [
        { path: paths.landing, element: <LandingPage /> },
        walkInInviteRoute,
        ...Object.values(tokenPages).map(placeholder),
        { path: paths.termsOfServices, element: <TermsPage /> },
        { path: paths.contactUs, element: <ContactPage /> },
        { path: paths.privacyPolicy, element: <PrivacyPage /> },
        { path: paths.charges, element: <ChargesPage /> },
        { path: paths.login, element: <SignInPage /> },
        { path: paths.resetPassword, element: <ResetPasswordPage /> },
        { path: paths.setPassword, element: <SetPasswordPage /> },
        {
          path: videoChat.path,
          element: (
            <RequireAuth>
              <PlaceholderPage title={videoChat.title} area={videoChat.area} />
            </RequireAuth>
          ),
        },
        {
          element: (
            <RequireAuth>
              <AppShellLayout />
            </RequireAuth>
          ),
          children: [
            // Each area's pages load as their own chunk when first visited.
            { path: paths.dashboard, lazy: async () => ({ Component: (await import('../features/shifts/pages/dashboard-page')).DashboardPage }) },
            { path: paths.shifts, lazy: async () => ({ Component: (await import('../features/shifts/pages/shifts-page')).ShiftsPage }) },
            { path: paths.addShift, lazy: async () => ({ Component: (await import('../features/shifts/pages/add-shift-page')).AddShiftPage }) },
            { path: paths.shiftDetails, lazy: async () => ({ Component: (await import('../features/shifts/pages/shift-details-page')).ShiftDetailsPage }) },
            ...employeeShellRoutes,
            ...shellPlaceholders.map(placeholder),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
