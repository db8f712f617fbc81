import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createDependentContract,
  deleteDependentContract,
  listDependentsContract,
  updateDependentContract,
  type SaveDependentBody,
} from '@careroster/shared/api/records/dependents';
import { pathOf } from '@careroster/shared/api/contract';
import {
  importW2Contract,
  listW2Contract,
  uploadW2Contract,
  W2_FILE_FIELD,
  W2_IMPORT_FILES_FIELD,
  W2_YEAR_FIELD,
  w2FileContract,
} from '@careroster/shared/api/records/w2';
import { listW4Contract, revealW4Contract, saveW4Contract, type SaveW4Body } from '@careroster/shared/api/records/w4';
import { apiFile, callApi } from '../../../api/client';
import { currentFacilityId } from '../../../api/facility-scope';
import { useCreateMutation } from '../../../api/idempotency';
import { saveBlob } from '../../../api/save-blob';

/** The records area's keys carry the facility id second (decision 009). */
export const recordsKey = (employeeId: string, facilityId: string | null = currentFacilityId()) =>
  ['records', facilityId, employeeId] as const;
const w4Key = (employeeId: string) => [...recordsKey(employeeId), 'w4'] as const;
const w2Key = (employeeId: string) => [...recordsKey(employeeId), 'w2'] as const;
const dependentsKey = (employeeId: string) => [...recordsKey(employeeId), 'dependents'] as const;

export const useW4Versions = (employeeId: string) =>
  useQuery({ queryKey: w4Key(employeeId), queryFn: ({ signal }) => callApi(listW4Contract, { params: { employeeId } }, { signal }) });

export function useSaveW4(employeeId: string) {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: (body: SaveW4Body, idempotencyKey) => callApi(saveW4Contract, { params: { employeeId }, body }, { idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: w4Key(employeeId) }),
  });
}

/** One version's values, on an admin's explicit reveal (audited on the server); never cached. */
export const revealW4 = (employeeId: string, w4Id: string) => callApi(revealW4Contract, { params: { employeeId, w4Id } });

export const useW2Documents = (employeeId: string, enabled: boolean) =>
  useQuery({
    queryKey: w2Key(employeeId),
    queryFn: ({ signal }) => callApi(listW2Contract, { params: { employeeId } }, { signal }),
    enabled,
  });

export function useUploadW2(employeeId: string) {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: ({ taxYear, file }: { taxYear: number; file: File }, idempotencyKey) => {
      const body = new FormData();
      body.set(W2_YEAR_FIELD, String(taxYear));
      body.set(W2_FILE_FIELD, file);
      return callApi(uploadW2Contract, { params: { employeeId }, body }, { idempotencyKey });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: w2Key(employeeId) }),
  });
}

export function useImportW2() {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: ({ taxYear, files }: { taxYear: number; files: File[] }, idempotencyKey) => {
      const body = new FormData();
      body.set(W2_YEAR_FIELD, String(taxYear));
      for (const file of files) body.append(W2_IMPORT_FILES_FIELD, file);
      // The dialog lists every refused file itself (one message each).
      return callApi(importW2Contract, { body }, { idempotencyKey, report: 'none' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['records', currentFacilityId()] }),
  });
}

/** The PDF's bytes need the bearer token, so it is fetched and saved (each view is audited). */
export async function downloadW2(employeeId: string, w2Id: string, filename: string) {
  saveBlob(await apiFile(pathOf(w2FileContract, { employeeId, w2Id })), filename);
}

export const useDependents = (employeeId: string) =>
  useQuery({
    queryKey: dependentsKey(employeeId),
    queryFn: ({ signal }) => callApi(listDependentsContract, { params: { employeeId } }, { signal }),
  });

export function useSaveDependent(employeeId: string) {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: ({ body, dependentId }: { body: SaveDependentBody; dependentId?: string }, idempotencyKey) =>
      dependentId
        ? callApi(updateDependentContract, { params: { employeeId, dependentId }, body })
        : callApi(createDependentContract, { params: { employeeId }, body }, { idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dependentsKey(employeeId) }),
  });
}

export function useDeleteDependent(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dependentId: string) => callApi(deleteDependentContract, { params: { employeeId, dependentId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dependentsKey(employeeId) }),
  });
}
