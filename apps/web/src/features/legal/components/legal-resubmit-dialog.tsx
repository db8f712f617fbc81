import { useState } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import type { LegalDocument } from '@careroster/shared/api/legal/kyc';
import { LEGAL_DOC_EXTENSIONS } from '@careroster/shared/constants';
import type { LegalDocType } from '@careroster/shared/compliance/values';
import { messages, productMessages } from '@careroster/shared/messages';
import { fileError, fileRules } from '@careroster/shared/validation/file';
import { ApiError } from '../../../api/client';
import { showToast } from '../../../api/toasts';
import { FileField } from '../../../components/file-field';
import { GenericModal } from '../../../components/generic-modal';
import { useSaveLegalDocuments } from '../api/legal';
import { legalDocumentLabels } from './legal-labels';

export interface LegalResubmitDialogProps {
  kind: LegalDocType;
  document: LegalDocument;
  onClose: () => void;
}

/**
 * The legal documents resubmission dialog (spec 001 section 4): the reviewer's reason and one
 * replacement file, which goes back to SUBMITTED for the marketplace's review.
 */
export function LegalResubmitDialog({ kind, document, onClose }: LegalResubmitDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveLegalDocuments();
  const label = legalDocumentLabels[kind];
  const choose = (chosen: File | null) => {
    const refusal = chosen ? fileError(chosen, fileRules.legalDocument) : null;
    setError(refusal);
    setFile(refusal ? null : chosen);
  };
  const submit = () => {
    if (!file) {
      setError(kind === 'aoi' ? messages.aoiDocRequired : kind === 'ein_doc' ? messages.einDocRequired : messages.ss4DocRequired);
      return;
    }
    save.mutate(
      { files: { [kind]: file } },
      {
        onSuccess: () => {
          showToast('success', productMessages.legalResubmitted);
          onClose();
        },
      },
    );
  };
  const serverError = save.error instanceof ApiError ? save.error.messages[0] : save.isError ? messages.somethingWentWrong : null;
  return (
    <GenericModal
      opened
      onClose={onClose}
      title={productMessages.legalResubmitTitle(label)}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={submit}
      confirmLabel="Resubmit"
      confirmLoading={save.isPending}
    >
      <Stack gap="sm">
        {serverError && (
          <Alert color="red" role="alert">
            {serverError}
          </Alert>
        )}
        {document.rejection_reason && (
          <Alert color="orange" title={productMessages.legalDocumentStatus.REJECTED}>
            {document.rejection_reason}
          </Alert>
        )}
        <Text size="sm">{productMessages.legalResubmitHint}</Text>
        <FileField label={label} extensions={LEGAL_DOC_EXTENSIONS} file={file} onChange={choose} error={error} />
      </Stack>
    </GenericModal>
  );
}
