import type { Profile } from '@careroster/shared/api/auth/get-profile';
import type { SessionAnswer } from '@careroster/shared/api/auth/login';
import type { Address } from '@careroster/shared/api/facility/get-address';

export const facilityA = { id: '6f1c1a52-3d1e-4c39-9d5b-0a1f2b3c4d5e', name: 'Maple Grove Care Home', role: 'ADMIN' as const };
export const facilityB = { id: '0b7e4c1d-8a2f-4e6b-9c3d-5f6a7b8c9d0e', name: 'Riverside Nursing Center', role: 'MANAGER' as const };

export const profile: Profile = {
  id: '2c9d7e4a-1b3f-4a5c-8d6e-7f8091a2b3c4',
  email: 'dana.admin@maplegrove.example',
  first_name: 'Dana',
  last_name: 'Whitfield',
  role: 'ADMIN',
  facilities: [facilityA, facilityB],
};

export const loginAnswerFixture: SessionAnswer = {
  token: 'session-token-1',
  role: 'ADMIN',
  profile,
  facility_id: facilityA.id,
  facilities: [facilityA, facilityB],
  expires_at: '2030-01-01T00:00:00.000Z',
};

export const address: Address = {
  facility_id: facilityA.id,
  name: facilityA.name,
  address_line1: '12 Maple Street',
  address_line2: null,
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  country: 'US',
  timezone: 'CST',
  latitude: null,
  longitude: null,
  geofence_radius_metres: 300,
  payroll_setting: 'WEEKLY',
};
