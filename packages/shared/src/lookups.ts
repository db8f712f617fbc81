import { PAGE_SIZE_CHOICES } from './constants';
import { messages } from './messages';

/**
 * The lookup lists of spec 000 section 3 (and the code lists of spec 001 sections 3 and 9),
 * as `{ value, label }` options. `value` is what the API and the database carry; `label` is
 * what a select shows. Where the spec gives no label, the label is the plain English word.
 */
type Option<V extends string | number = string> = { readonly value: V; readonly label: string };
type ValueOf<T extends readonly Option<string | number>[]> = T[number]['value'];

/** The values of a list as a non-empty tuple, ready for `z.enum(...)`. */
export const valuesOf = <const T extends readonly [Option, ...Option[]]>(list: T): [ValueOf<T>, ...ValueOf<T>[]] =>
  list.map((o) => o.value) as [ValueOf<T>, ...ValueOf<T>[]];

/** The label of a value, or the value itself when the list does not know it. */
export const labelOf = <V extends string | number>(list: readonly Option<V>[], value: V): string =>
  list.find((o) => o.value === value)?.label ?? String(value);

export const workerTypes = [
  { value: 'IN', label: 'Internal' },
  { value: 'EN', label: 'External' },
  { value: 'AN', label: 'Agency' },
  { value: 'WN', label: 'Walk-In' },
] as const;
export type WorkerType = ValueOf<typeof workerTypes>;

export const dependentRelations = [
  { value: 'PARENT', label: 'Parent' },
  { value: 'CHILDREN', label: 'Child' },
  { value: 'SPOUSE', label: 'Spouse' },
] as const;
export type DependentRelation = ValueOf<typeof dependentRelations>;

// Labels are the filing statuses of IRS Form W-4 (2020 and later), step 1(c).
export const w4FilingStatuses = [
  { value: 'SINGLE_OR_MARRIED', label: 'Single or Married filing separately' },
  { value: 'MARRIED_OR_QUALIFYING', label: 'Married filing jointly or Qualifying surviving spouse' },
  { value: 'HEAD_OF_HOUSEHOLD', label: 'Head of household' },
] as const;
export type W4FilingStatus = ValueOf<typeof w4FilingStatuses>;

export const genders = [
  { value: 'M', label: 'Male' },
  { value: 'F', label: 'Female' },
  { value: 'O', label: 'Other' },
  { value: 'NOT_KNOWN', label: 'Prefer not to say' },
] as const;
export type Gender = ValueOf<typeof genders>;

export const businessTypes = [
  { value: 'LLC', label: 'LLC' },
  { value: 'ASSOCIATION', label: 'Association' },
  { value: 'CORP', label: 'Corporation' },
  { value: 'PARTNERSHIP', label: 'Partnership' },
  { value: 'SOLE-PROPRIETORSHIP', label: 'Sole Proprietorship' },
  { value: 'TRUST', label: 'Trust' },
  { value: 'VENDOR', label: 'Vendor' },
  { value: 'ESTATE', label: 'Estate' },
  { value: 'IRA', label: 'IRA' },
] as const;
export type BusinessType = ValueOf<typeof businessTypes>;

export const shiftTimingStatuses = [
  { value: 'COMPLETED', label: 'Completed' },
  { value: 'ONGOING', label: 'Ongoing' },
  { value: 'UPCOMING', label: 'Upcoming' },
] as const;
export type ShiftTimingStatus = ValueOf<typeof shiftTimingStatuses>;

// spec 001 section 3: BP is a percentage of the base rate, anything else is $/hr.
export const differentialTypes = [
  { value: 'FR', label: 'Flat Rate' },
  { value: 'BP', label: 'Base Price %' },
] as const;
export type DifferentialType = ValueOf<typeof differentialTypes>;

export const filterStatuses = [
  { value: 'CONFIRMED', label: 'Confirmed' },
  { value: 'UNASSIGNED', label: 'Unassigned' },
] as const;
export type FilterStatus = ValueOf<typeof filterStatuses>;

export const bulkMessageTypes = [
  { value: 'SMS', label: 'SMS' },
  { value: 'NOTIFICATION', label: 'Notification' },
] as const;
export type BulkMessageType = ValueOf<typeof bulkMessageTypes>;
export const broadcastChannels = ['SMS', 'NOTIFICATION'] as const satisfies readonly BulkMessageType[];

/** Same numbering as `Date.prototype.getDay()` and dayjs `day()`. */
export const weekdays = [
  { value: 0, label: 'Sunday' },
  { value: 1, label: 'Monday' },
  { value: 2, label: 'Tuesday' },
  { value: 3, label: 'Wednesday' },
  { value: 4, label: 'Thursday' },
  { value: 5, label: 'Friday' },
  { value: 6, label: 'Saturday' },
] as const;
export type Weekday = ValueOf<typeof weekdays>;
export const allWeekdays: readonly Weekday[] = weekdays.map((d) => d.value);

/**
 * The zones a facility chooses from, each a real IANA zone (DESIGN.md, issue 25). The spec's
 * short codes are what users see (`abbreviation`); the US codes are the regions, not the fixed
 * standard offsets: EST follows daylight saving like New York does. Arizona keeps standard time
 * all year, so it is its own choice, shown as MST like Denver but computed as Phoenix.
 */
