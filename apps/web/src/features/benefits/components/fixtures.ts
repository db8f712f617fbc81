import type { Election, EmployeeBenefits } from '@careroster/shared/api/benefits/enrolment';
import type { BenefitPlan, PlanYear } from '@careroster/shared/api/benefits/plans';

/** The benefits tests' plan year, plan, employee and choices (decision 075), written as the API answers them. */
export const YEAR_ID = '00000000-0000-4000-8000-000000000b01';
export const PLAN_ID = '00000000-0000-4000-8000-000000000b02';
export const EMPLOYEE_ID = '00000000-0000-4000-8000-000000000b03';
export const SPOUSE_ID = '00000000-0000-4000-8000-000000000b04';
export const CHILD_ID = '00000000-0000-4000-8000-000000000b05';

export const medical: BenefitPlan = {
  id: PLAN_ID,
  plan_year_id: YEAR_ID,
  kind: 'MEDICAL',
  name: 'Maple Health PPO',
  deduction_code: null,
  payroll_code: 'Medical',
  worker_types: ['IN'],
  waiting_days: 0,
  aca_full_time_only: false,
  tiers: [
    { tier: 'EMPLOYEE', employee_cost: 45, employer_cost: 180 },
    { tier: 'EMPLOYEE_SPOUSE', employee_cost: 98, employer_cost: 300 },
  ],
};

const yearDates = {
  id: YEAR_ID,
  name: 'Plan year 2031',
  start_date: '2031-01-01',
  end_date: '2031-12-31',
  enrolment_opens: '2030-11-01',
  enrolment_closes: '2030-12-15',
  enrolment_open: true,
};
export const planYear: PlanYear = { ...yearDates, plans: [] };

export const election: Election = {
  id: '00000000-0000-4000-8000-000000000b06',
  employee_id: EMPLOYEE_ID,
  employee_name: 'Nora Hale',
  plan_year_id: YEAR_ID,
  plan_year_name: planYear.name,
  kind: 'MEDICAL',
  plan_id: PLAN_ID,
  plan_name: medical.name,
  tier: 'EMPLOYEE_SPOUSE',
  dependents: [{ id: SPOUSE_ID, name: 'Sam Hale', relation: 'SPOUSE' }],
  effective_from: '2031-01-01',
  effective_to: null,
  employee_cost: 98,
  employer_cost: 300,
  source: 'OPEN_ENROLMENT',
  by_employee: false,
  created_at: '2030-11-20T10:00:00.000Z',
};

/** Her enrolment form in open enrolment: a spouse and a child in her file, the medical plan offered, no choice yet. */
export const employeeBenefits: EmployeeBenefits = {
  employee: { id: EMPLOYEE_ID, name: 'Nora Hale', worker_type: 'IN', date_of_joining: '2024-03-04' },
  dependents: [
    { id: SPOUSE_ID, name: 'Sam Hale', relation: 'SPOUSE', date_of_birth: '1988-06-01' },
    { id: CHILD_ID, name: 'Ivy Hale', relation: 'CHILDREN', date_of_birth: '2019-02-14' },
  ],
  years: [
    {
      plan_year: yearDates,
      window: { source: 'OPEN_ENROLMENT', closes: '2030-12-15', effective_from: '2031-01-01' },
      plans: [{ ...medical, eligible: true, reason: null, coverage_start: '2031-01-01' }],
    },
  ],
  life_events: [],
  elections: [],
};
