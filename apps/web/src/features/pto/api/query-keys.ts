import { currentFacilityId } from '../../../api/facility-scope';

/** The facility id second, like every facility-scoped key (decision 009). */
export const ptoKey = (facilityId: string | null = currentFacilityId()) => ['pto', facilityId] as const;
