import { currentFacilityId } from '../../../api/facility-scope';

/** The facility id second, like every facility-scoped key (decision 009): eligibility, plans and enrolments. */
export const benefitsKey = (facilityId: string | null = currentFacilityId()) => ['benefits', facilityId] as const;
