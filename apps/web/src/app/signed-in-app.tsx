import './base-styles';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { paths } from '@careroster/shared/paths';
import { setMfaSetupHandler, setUnauthorizedHandler } from '../api/client';
import { createQueryClient } from '../api/query-client';
import type { EntryParams } from './entry-params';
import { Providers } from './providers';
import { createRoutes } from './router';

/**
 * The app with Mantine, React Router and TanStack Query: every page but the light public ones
 * (decision 060). Mounted on the page's root by main.tsx; `leave` hands the page back when the
 * router reaches a public page. Returns what unmounting needs: the router stops listening.
 */
export function mountSignedInApp(root: Root, entry: EntryParams, leave: () => void): () => void {
  const queryClient = createQueryClient();
  const router = createBrowserRouter(createRoutes(entry, leave));
  setUnauthorizedHandler(() => void router.navigate(paths.login, { replace: true }));
  setMfaSetupHandler(() => void router.navigate(paths.mfaSetup, { replace: true }));
  root.render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  return () => {
    router.dispose();
    queryClient.clear();
  };
}
