/**
 * Benefit plans (issue 30, decision 075): the kinds a facility offers, the coverage tiers and who
 * a plan may cover. Agency nurses are never eligible: their agency employs them (decision 023).
 */
export const planKinds = ['MEDICAL', 'DENTAL', 'VISION', 'LIFE', 'RETIREMENT'] as const;
export type PlanKind = (typeof planKinds)[number];

export const planKindLabels: Record<PlanKind, string> = {
  MEDICAL: 'Medical',
  DENTAL: 'Dental',
  VISION: 'Vision',
  LIFE: 'Life',
  RETIREMENT: 'Retirement',
};

export const coverageTiers = ['EMPLOYEE', 'EMPLOYEE_SPOUSE', 'EMPLOYEE_CHILDREN', 'FAMILY'] as const;
export type CoverageTier = (typeof coverageTiers)[number];

export const coverageTierLabels: Record<CoverageTier, string> = {
  EMPLOYEE: 'Employee',
  EMPLOYEE_SPOUSE: 'Employee + spouse',
  EMPLOYEE_CHILDREN: 'Employee + children',
  FAMILY: 'Family',
};

/**
 * Worker types a plan may cover: the facility's own (IN) and walk-ins, paid as its staff (WN). Never
 * AN (their agency employs them) nor EN (per-diem marketplace nurses paid gross from the vault).
 */
export const benefitWorkerTypes = ['IN', 'WN'] as const;
export type BenefitWorkerType = (typeof benefitWorkerTypes)[number];

/**
 * The most a waiting period may last: a group health plan may not make an eligible employee wait
 * more than 90 days for coverage (29 CFR 2590.715-2708(b)).
 */
export const MAX_WAITING_DAYS = 90;

/**
 * The personal window a life event opens: at least 30 days after a marriage, birth, adoption or
 * placement for adoption (HIPAA special enrolment, 29 CFR 2590.701-6(b), 45 CFR 146.117(b)). A new
 * hire gets the same 30 days from her date of joining (the product's choice: the law sets none).
 */
export const LIFE_EVENT_WINDOW_DAYS = 30;

export const lifeEventKinds = ['MARRIAGE', 'BIRTH', 'ADOPTION'] as const;
export type LifeEventKind = (typeof lifeEventKinds)[number];
export const lifeEventLabels: Record<LifeEventKind | 'HIRE', string> = {
  HIRE: 'Hire',
  MARRIAGE: 'Marriage',
  BIRTH: 'Birth',
  ADOPTION: 'Adoption or placement',
};

export const enrolmentSources = ['OPEN_ENROLMENT', 'HIRE', ...lifeEventKinds] as const;
export type EnrolmentSource = (typeof enrolmentSources)[number];

/**
 * The deduction code a plan carries into the payroll files when the facility names none: the
 * names Paychex Flex and ADP accounts commonly give these deductions; a facility whose account
 * uses other codes sets the plan's own.
 */
export const defaultDeductionCodes: Record<PlanKind, string> = {
  MEDICAL: 'Medical',
  DENTAL: 'Dental',
  VISION: 'Vision',
  LIFE: 'Life',
  RETIREMENT: '401k',
};
export const DEDUCTION_CODE_MAX_LENGTH = 40;
export const PLAN_NAME_MAX_LENGTH = 100;
