import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deletePositionAnswer,
  listPositionsAnswer,
  savePositionsAnswer,
  type SavePositionsBody,
} from '@careroster/shared/api/shifts/position';
import { apiRequest } from '../../../api/client';
import { shiftKeys } from './query-keys';

export const positionsQueryOptions = (shiftId: string) =>
  queryOptions({
    queryKey: shiftKeys.positions(shiftId),
    queryFn: ({ signal }) => apiRequest(`/facilities/shifts/${shiftId}/positions`, listPositionsAnswer, { signal }),
  });

export const usePositions = (shiftId: string) => useQuery(positionsQueryOptions(shiftId));

// Spec 001 section 8: on save or delete failure every message is toasted, so the caller reports.
export const savePositions = (shiftId: string, body: SavePositionsBody) =>
  apiRequest(`/facilities/shifts/${shiftId}/positions`, savePositionsAnswer, { method: 'PATCH', body, report: 'none' });

export const deletePosition = (shiftId: string, positionId: string) =>
  apiRequest(`/facilities/shifts/${shiftId}/positions/${positionId}`, deletePositionAnswer, {
    method: 'DELETE',
    report: 'none',
  });

export const useSavePositions = (shiftId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePositionsBody) => savePositions(shiftId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftKeys.all }),
  });
};

export const useDeletePosition = (shiftId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (positionId: string) => deletePosition(shiftId, positionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftKeys.all }),
  });
};
