import { currentFacilityId } from '../../../api/facility-scope';

export const bankKey = (facilityId: string | null = currentFacilityId()) => ['bank', facilityId] as const;
