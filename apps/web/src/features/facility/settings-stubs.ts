import { getBankAccountContract } from '@careroster/shared/api/bank/get-bank-account';
import { listCategoriesContract } from '@careroster/shared/api/company/categories';
import { categoryLists } from '@careroster/shared/company/categories';
import { auditLogContract } from '@careroster/shared/api/facility/audit-log';
import { listFacilityUsersContract, type FacilityUsersGroup } from '@careroster/shared/api/facility/facility-users';
import { getAddressContract } from '@careroster/shared/api/facility/get-address';
import { getI9FormContract } from '@careroster/shared/api/legal/i9-form';
import { getKycContract } from '@careroster/shared/api/legal/kyc';
import { getStaffingSettingsContract, type StaffingSettings } from '@careroster/shared/api/staffing/release-settings';
import { type TimekeepingSettings } from '@careroster/shared/api/timekeeping/timekeeping-settings';
import { onCall, type Route } from '../../test/fetch-stub';
import { address, facilityA, profile } from '../../test/fixtures';

/** Facility A's timekeeping settings: FLSA weekly overtime, paid weekly, no time-clock location yet. */
export const timekeepingSettingsOfA: TimekeepingSettings = {
  rounding_minutes: 0,
  approval_deadline_hours: 48,
  overtime_rule: 'FLSA_WEEKLY',
  overtime_enforcement: 'WARN',
  workweek_start_day: 0,
  workweek_start_time: '00:00',
  workday_start_time: '00:00',
  payroll_setting: 'WEEKLY',
  pay_period_anchor: '2026-01-04',
  latitude: null,
  longitude: null,
  geofence_radius_metres: 300,
};

/** The settings page's members of facility A: the signed-in admin, an owner and one manager. */
export const usersOfA: FacilityUsersGroup = {
  facility_id: facilityA.id,
  facility_name: facilityA.name,
  members: [
    {
      user_id: '11111111-1111-4111-8111-111111111111',
      first_name: 'Olive',
      last_name: 'Owner',
      email: 'olive@maplegrove.example',
      role: 'OWNER',
      last_sign_in_at: null,
    },
    {
      user_id: profile.id,
      first_name: profile.first_name,
      last_name: profile.last_name,
      email: profile.email,
      role: 'ADMIN',
      last_sign_in_at: '2026-03-02T15:04:00.000Z',
    },
    {
      user_id: '22222222-2222-4222-8222-222222222222',
      first_name: 'Milo',
      last_name: 'Manager',
      email: 'milo@maplegrove.example',
      role: 'MANAGER',
      last_sign_in_at: null,
    },
  ],
};

export const staffingSettings: StaffingSettings = {
  min_rest_hours: 8,
  release_marketplace_after_hours: 4,
  release_agency_after_hours: 12,
  release_agency_within_hours: 24,
};

/**
 * Answers the settings page's reads (address, legal record, I-9, bank account, users, audit log,
 * staffing settings, company lists), the compliance ones empty; a test's own routes come first.
 */
export const settingsReads: Route[] = [
  onCall(getAddressContract, () => address),
  onCall(getKycContract, () => ({ ein_doc: null, ss4_doc: null, aoi: null, tin: null, ssn: null, entity_legal_name: null })),
  onCall(getI9FormContract, () => null),
  onCall(getBankAccountContract, () => ({ account: null })),
  onCall(listFacilityUsersContract, () => ({ groups: [usersOfA] })),
  onCall(getStaffingSettingsContract, () => staffingSettings),
  onCall(auditLogContract, () => ({ count: 0, results: [], actions: [], users: [] })),
  ...categoryLists.map((list) => onCall(listCategoriesContract, { list }, () => ({ results: [] }))),
];
