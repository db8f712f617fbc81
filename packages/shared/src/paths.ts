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
  /** Public: a new owner's sign-up (issue 31, decision 080). */
  signUp: '/auth/sign-up',
  /** The first-run company setup of an owner without a facility yet (decision 080). */
  setup: '/setup',
  /** Signing in through the corporation's identity provider (issue 31, decision 081): the work email ... */
  ssoSignIn: '/auth/sso',
  /** ... and the page the provider sends the browser back to (the redirect URI registered with it). */
  ssoCallback: '/auth/sso/callback',
  videoChat: '/video-chat',
  /** Public: where a nurse answers a call, from the link in her SMS or mail. */
  videoCallJoin: '/video-call/:token',
  /** Public: the nurse's personal time clock, from the link she is sent when first booked. */
  timeClock: '/time-clock/:token',
  /**
   * Public: one missed punch on the nurse's time clock, from the link of its reminder. The phone
   * finds its own time clock (decision 041): the reminder cannot carry the spent link token.
   */
  timeClockMissedPunch: '/time-clock/missed-punches/:id',
  /** Public: a registered device as the facility's shared time clock (issue 27, decision 067), paired on the device. */
  timeClockKiosk: '/kiosk',
  /** Public: a nurse's offer of an opening by a release plan (issue 15), from the link in her SMS or push. */
  offer: '/offers/:token',
  /** Public: a nurse's conversations with a facility (issue 16), from the link in a message SMS. */
  nurseMessages: '/nurse-messages/:token',
  dashboard: '/dashboard',
  /** An owner's or admin's first second factor, before anything else (issue 31, decision 079). */
  mfaSetup: '/account/second-factor',
  /** Any signed-in user's second factors, recovery codes and sessions (issue 31, decision 079). */
  security: '/account/security',
  payments: '/payments',
  payrollList: '/payments/payroll/list',
  pbj: '/pbj',
  settings: '/settings',
  /** The owner's organisation sign-in (issue 31, decision 081). */
  signInSettings: '/settings/sign-in',
  /** Master timing, the master schedule and builder templates (issue 28, master schedule). */
  masterSchedule: '/settings/schedule',
  nurseDetail: '/nurses/nurse-detail',
  employeeCredentials: '/employees/credentials',
  employeeDetail: '/employees/employee-detail',
  shiftDetails: '/shifts/shift-details/:id',
  overtimeDetails: '/overtime/overtime-details/:id',
  addShift: '/shift/add-shift',
  // List pages of areas whose inner pages the spec names; the spec does not show their paths.
  shifts: '/shifts',
  /** Filling openings (issue 15): the week as a grid of people and days, beside the week schedule. */
  roster: '/shifts/roster',
  /** The roster builder (issue 29): contracts, rotations, teams, requests and generated rosters of a unit. */
  rosterBuilder: '/shifts/roster-builder',
  employees: '/employees',
  nurses: '/nurses',
  overtime: '/overtime',
  notifications: '/notifications',
  /** Broadcast messages to nurses (SMS or in-app notification) and their log. */
  broadcasts: '/broadcasts',
  /** The message center (issue 16): the facility's conversations with nurses; `?conversation=<id>` opens one. */
  messages: '/messages',
  /** The owner's corporate view over all their facilities (issue 16). */
  corporate: '/corporate',
  // Timekeeping (issue 12): the spec names the area's calls, not its list pages' paths.
  timesheet: '/timesheet',
  missedPunches: '/timesheet/missed-punches',
  corporateTimesheets: '/timesheet/corporate',
  /** The facility's devices as shared time clocks: which are paired, and stopping one (decision 067). */
  timeClocks: '/timesheet/time-clocks',
  pto: '/pto',
  /** FMLA cases (issue 30, decision 076); `?case=<id>` opens one. */
  fmla: '/fmla',
  benefits: '/benefits',
  // issue 28, structure: the facility's setup (units, departments, colours, supervisors, census), under Settings.
  facilitySetup: '/settings/structure',
} as const;

