import { useEffect } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';
import { PageLoader } from '../components/page-loader';
import { publicPages } from '../public-shell/routes';
import { areas } from '../features';
import type { EntryParams } from './entry-params';
import { LandingPage } from './landing-page';
import { RequireAuth } from './require-auth';
import { RouteErrorPage } from './route-error-page';
import { RootLayout } from './root-layout';
import { shellPages } from './shell-pages';

/** A public page is the light app's (decision 060): reaching one hands the page over to it. */
function HandOver({ leave }: { leave: () => void }) {
  useEffect(leave, [leave]);
  return null;
}

/**
 * Spec 000 section 2. React Router matches whole paths, so the public routes are exact. Every
 * page is its own chunk, and so is the signed-in shell: the sign-in page downloads neither the
 * shell nor any form library it does not use (decision 011).
 */
export function createRoutes(entry: EntryParams, leave: () => void): RouteObject[] {
  return [
    {
      element: <RootLayout entry={entry} />,
      errorElement: <RouteErrorPage />,
      // A first load of a lazy page (a reload or a link straight to it) has nothing to show until
      // its chunk arrives; without a fallback React Router renders nothing and warns about it.
      hydrateFallbackElement: <PageLoader />,
      children: [
        { path: paths.landing, element: <LandingPage /> },
        ...publicPages.map(({ path }) => ({ path, element: <HandOver leave={leave} /> })),
        ...areas.flatMap((area) => area.publicRoutes ?? []),
        {
          element: (
            <RequireAuth>
              <Outlet />
            </RequireAuth>
          ),
          children: [
            ...areas.flatMap((area) => area.signedInRoutes ?? []),
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