export const timezones = [
  { value: 'GMT', label: 'GMT', abbreviation: 'GMT', iana: 'Etc/UTC' },
  { value: 'HST', label: 'HST', abbreviation: 'HST', iana: 'Pacific/Honolulu' },
  { value: 'PST', label: 'PST', abbreviation: 'PST', iana: 'America/Los_Angeles' },
  { value: 'MST', label: 'MST', abbreviation: 'MST', iana: 'America/Denver' },
  { value: 'MST-AZ', label: 'MST (Arizona, no daylight saving)', abbreviation: 'MST', iana: 'America/Phoenix' },
  { value: 'CST', label: 'CST', abbreviation: 'CST', iana: 'America/Chicago' },
  { value: 'EST', label: 'EST', abbreviation: 'EST', iana: 'America/New_York' },
] as const;
export type TimezoneCode = ValueOf<typeof timezones>;
export type IanaZone = (typeof timezones)[number]['iana'];

export const isTimezoneCode = (code: string): code is TimezoneCode => timezones.some((t) => t.value === code);

/** The short code a time is shown with: MST for both Denver and Arizona. */
export const zoneAbbreviation = (code: TimezoneCode): string => timezones.find((t) => t.value === code)?.abbreviation ?? code;

export const ianaZone = (code: TimezoneCode): IanaZone => {
  const zone = timezones.find((t) => t.value === code);
  if (!zone) throw new Error(`Unknown timezone code: ${String(code)}`);
  return zone.iana;
};

export const employeeTypeFilters = [
  { value: 'IN', label: messages.internalEmployee },
  { value: 'EN', label: messages.agaliaEmployee },
] as const;
export type EmployeeTypeFilter = ValueOf<typeof employeeTypeFilters>;

export const payrollSettings = [
  { value: 'WEEKLY', label: 'Weekly' },
  { value: 'BIWEEKLY', label: 'Biweekly' },
] as const;
export type PayrollSetting = ValueOf<typeof payrollSettings>;

// spec 001 section 9; the labels are the spec's position types (section 3, "Shift form").
export const applicableFor = [
  { value: 'IN', label: 'Internal' },
  { value: 'EN', label: 'External' },
  { value: 'AN', label: 'Agency' },
] as const;
export type ApplicableFor = ValueOf<typeof applicableFor>;

export const agencyPreferences = [
  { value: 'ALL', label: 'All' },
  { value: 'CUSTOM_PREFERENCE', label: 'Custom' },
  { value: 'FAVORITE', label: 'Favorite' },
] as const;
export type AgencyPreference = ValueOf<typeof agencyPreferences>;

export const credentialStatuses = [
  { value: 'CREDENTIAL_PENDING', label: 'Pending' },
  { value: 'CREDENTIAL_VERIFIED', label: 'Verified' },
  { value: 'CREDENTIAL_EXPIRED', label: 'Expired' },
  { value: 'CREDENTIAL_REJECTED', label: 'Rejected' },
] as const;
export type CredentialStatus = ValueOf<typeof credentialStatuses>;

export const applicantStatuses = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'ACCEPTED', label: 'Accepted' },
  { value: 'REJECTED', label: 'Rejected' },
  { value: 'ENDED', label: 'Ended' },
] as const;
export type ApplicantStatus = ValueOf<typeof applicantStatuses>;

export const recurringTypes = [
  { value: 'DAILY', label: 'Daily' },
  { value: 'WEEKLY', label: 'Weekly' },
  { value: 'MONTHLY', label: 'Monthly' },
  { value: 'CUSTOM', label: 'Custom' },
] as const;
export type RecurringType = ValueOf<typeof recurringTypes>;

/** spec 001 sections 3 and 9. Night ends the next day; custom has no preset times. */
export const shiftTypePresets = [
  { value: 'morning', label: 'Morning', start: '07:00', end: '15:00', endsNextDay: false },
  { value: 'evening', label: 'Evening', start: '15:00', end: '23:00', endsNextDay: false },
  { value: 'night', label: 'Night', start: '23:00', end: '07:00', endsNextDay: true },
  { value: 'custom', label: 'Custom', start: null, end: null, endsNextDay: false },
] as const;
export type ShiftType = ValueOf<typeof shiftTypePresets>;

/** spec 001 section 2: sort selector of the nurse lists. */
export const nurseSortOptions = [
  { value: 'position', label: 'Position' },
  { value: 'name', label: 'Name A-Z' },
  { value: '-name', label: 'Name Z-A' },
] as const;
export type NurseSort = ValueOf<typeof nurseSortOptions>;

export const pageSizeOptions: readonly Option<number>[] = PAGE_SIZE_CHOICES.map((n) => ({
  value: n,
  label: String(n),
}));

export const workerTypeValues = valuesOf(workerTypes);
export const applicableForValues = valuesOf(applicableFor);
export const agencyPreferenceValues = valuesOf(agencyPreferences);
export const credentialStatusValues = valuesOf(credentialStatuses);
export const applicantStatusValues = valuesOf(applicantStatuses);
export const recurringTypeValues = valuesOf(recurringTypes);
export const shiftTypeValues = valuesOf(shiftTypePresets);
export const timezoneCodes = valuesOf(timezones);
export const payrollSettingValues = valuesOf(payrollSettings);
export const differentialTypeValues = valuesOf(differentialTypes);
export const shiftTimingStatusValues = valuesOf(shiftTimingStatuses);
export const genderValues = valuesOf(genders);
