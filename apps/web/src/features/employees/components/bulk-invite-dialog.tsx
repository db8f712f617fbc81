import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { bulkInviteFileRule, type ValidateCsvAnswer } from '@careroster/shared/api/employees/validate-csv';
import { messages } from '@careroster/shared/messages';
import { fileError } from '@careroster/shared/validation/file';
import { showToast } from '../../../api/toasts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FileField } from '../../../components/file-field';
import { GenericModal } from '../../../components/generic-modal';
import { useSingleFlight } from '../../../components/use-single-flight';
import { UploadProgress } from '../../../components/upload-progress';
import { useBulkInvite } from '../api/bulk-invite';
import { useValidateCsv } from '../api/validate-csv';
import { succeeded } from '../lib/succeeded';
import { BulkProblems } from './bulk-problems';
import { BulkTemplateLinks } from './bulk-template-links';

/** Where the chosen file stands (spec 001 section 4): chosen, refused with problems, or validated. */
type Validation = { state: 'unchecked' } | { state: 'failed'; problems: ValidateCsvAnswer } | { state: 'valid' };

const isClean = (problems: ValidateCsvAnswer) => Object.values(problems).every((rows) => rows.length === 0);

export function BulkInviteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [validation, setValidation] = useState<Validation>({ state: 'unchecked' });
  const [progress, setProgress] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const validate = useValidateCsv();
  const invite = useBulkInvite();
  const busy = validate.isPending || invite.isPending;

  const close = () => {
    setFile(null);
    setFileProblem(null);
    setValidation({ state: 'unchecked' });
    setProgress(null);
    setConfirming(false);
    onClose();
  };

  // Choosing or replacing a file resets validation (spec 001 section 4).
  const choose = (chosen: File | null) => {
    const problem = chosen ? fileError(chosen, bulkInviteFileRule) : null;
    setFileProblem(problem);
    setFile(problem ? null : chosen);
    setValidation({ state: 'unchecked' });
    setProgress(null);
  };

  const runValidation = async () => {
    if (!file) return;
    setProgress(0);
    const problems = await validate.mutateAsync({ file, onProgress: setProgress }).catch(() => null);
    if (!problems) {
      setProgress(null);
      return;
    }
    if (isClean(problems)) {
      setValidation({ state: 'valid' });
      showToast('success', messages.documentValidated);
    } else {
      setValidation({ state: 'failed', problems });
      showToast('error', messages.fileValidationFailed);
    }
  };

  const [sendInvites, sending] = useSingleFlight(async () => {
    if (!file) return;
    setProgress(0);
    if (await succeeded(invite.mutateAsync({ file, onProgress: setProgress }))) {
      showToast('success', messages.invitationsSent);
      close();
      return;
    }
    setConfirming(false);
    setProgress(null);
  });

  return (
    <>
      <GenericModal
        opened={opened && !confirming}
        onClose={close}
        title={messages.inviteNursesInBulk}
        size="lg"
        onSecondary={close}
        secondaryLabel="Cancel"
        onConfirm={() => setConfirming(true)}
        confirmLabel="Send Invite"
        confirmDisabled={validation.state !== 'valid' || busy}
      >
        <Stack gap="sm">
          <BulkTemplateLinks />
          <FileField
            label="Nurses file (csv or xlsx)"
            extensions={bulkInviteFileRule.extensions}
            file={file}
            onChange={choose}
            error={fileProblem}
            disabled={busy}
          />
          {file && validation.state === 'unchecked' && (
            <Text size="sm" c="dimmed" role="status">
              {messages.validateBeforeInvite}
            </Text>
          )}
          {progress !== null && <UploadProgress value={progress} />}
          <Group>
            <Button variant="light" onClick={() => void runValidation()} disabled={!file || busy} loading={validate.isPending}>
              Validate
            </Button>
          </Group>
          {validation.state === 'valid' && <Alert color="teal" role="status" title={messages.documentValidated} />}
          {validation.state === 'failed' && (
            <Alert color="red" title={messages.fileValidationFailed}>
              <BulkProblems problems={validation.problems} />
            </Alert>
          )}
        </Stack>
      </GenericModal>
      <ConfirmDialog
        opened={opened && confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void sendInvites()}
        title="Send invitations?"
        confirmLabel="Send Invite"
        loading={sending}
      >
        <Text size="sm">Every nurse in {file?.name ?? 'the file'} will get an invitation by SMS.</Text>
        {progress !== null && sending && <UploadProgress value={progress} label="Sending progress" />}
      </ConfirmDialog>
    </>
  );
}
