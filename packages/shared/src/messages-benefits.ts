/**
 * The benefits area's texts (issue 30, decision 075), written here once and spread into
 * `productMessages` (messages.ts), as the kiosk's are. Same rules as messages.ts.
 */
import { LIFE_EVENT_WINDOW_DAYS, MAX_WAITING_DAYS, type CoverageTier } from './benefits/values';

export const benefitsMessages = {
  // Plans and plan years
  benefitsPlanYearNameInvalid: 'Give the plan year a name of 1 to 100 characters.',
  benefitsPlanYearDates: 'The plan year must end after it starts, and last at most a year and a day.',
  benefitsEnrolmentDates: 'Open enrolment must close on or after it opens, and close before the plan year ends.',
  benefitsPlanYearOverlap: (name: string) => `These dates overlap the plan year ${name}.`,
  benefitsPlanYearInUse: 'This plan year has elections: it can no longer be deleted.',
  benefitsPlanNameInvalid: 'Give the plan a name of 1 to 100 characters.',
  benefitsPlanNameTaken: 'This plan year already has a plan of that name.',
  benefitsDeductionCodeInvalid: 'Give a deduction code of 1 to 40 characters.',
  benefitsWaitingDays: `A waiting period is 0 to ${MAX_WAITING_DAYS} days: no plan may make an employee wait longer.`,
  benefitsCostInvalid: 'Enter costs per pay period in dollars, at least 0 with at most two decimals.',
  benefitsTiersRequired: 'Offer at least one coverage tier, each tier once.',
  benefitsRetirementTier: 'A retirement plan has the employee tier only: the contribution is hers alone.',
  benefitsWorkerTypesRequired:
    'Choose who may enrol: internal staff, walk-ins or both. Agency nurses are employed by their agency, marketplace nurses are paid per diem.',
  benefitsPlanInUse: 'This plan has elections: it can no longer be deleted. Change its costs for new elections instead.',
  benefitsPlanSaved: 'Plan saved.',
  benefitsPlanDeleted: 'Plan deleted.',
  benefitsPlanYearSaved: 'Plan year saved.',
  benefitsPlanYearDeleted: 'Plan year deleted.',
  // Enrolment
  benefitsWindowClosed: (year: string) =>
    `Enrolment in ${year} is closed: choices are made during open enrolment, or within ${LIFE_EVENT_WINDOW_DAYS} days of a hire, marriage, birth or adoption.`,
  benefitsNotEligibleType: 'This plan does not cover her worker type.',
  benefitsAgencyNever: 'An agency nurse is employed by her agency, which offers her benefits: she cannot enrol here.',
  benefitsNotFullTime:
    'This plan is for full-time employees under the ACA, and her hours over the last 12 months average under 130 a month.',
  benefitsTierNotOffered: 'This plan does not offer that coverage tier.',
  benefitsDependentUnknown: 'Choose dependents from her file: one of them is not hers.',
  benefitsParentNotCovered: 'A parent cannot be covered: choose a spouse or children.',
  benefitsOneSpouse: 'Choose one spouse at most.',
  benefitsTierMismatch: {
    EMPLOYEE: 'Employee coverage covers her alone: choose no dependents, or another tier.',
    EMPLOYEE_SPOUSE: 'Employee + spouse needs her spouse among the dependents, and no children.',
    EMPLOYEE_CHILDREN: 'Employee + children needs at least one child among the dependents, and no spouse.',
    FAMILY: 'Family coverage needs her spouse and at least one child among the dependents.',
  } satisfies Record<CoverageTier, string>,
  benefitsPlanKindMismatch: 'This plan is not of the kind chosen.',
  benefitsElectionSaved: 'Choice saved.',
  benefitsLifeEventSaved: 'Life event recorded: her enrolment window is open.',
  benefitsLifeEventFuture: 'A life event cannot be dated after today.',
  // Pages
  benefitsTitle: 'Benefits',
  benefitsTab: 'Benefits',
  benefitsNoPlanYears: 'No plan years yet',
  benefitsNoPlanYearsHint:
    'Set up a plan year with its dates and open enrolment, then add its medical, dental, vision, life and retirement plans.',
  benefitsNoPlans: 'No plans in this plan year yet.',
  benefitsNoEnrolments: 'No enrolments yet',
  benefitsNoEnrolmentsHint: 'Choices appear here once an employee enrols or waives a plan.',
  benefitsNoHistory: 'No deductions yet: they appear for each pay period once coverage is in force.',
  benefitsNoOpenYear: 'No plan year is open for her choices today.',
  benefitsMyTitle: 'My benefits',
  benefitsMyClosed: 'Enrolment is closed for you today. Ask your facility after a marriage, birth or adoption.',
  benefitsWaive: 'Waive',
  benefitsWaived: 'Waived',
  benefitsEnrol: 'Enrol',
} as const;
