/** Client route paths, defined once (spec 000 section 2); the router, links, push-click targets and e2e tests use them. */
export const paths = {
  landing: '/',
  walkInInvite: '/walk-in-invite/:token',
  missedPunchAction: '/missed-punch-action/:token',
  corporateTimesheet: '/corporate-timesheet/:token',
  corporateTimesheetNew: '/corporate-timesheet-new/:token',
  termsOfServices: '/termsofservices',
  contactUs: '/contact-us',
  privacyPolicy: '/privacypolicy',
  charges: '/charges',
  login: '/auth/login',
  resetPassword: '/auth/reset-password',
  setPassword: '/set-password/:uid/:token',
  videoChat: '/video-chat',
  dashboard: '/dashboard',
  payments: '/payments',
  payrollList: '/payments/payroll/list',
  pbj: '/pbj',
  settings: '/settings',
  nurseDetail: '/nurses/nurse-detail',
  employeeCredentials: '/employees/credentials',
  employeeDetail: '/employees/employee-detail',
  shiftDetails: '/shifts/shift-details/:id',
  overtimeDetails: '/overtime/overtime-details/:id',
  addShift: '/shift/add-shift',
  // List pages of areas whose inner pages the spec names; the spec does not show their paths.
  shifts: '/shifts',
  employees: '/employees',
  nurses: '/nurses',
  overtime: '/overtime',
  /** Broadcast messages to nurses (SMS or in-app notification) and their log. */
  broadcasts: '/broadcasts',
} as const;

export const setPasswordPath = (uid: string, token: string) =>
  `/set-password/${encodeURIComponent(uid)}/${encodeURIComponent(token)}`;
export const shiftDetailsPath = (id: string | number) => `/shifts/shift-details/${id}`;
export const overtimeDetailsPath = (id: string | number) => `/overtime/overtime-details/${id}`;

/** Spec 000 section 2, "Push-notification click targets". */
export const notificationTypes = [
  'PTO',
  'CREDENTIAL',
  'JOB-REQUEST',
  'APPLICATION',
  'OVERTIME',
  'PAYROLL',
  'PAYMENT',
  'PBJ',
  'BANK',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export function notificationTarget(type: NotificationType, typeId: string | number): string {
  switch (type) {
    case 'PTO':
      return `${paths.nurseDetail}?type=pto&nurse_id=${typeId}`;
    case 'CREDENTIAL':
      return `${paths.nurseDetail}?type=cred&nurse_id=${typeId}`;
    case 'JOB-REQUEST':
    case 'APPLICATION':
      return `${shiftDetailsPath(typeId)}?slug=applicant`;
    case 'OVERTIME':
      return overtimeDetailsPath(typeId);
    case 'PAYROLL':
      return paths.payments;
    case 'PAYMENT':
      return paths.payrollList;
    case 'PBJ':
      return paths.pbj;
    case 'BANK':
      return paths.settings;
  }
}
