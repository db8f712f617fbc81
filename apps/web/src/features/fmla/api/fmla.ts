import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createFmlaCaseContract,
  createFmlaEntryContract,
  getFmlaCaseContract,
  listFmlaCasesContract,
  updateFmlaCaseContract,
  type CreateFmlaCaseBody,
  type CreateFmlaEntryBody,
} from '@careroster/shared/api/fmla/cases';
import {
  decideFmlaCertificationContract,
  FMLA_CERTIFICATION_FIELD,
  requestFmlaCertificationContract,
  uploadFmlaCertificationContract,
} from '@careroster/shared/api/fmla/certifications';
import { getFmlaSettingsContract, saveFmlaSettingsContract, type SaveFmlaSettingsBody } from '@careroster/shared/api/fmla/settings';
import { callApi } from '../../../api/client';
import { currentFacilityId } from '../../../api/facility-scope';
import { useCreateMutation } from '../../../api/idempotency';

/** The facility id second, like every facility-scoped key (decision 009). */
export const fmlaKey = (facilityId: string | null = currentFacilityId()) => ['fmla', facilityId] as const;

// Dialogs show the server's refusal themselves (the balance message names the hours).
const quiet = { report: 'none' } as const;

export const useFmlaCases = (query: { employee_id?: string } = {}) =>
  useQuery({ queryKey: [...fmlaKey(), 'cases', query], queryFn: ({ signal }) => callApi(listFmlaCasesContract, { query }, { signal }) });

export const useFmlaCase = (caseId: string | null) =>
  useQuery({
    queryKey: [...fmlaKey(), 'case', caseId],
    queryFn: ({ signal }) => callApi(getFmlaCaseContract, { params: { caseId: caseId! } }, { signal }),
    enabled: caseId !== null,
  });

export const useFmlaSettings = () =>
  useQuery({ queryKey: [...fmlaKey(), 'settings'], queryFn: ({ signal }) => callApi(getFmlaSettingsContract, {}, { signal }) });

/** Every FMLA change moves a balance, a list or a certification: the area's keys go stale together. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: fmlaKey() });
}

export function useSaveFmlaSettings() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: SaveFmlaSettingsBody) => callApi(saveFmlaSettingsContract, { body }, quiet),
    onSuccess: invalidate,
  });
}

export function useOpenFmlaCase() {
  const invalidate = useInvalidate();
  return useCreateMutation({
    mutationFn: (body: CreateFmlaCaseBody, idempotencyKey) => callApi(createFmlaCaseContract, { body }, { ...quiet, idempotencyKey }),
    onSuccess: invalidate,
  });
}

/** Closes a case (no more leave recorded, a continuous case's days free again) or opens it again. */
export function useSetCaseStatus(caseId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (status: 'OPEN' | 'CLOSED') => callApi(updateFmlaCaseContract, { params: { caseId }, body: { status } }),
    onSuccess: invalidate,
  });
}

export function useAddFmlaEntry(caseId: string) {
  const invalidate = useInvalidate();
  return useCreateMutation({
    mutationFn: (body: CreateFmlaEntryBody, idempotencyKey) =>
      callApi(createFmlaEntryContract, { params: { caseId }, body }, { ...quiet, idempotencyKey }),
    onSuccess: invalidate,
  });
}

export function useRequestCertification(caseId: string) {
  const invalidate = useInvalidate();
  return useCreateMutation({
    mutationFn: (dueDate: string | null, idempotencyKey) =>
      callApi(
        requestFmlaCertificationContract,
        { params: { caseId }, body: dueDate ? { due_date: dueDate } : {} },
        { ...quiet, idempotencyKey },
      ),
    onSuccess: invalidate,
  });
}

export function useUploadCertification() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ certificationId, file }: { certificationId: string; file: File }) => {
      const body = new FormData();
      body.set(FMLA_CERTIFICATION_FIELD, file);
      return callApi(uploadFmlaCertificationContract, { params: { certificationId }, body }, quiet);
    },
    onSuccess: invalidate,
  });
}

export function useDecideCertification() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ certificationId, status, note }: { certificationId: string; status: 'APPROVED' | 'INSUFFICIENT'; note: string }) =>
      callApi(decideFmlaCertificationContract, { params: { certificationId }, body: { status, note: note.trim() || null } }, quiet),
    onSuccess: invalidate,
  });
}
