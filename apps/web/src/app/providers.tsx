import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider, type DatesProviderSettings } from '@mantine/dates';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { WEEK_START_DAY } from '@careroster/shared/constants';
import { cssVariablesResolver, theme } from './theme';

const Toaster = lazy(() => import('./toaster'));

/**
 * Every date picker's calendar starts its weeks where the week ranges do (spec 001 section 2:
 * week starts Sunday); Mantine's own default is Monday.
 */
export const datesSettings: DatesProviderSettings = { firstDayOfWeek: WEEK_START_DAY };

/**
 * No ColorSchemeScript: the app runs under `script-src 'self'`, which forbids its inline script.
 * The colour scheme is fixed to light, so there is nothing for it to restore before paint.
 */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" forceColorScheme="light">
      <DatesProvider settings={datesSettings}>
        <Suspense fallback={null}>
          <Toaster position="bottom-center" />
        </Suspense>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
