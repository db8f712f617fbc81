import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deletePositionContract } from '@careroster/shared/api/shifts/delete-position';
import { listPositionsContract } from '@careroster/shared/api/shifts/list-positions';
import type { SavePositionsBody } from '@careroster/shared/api/shifts/position';
import { savePositionsContract } from '@careroster/shared/api/shifts/save-positions';
import { callApi } from '../../../api/client';
import { shiftKeys } from './query-keys';

export const positionsQueryOptions = (shiftId: string) =>
  queryOptions({
    queryKey: shiftKeys.positions(shiftId),
    queryFn: ({ signal }) => callApi(listPositionsContract, { params: { id: shiftId } }, { signal }),
  });

export const usePositions = (shiftId: string) => useQuery(positionsQueryOptions(shiftId));

// Spec 001 section 8: on save or delete failure every message is toasted, so the caller reports.
export const savePositions = (shiftId: string, body: SavePositionsBody) =>
  callApi(savePositionsContract, { params: { id: shiftId }, body }, { report: 'none' });

export const deletePosition = (shiftId: string, positionId: string) =>
  callApi(deletePositionContract, { params: { id: shiftId, positionId } }, { report: 'none' });

export const useSavePositions = (shiftId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePositionsBody) => savePositions(shiftId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftKeys.all() }),
  });
};

export const useDeletePosition = (shiftId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (positionId: string) => deletePosition(shiftId, positionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftKeys.all() }),
  });
};
