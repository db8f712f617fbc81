import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { uploadCredentialRule } from '@careroster/shared/api/employees/upload-credential';
import { fileError } from '@careroster/shared/validation/file';
import { FileField } from '../../../components/file-field';
import { UploadProgress } from '../../../components/upload-progress';
import { credentialRefusal } from '../api/credential-mutation';
import { useUploadCredential } from '../api/upload-credential';

/**
 * Adds a document to a credential (spec 001 section 5): jpg, png, pdf or doc up to the upload
 * limit. The server checks the content too; its refusal is shown under the field.
 */
export function CredentialUpload({ employeeId, credentialId }: { employeeId: string; credentialId: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadCredential(employeeId);

  const choose = (chosen: File | null) => {
    const refused = chosen ? fileError(chosen, uploadCredentialRule) : null;
    setProblem(refused);
    setFile(refused ? null : chosen);
    setProgress(null);
  };

  const send = async () => {
    if (!file) return;
    setProgress(0);
    try {
      await upload.mutateAsync({ credentialDataId: credentialId, file, onProgress: setProgress });
      setFile(null);
    } catch (error) {
      setProblem(credentialRefusal(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="xs">
      <FileField
        label="Upload document (jpg, png, pdf or doc)"
        extensions={uploadCredentialRule.extensions}
        file={file}
        onChange={choose}
        error={problem}
        disabled={upload.isPending}
      />
      {progress !== null && <UploadProgress value={progress} />}
      <Group>
        <Button variant="light" onClick={() => void send()} disabled={!file} loading={upload.isPending}>
          Upload
        </Button>
      </Group>
    </Stack>
  );
}
