import { paths } from '@careroster/shared/paths';

/** DESIGN.md's areas; each builds its own pages in src/features/<area>. */
export type Area = 'auth' | 'facility' | 'shifts' | 'employees' | 'timekeeping' | 'money' | 'notifications' | 'video';

export interface PlaceholderRoute {
  path: string;
  title: string;
  area: Area;
}

/** Pages inside the signed-in shell that their area has not built yet. Remove a row when it lands. */
export const shellPlaceholders: readonly PlaceholderRoute[] = [
  { path: paths.payments, title: 'Payments', area: 'money' },
  { path: paths.payrollList, title: 'Payroll', area: 'money' },
  { path: paths.pbj, title: 'PBJ', area: 'money' },
];
