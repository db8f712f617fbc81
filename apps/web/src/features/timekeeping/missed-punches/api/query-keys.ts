import { currentFacilityId } from '../../../../api/facility-scope';

/** The facility id second, like every facility-scoped key (decision 009); `missed-punches.changed` invalidates it. */
export const missedPunchesKey = (facilityId: string | null = currentFacilityId()) => ['missed-punches', facilityId] as const;
