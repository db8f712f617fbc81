import { useAppStore } from '../store/app-store';

/**
 * The facility every facility-scoped query key carries as its second element, so one facility's
 * cached answers are never shown for another and a live event invalidates only its own.
 */
export const currentFacilityId = (): string | null => useAppStore.getState().facility.facilityId;
