import { currentFacilityId } from '../../../api/facility-scope';

/** The facility id second, like every facility-scoped key (decision 009). */
export const recordsKey = (facilityId: string | null = currentFacilityId()) => ['records', facilityId] as const;
