import { currentFacilityId } from '../../../api/facility-scope';

/** The facility id second, like every facility-scoped key (decision 009); one root per list, so live events stale only what they change. */
export const recordsKey = (facilityId: string | null = currentFacilityId()) => ['records', facilityId] as const;
export const workHistoryKey = (facilityId: string | null = currentFacilityId()) => ['work-history', facilityId] as const;
export const activeShiftKey = (facilityId: string | null = currentFacilityId()) => ['active-shift', facilityId] as const;
export const priorEmploymentKey = (facilityId: string | null = currentFacilityId()) => ['prior-employment', facilityId] as const;
