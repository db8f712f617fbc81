import { currentFacilityId } from '../../../../api/facility-scope';

/**
 * Every query of the timekeeping area of a facility starts with this key, so the live event
 * `timecards.changed` refreshes them all (decision 009).
 */
export const timekeepingKey = (facilityId: string | null = currentFacilityId()) => ['timekeeping', facilityId] as const;
