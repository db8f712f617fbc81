import type { StaffingSettings } from '@careroster/shared/api/staffing/release-settings';
import type { FacilityUsersGroup } from '@careroster/shared/api/facility/facility-users';
import { answer, type StubRequest } from '../../test/fetch-stub';
import { address, facilityA, profile } from '../../test/fixtures';

/** The settings page's members of facility A: the signed-in admin, an owner and one manager. */
export const usersOfA: FacilityUsersGroup = {
  facility_id: facilityA.id,
  facility_name: facilityA.name,
  members: [
    { user_id: '11111111-1111-4111-8111-111111111111', first_name: 'Olive', last_name: 'Owner', email: 'olive@maplegrove.example', role: 'OWNER', last_sign_in_at: null },
    { user_id: profile.id, first_name: profile.first_name, last_name: profile.last_name, email: profile.email, role: 'ADMIN', last_sign_in_at: '2026-03-02T15:04:00.000Z' },
    { user_id: '22222222-2222-4222-8222-222222222222', first_name: 'Milo', last_name: 'Manager', email: 'milo@maplegrove.example', role: 'MANAGER', last_sign_in_at: null },
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
 * staffing settings),
 * the compliance ones empty; a test's own routes come first.
 */
export const settingsReads = (request: StubRequest) => {
  if (request.method !== 'GET') return undefined;
  if (request.path === '/api/v1/address') return answer(address);
  if (request.path === '/api/v1/facilities/kyc') return answer({ ein_doc: null, ss4_doc: null, aoi: null, tin: null, ssn: null, entity_legal_name: null });
  if (request.path === '/api/v1/facilities/i9-form') return answer(null);
  if (request.path === '/api/v1/facilities/bank-account') return answer({ account: null });
  if (request.path === '/api/v1/facilities/users') return answer({ groups: [usersOfA] });
  if (request.path === '/api/v1/facilities/staffing-settings') return answer(staffingSettings);
  if (request.path.startsWith('/api/v1/facilities/audit-log')) return answer({ count: 0, results: [], actions: [], users: [] });
  return undefined;
};
