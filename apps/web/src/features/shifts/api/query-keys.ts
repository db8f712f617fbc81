import { currentFacilityId } from '../../../api/facility-scope';

/**
 * One key tree for the shifts area, so that a mutation or a live event can invalidate every view
 * of a shift (the week schedule, its positions, applicants, the dashboard) by prefix. The facility
 * id is the second element: a live event of one facility invalidates that facility's views only.
 */
export const shiftKeys = {
  all: (facilityId: string | null = currentFacilityId()) => ['shifts', facilityId] as const,
  lists: () => [...shiftKeys.all(), 'list'] as const,
  list: (filters: object) => [...shiftKeys.lists(), filters] as const,
  detail: (id: string) => [...shiftKeys.all(), 'detail', id] as const,
  positions: (id: string) => [...shiftKeys.detail(id), 'positions'] as const,
  applicants: (id: string) => [...shiftKeys.detail(id), 'applicants'] as const,
  available: (id: string) => [...shiftKeys.detail(id), 'available'] as const,
  suggestions: (id: string, positionId: string, limit: number) => [...shiftKeys.detail(id), 'suggestions', positionId, limit] as const,
  dashboard: (range: { start_date: string; end_date: string }) => [...shiftKeys.all(), 'dashboard', range] as const,
  budget: (date: string, shiftIds: readonly string[]) => [...shiftKeys.all(), 'budget', date, shiftIds] as const,
};
