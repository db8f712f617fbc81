import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE } from '@careroster/shared/api/envelope';
import { updateFacilityContract } from '@careroster/shared/api/facility/update-facility';
import { getI9FormContract, I9_FORM_FIELD, updateProfileContract } from '@careroster/shared/api/legal/i9-form';
import { getKycContract, revealLegalNumberContract, updateKycContract, type LegalNumberField } from '@careroster/shared/api/legal/kyc';
import type { LegalDocType } from '@careroster/shared/compliance/values';
import { apiFile, callApi } from '../../../api/client';
import { currentFacilityId } from '../../../api/facility-scope';
import { saveBlob } from '../../../api/save-blob';

export const kycKey = (facilityId: string | null = currentFacilityId()) => ['facility', facilityId, 'kyc'] as const;
export const i9FormKey = (facilityId: string | null = currentFacilityId()) => ['facility', facilityId, 'i9-form'] as const;

/** spec 001 section 8: a 500 on this first load is not toasted; the section shows its own state. */
export const useKyc = () =>
  useQuery({ queryKey: kycKey(), queryFn: ({ signal }) => callApi(getKycContract, {}, { signal, quietServerError: true }) });

export const useI9Form = () => useQuery({ queryKey: i9FormKey(), queryFn: ({ signal }) => callApi(getI9FormContract, {}, { signal }) });

/** What the legal documents dialog saves: only what changed is sent. */
export type LegalDocumentsChange = {
  entityLegalName?: string;
  files: Partial<Record<LegalDocType, File>>;
  tin?: string;
  ssn?: string;
};

const hasKycChange = (c: LegalDocumentsChange) => Object.keys(c.files).length > 0 || c.tin !== undefined || c.ssn !== undefined;

/**
 * The legal name goes through `PATCH update-facility`, the rest through the KYC PATCH (spec 001
 * section 7). The dialog shows a refusal's first message itself, so nothing is toasted here.
 */
export function useSaveLegalDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: LegalDocumentsChange) => {
      if (change.entityLegalName !== undefined) {
        const body = new FormData();
        body.set('entity_legal_name', change.entityLegalName);
        await callApi(updateFacilityContract, { body }, { report: 'none' });
      }
      if (!hasKycChange(change)) return;
      const body = new FormData();
      for (const [field, file] of Object.entries(change.files)) body.set(field, file);
      if (change.tin !== undefined) body.set('tin', change.tin);
      if (change.ssn !== undefined) body.set('ssn', change.ssn);
      await callApi(updateKycContract, { body }, { report: 'none' });
    },
    // A refused KYC PATCH may follow a saved legal name: the record is read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: kycKey() }),
  });
}

/** The full number, on the dialog's eye button (audited on the server). */
export const revealLegalNumber = (field: LegalNumberField) => callApi(revealLegalNumberContract, { body: { field } }, { report: 'none' });

export function useUploadI9Form() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.set(I9_FORM_FIELD, file);
      return callApi(updateProfileContract, { body }, { report: 'none' });
    },
    onSuccess: (form) => queryClient.setQueryData(i9FormKey(), form),
  });
}

/** A stored document's bytes, saved under its name (the address needs the bearer token). */
export async function downloadLegalDocument(address: string, filename: string) {
  const blob = await apiFile(address.startsWith(API_BASE) ? address.slice(API_BASE.length) : address);
  saveBlob(blob, filename);
}
