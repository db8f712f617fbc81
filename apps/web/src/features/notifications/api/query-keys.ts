import { currentFacilityId } from '../../../api/facility-scope';

/** Every list of the caller's notifications in the facility; live events invalidate this prefix. */
export const notificationsKey = (facilityId: string | null = currentFacilityId()) => ['notifications', facilityId] as const;
