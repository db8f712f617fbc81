import { getProfileContract } from '@careroster/shared/api/auth/get-profile';
import { getShiftContract } from '@careroster/shared/api/shifts/get-shift';
import type { Position } from '@careroster/shared/api/shifts/position';
import type { Shift } from '@careroster/shared/api/shifts/shift';
import type { listAgenciesContract } from '@careroster/shared/api/shifts/list-agencies';
import { listJobTitlesContract } from '@careroster/shared/api/shifts/list-job-titles';
import { listPositionsContract } from '@careroster/shared/api/shifts/list-positions';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { onCall, type AnswerInput, type Route } from './fetch-stub';
import { profile } from './fixtures';

export const shiftFixture: Shift = {
  id: '5b0c7d2e-4f61-4a8b-9c3d-2e1f0a9b8c7d',
  title: 'Night Shift',
  start_date: '2030-03-05',
  end_date: '2030-03-06',
  start_time: '23:00',
  end_time: '07:00',
  timezone: 'CST',
  status: 'UPCOMING',
  is_active: true,
  meal_time: 30,
  contact_name: 'Dana Whitfield',
  contact_email: 'dana@example.org',
  contact_phone: '+1(555) 123-4567',
  shiftType: 'night',
  is_recurring: false,
  recurring: null,
  floor_id: null,
  unit_id: null,
  total_positions: 5,
  open_positions: 2,
  applicants: 1,
};

export const positionFixture: Position = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  job_title_id: JOB_TITLE_IDS.RN,
  total_positions: 5,
  accepted_count: 2,
  assigned_count: 1,
  status: 'OPEN',
  rate: null,
  agency_rate: null,
  rate_type: null,
  applicable_for: ['IN'],
  auto_approve: false,
  agency_preference: null,
  agencies: [],
  recurring_values: [],
  recurring_end_date: null,
  contact_name: null,
  contact_email: null,
  contact_phone: null,
  description: null,
  special_shift: false,
  differential_type: null,
  differential_value: null,
};

export const jobTitlesFixture: AnswerInput<typeof listJobTitlesContract> = [
  { id: JOB_TITLE_IDS.RN, name: 'Registered Nurse', abbreviation: 'RN' },
  { id: JOB_TITLE_IDS.CNA, name: 'Certified Nurse Aide', abbreviation: 'CNA' },
];

const agencyId = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
export const agenciesFixture: AnswerInput<typeof listAgenciesContract> = Array.from({ length: 7 }, (_, i) => ({
  id: agencyId(i + 1),
  name: `Agency ${i + 1}`,
  is_favorite: i < 2,
}));

/** What the shift details page reads before a position's tab: the profile, the shift, its one position and the job titles. */
export const shiftWithPositionRoutes: Route[] = [
  onCall(getProfileContract, () => profile),
  onCall(getShiftContract, { id: shiftFixture.id }, () => shiftFixture),
  onCall(listPositionsContract, { id: shiftFixture.id }, () => [positionFixture]),
  onCall(listJobTitlesContract, () => jobTitlesFixture),
];
