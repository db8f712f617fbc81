import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { paths } from '@careroster/shared/paths';
import { setMfaSetupHandler, setUnauthorizedHandler } from '../api/client';
import { createQueryClient } from '../api/query-client';
import { readEntryParams, type EntryParams } from '../app/entry-params';
import { datesSettings } from '../app/providers';
import { createRoutes } from '../app/router';
import { theme } from '../app/theme';

export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} env="test">
      <DatesProvider settings={datesSettings}>
        <Notifications position="bottom-center" />
        <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}

/**
 * The signed-in app on a memory router, as app/signed-in-app.tsx wires it, starting at `url`. A
 * public page renders nothing here: the app hands it over (`leave`) to the light public app.
 */
export function renderApp(url: string, entry: EntryParams = readEntryParams(''), leave: () => void = () => {}) {
  const router = createMemoryRouter(createRoutes(entry, leave), { initialEntries: [url] });
  setUnauthorizedHandler(() => void router.navigate(paths.login, { replace: true }));
  setMfaSetupHandler(() => void router.navigate(paths.mfaSetup, { replace: true }));
  const view = render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, ...view };
}
