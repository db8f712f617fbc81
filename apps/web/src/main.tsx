import './app/base-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { paths } from '@careroster/shared/paths';
import { setUnauthorizedHandler } from './api/client';
import { createQueryClient } from './api/query-client';
import { captureEntryParams } from './app/entry-params';
import { Providers } from './app/providers';
import { createRoutes } from './app/router';

// Before the router reads the address bar, so access_token never reaches its history.
const entry = captureEntryParams();
const queryClient = createQueryClient();
const router = createBrowserRouter(createRoutes(entry));
setUnauthorizedHandler(() => void router.navigate(paths.login, { replace: true }));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