/** The ids of the /settings sections other pages link to (the setup checklist, decision 080). */
export const settingsSections = {
  company: 'settings-company',
  legal: 'legal-documents-title',
  bank: 'settings-bank',
  users: 'settings-users',
} as const;
/** /settings scrolled to one of its sections. */
export const settingsSectionPath = (section: keyof typeof settingsSections) => `${paths.settings}#${settingsSections[section]}`;
export const setPasswordPath = (uid: string, token: string) => `/set-password/${encodeURIComponent(uid)}/${encodeURIComponent(token)}`;
export const timeClockMissedPunchPath = (id: string) => `/time-clock/missed-punches/${encodeURIComponent(id)}`;
/** The payments page with one reimbursement open, as its notification opens it. */
export const reimbursementPath = (id: string) => `${paths.payments}?reimbursement=${encodeURIComponent(id)}`;
export const shiftDetailsPath = (id: string | number) => `/shifts/shift-details/${id}`;
/** The FMLA page with one case open (its certification reminders open it). */
export const fmlaCasePath = (caseId: string) => `${paths.fmla}?case=${encodeURIComponent(caseId)}`;
/** The message center with one conversation open (issue 16). */
export const conversationPath = (conversationId: string) => `${paths.messages}?conversation=${encodeURIComponent(conversationId)}`;
/** The muted types live on the notifications page, under this anchor (the user menu links there). */
export const notificationSettingsPath = `${paths.notifications}#settings`;
export const overtimeDetailsPath = (id: string | number) => `/overtime/overtime-details/${id}`;
/** The roster grid opened on some weeks of one unit (a published draft's link); the page reads these as its first view. */
export const rosterWeeksPath = (week: string, weeks: number, unitId: string) =>
  `${paths.roster}?week=${encodeURIComponent(week)}&weeks=${weeks}&unit=${encodeURIComponent(unitId)}`;

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
  // The product's own (issue 12): the spec's list has no type for timekeeping's queues.
  'MISSED-PUNCH',
  'TIMESHEET',
  // issue 30: a certification due or overdue (decision 076).
  'FMLA',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** What a notification's click needs: spec 001's payload { type, type_id, nurse_id }. */
export type NotificationPayload = { type: NotificationType; type_id: string | null; nurse_id: string | null };

/**
 * Where a click on a notification (in the list or on a push) goes, spec 000 section 2. PTO and
 * CREDENTIAL open the nurse's details by nurse id. A job request that names no shift (a walk-in
 * nurse who accepted an invite) opens that nurse instead; null when there is nothing to open.
 */
export function notificationTarget({ type, type_id, nurse_id }: NotificationPayload): string | null {
  const nurse = (kind: 'pto' | 'cred' | null) =>
    nurse_id === null ? null : `${paths.nurseDetail}?${kind ? `type=${kind}&` : ''}nurse_id=${nurse_id}`;
  switch (type) {
    case 'PTO':
      return nurse('pto');
    case 'CREDENTIAL':
      return nurse('cred');
    case 'JOB-REQUEST':
    case 'APPLICATION':
      return type_id === null ? nurse(null) : `${shiftDetailsPath(type_id)}?slug=applicant`;
    case 'OVERTIME':
      return type_id === null ? null : overtimeDetailsPath(type_id);
    case 'PAYROLL':
      return paths.payments;
    case 'PAYMENT':
      // A payment to one nurse is her reimbursement (decision 041): it opens; others are payroll's.
      return type_id !== null && nurse_id !== null ? reimbursementPath(type_id) : paths.payrollList;
    case 'PBJ':
      return paths.pbj;
    case 'BANK':
      return paths.settings;
    case 'MISSED-PUNCH':
      return paths.missedPunches;
    case 'TIMESHEET':
      return paths.corporateTimesheets;
    case 'FMLA':
      return type_id === null ? paths.fmla : fmlaCasePath(type_id);
  }
}
