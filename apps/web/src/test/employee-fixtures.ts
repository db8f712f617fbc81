import type { Credential } from '@careroster/shared/api/employees/credential';
import type { EmployeeCard, EmployeeDetail } from '@careroster/shared/api/employees/employee';
import type { EmployeeSearchRow } from '@careroster/shared/api/employees/employee-search';
import type { NoteRecord } from '@careroster/shared/api/employees/notes';
import type { WalkInInvite } from '@careroster/shared/api/employees/walk-in-invites';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { facilityA } from './fixtures';

export const employeeCard: EmployeeCard = {
  id: '5b0f3c2e-7a41-4d8e-9f10-2a3b4c5d6e7f',
  nurse_id: '8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  emp_id: 1042,
  first_name: 'Maria',
  last_name: 'Lopez',
  profile_photo: null,
  worker_type: 'IN',
  status: 'ACTIVE',
  job_title_id: JOB_TITLE_IDS.RN,
  job_title: 'Registered Nurse',
  job_title_abbr: 'RN',
  department: 'Memory Care',
  discipline: 'Nursing',
  hourly_rate: 42.5,
  monthly_rate: 6800,
  is_credential_complete: true,
  is_monthly_rate_set: true,
  is_credential_expired: false,
  credential_gaps: [],
  overtime_status: null,
  is_selectable: true,
};

export const employeeDetail: EmployeeDetail = {
  ...employeeCard,
  email: 'maria.lopez@example.com',
  country_code: '+1',
  mobile: '5551234567',
  agency_id: null,
  agency_name: null,
  date_of_joining: '2024-02-01',
  pay_type: 'HOURLY',
  payment_category: 'W2',
  is_resident: true,
  paychex_emp_id: null,
  paychex_org_id: null,
  paychex_org_id_15: null,
  created_at: '2024-02-01T09:00:00.000Z',
  termination_date: null,
  unit_id: null,
  gender: null,
};

export const searchRow = (n: number, overrides: Partial<EmployeeSearchRow> = {}): EmployeeSearchRow => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  emp_id: 1000 + n,
  first_name: `Nurse${n}`,
  last_name: 'Example',
  employee_at: facilityA.name,
  discipline: 'Nursing',
  department: null,
  is_favorite: false,
  ...overrides,
});

export const credential: Credential = {
  id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  credential_name: 'RN License',
  expiry: '2030-06-30',
  expiry_required: true,
  status: 'CREDENTIAL_PENDING',
  feedback: null,
  credential_data: [],
};

export const note: NoteRecord = {
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  employee_id: employeeCard.id,
  title: 'Prefers night shifts',
  description: 'Asked to be offered night shifts first from March.',
  created_by: 'Dana Whitfield',
  created_at: '2025-03-01T10:00:00.000Z',
};

export const walkInInvite: WalkInInvite = {
  facility_name: facilityA.name,
  first_name: 'Sam',
  last_name: 'Rivera',
  mobile: '+15552223333',
  job_title_id: JOB_TITLE_IDS.CNA,
  expires_at: '2030-01-01T20:00:00.000Z',
};
