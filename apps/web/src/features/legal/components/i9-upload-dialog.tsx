import { useState } from 'react';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { I9_OFFICIAL_FORM_URL } from '@careroster/shared/api/legal/i9-form';
import { LEGAL_DOC_EXTENSIONS } from '@careroster/shared/constants';
import { messages, productMessages } from '@careroster/shared/messages';
import { fileError, fileRules } from '@careroster/shared/validation/file';
import { ApiError } from '../../../api/client';
import { showToast } from '../../../api/toasts';
import { FileField } from '../../../components/file-field';
import { GenericModal } from '../../../components/generic-modal';
import { useUploadI9Form } from '../api/legal';

/**
 * The I-9 upload dialog (spec 001 section 4): a link to the official form and one file. A failed
 * upload says 'Error uploading i9 form.', with the server's reason beside the field.
 */
export function I9UploadDialog({ onClose }: { onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadI9Form();
  const choose = (chosen: File | null) => {
    const refusal = chosen ? fileError(chosen, fileRules.i9Form) : null;
    setError(refusal);
    setFile(refusal ? null : chosen);
  };
  const submit = () => {
    if (!file) {
      setError(productMessages.fileRequired);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => {
        showToast('success', productMessages.i9Uploaded);
        onClose();
      },
      onError: (err) => {
        showToast('error', messages.i9UploadFailed);
        if (err instanceof ApiError) setError(err.messages[0]);
      },
    });
  };
  return (
    <GenericModal
      opened
      onClose={onClose}
      title={productMessages.i9Title}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={submit}
      confirmLabel="Upload"
      confirmLoading={upload.isPending}
    >
      <Stack gap="sm">
        {upload.isError && (
          <Alert color="red" role="alert">
            {messages.i9UploadFailed}
          </Alert>
        )}
        <Text size="sm">{productMessages.i9Hint}</Text>
        <Anchor href={I9_OFFICIAL_FORM_URL} target="_blank" rel="noopener noreferrer">
          {productMessages.i9OfficialForm}
        </Anchor>
        <FileField label="I-9 form file" extensions={LEGAL_DOC_EXTENSIONS} file={file} onChange={choose} error={error} />
      </Stack>
    </GenericModal>
  );
}
