import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createDepartmentContract,
  createFloorContract,
  createUnitContract,
  deleteDepartmentContract,
  deleteUnitContract,
  getStructureContract,
  listUnitCensusContract,
  saveUnitCensusContract,
  setShiftTypeColourContract,
  setSupervisorContract,
  updateDepartmentContract,
  updateUnitContract,
  type CreateUnitBody,
  type SaveDepartmentBody,
  type UpdateUnitBody,
} from '@careroster/shared/api/structure/structure';
import type { ShiftType } from '@careroster/shared/lookups';
import type { ColourKey } from '@careroster/shared/structure/colours';
import { callApi } from '../../../api/client';
import { currentFacilityId } from '../../../api/facility-scope';
import { useCreateMutation } from '../../../api/idempotency';

/** The structure area's keys: the facility id second (decision 009); `structure.changed` stales them. */
export const structureKey = (facilityId: string | null = currentFacilityId()) => ['structure', facilityId] as const;
const censusKey = (from: string, to: string) => [...structureKey(), 'census', from, to] as const;

export const useStructure = () =>
  useQuery({ queryKey: structureKey(), queryFn: ({ signal }) => callApi(getStructureContract, {}, { signal }) });

export const useUnitCensus = (from: string, to: string) =>
  useQuery({
    queryKey: censusKey(from, to),
    queryFn: ({ signal }) => callApi(listUnitCensusContract, { query: { from, to } }, { signal }),
  });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: structureKey() });
}

export function useCreateUnit() {
  const onSuccess = useInvalidate();
  return useCreateMutation({
    mutationFn: (body: CreateUnitBody, idempotencyKey) => callApi(createUnitContract, { body }, { idempotencyKey }),
    onSuccess,
  });
}

export function useUpdateUnit() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ unitId, ...body }: UpdateUnitBody & { unitId: string }) => callApi(updateUnitContract, { params: { unitId }, body }),
    onSuccess,
  });
}

export function useDeleteUnit() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (unitId: string) => callApi(deleteUnitContract, { params: { unitId } }, { report: 'none' }),
    onSuccess,
  });
}

export function useCreateFloor() {
  const onSuccess = useInvalidate();
  return useCreateMutation({
    mutationFn: (name: string, idempotencyKey) => callApi(createFloorContract, { body: { name } }, { idempotencyKey }),
    onSuccess,
  });
}

export function useCreateDepartment() {
  const onSuccess = useInvalidate();
  return useCreateMutation({
    mutationFn: (body: SaveDepartmentBody, idempotencyKey) => callApi(createDepartmentContract, { body }, { idempotencyKey }),
    onSuccess,
  });
}

export function useUpdateDepartment() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ departmentId, ...body }: Partial<SaveDepartmentBody> & { departmentId: string }) =>
      callApi(updateDepartmentContract, { params: { departmentId }, body }),
    onSuccess,
  });
}

export function useDeleteDepartment() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (departmentId: string) => callApi(deleteDepartmentContract, { params: { departmentId } }, { report: 'none' }),
    onSuccess,
  });
}

export function useSetShiftTypeColour() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ shiftType, colour }: { shiftType: ShiftType; colour: ColourKey }) =>
      callApi(setShiftTypeColourContract, { params: { shiftType }, body: { colour } }),
    onSuccess,
  });
}

export function useSetSupervisor() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (body: { unit_id: string; shift_type: ShiftType; user_id: string | null }) => callApi(setSupervisorContract, { body }),
    onSuccess,
  });
}

export function useSaveUnitCensus() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ date, units }: { date: string; units: { unit_id: string; patient_count: number | null }[] }) =>
      callApi(saveUnitCensusContract, { params: { date }, body: { units } }),
    onSuccess,
  });
}
