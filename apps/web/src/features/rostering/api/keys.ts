import { currentFacilityId } from '../../../api/facility-scope';

/** The roster builder's queries (issue 29), under one key per facility: `roster.changed` makes them stale. */
export const rosteringKey = (facilityId: string | null = currentFacilityId()) => ['rostering', facilityId] as const;
