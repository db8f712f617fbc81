import { paths } from '@careroster/shared/paths';

/** The detail page's tabs; `pto` and `cred` are the spec's notification values (spec 000 section 2). */
export const detailTabs = [
  'profile',
  'credentials',
  'notes',
  'pto',
  'fmla',
  'calls',
  'pay',
  'tax-forms',
  'dependents',
  'benefits',
  'history',
] as const;
export type DetailTab = (typeof detailTabs)[number];

export const employeeDetailPath = (employeeId: string, tab?: DetailTab) =>
  `${paths.employeeDetail}?id=${encodeURIComponent(employeeId)}${tab ? `&tab=${tab}` : ''}`;
