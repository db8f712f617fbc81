import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { messages } from '@careroster/shared/messages';
import { fileError, type FileRule } from '@careroster/shared/validation/file';
import { showToast } from '../api/toasts';
import { ConfirmDialog } from './confirm-dialog';
import { FileField } from './file-field';
import { FileProblemList, type FileProblems } from './file-problems';
import { GenericModal } from './generic-modal';
import { UploadProgress } from './upload-progress';
import { useSingleFlight } from './use-single-flight';

/** A file and the upload's progress, as the validate and submit calls take them. */
export interface FileUpload {
  file: File;
  onProgress: (fraction: number) => void;
}

/** Where the chosen file stands (spec 001 section 4): chosen, refused with problems, or validated. */
type Validation<K extends string> = { state: 'unchecked' } | { state: 'failed'; problems: FileProblems<K> } | { state: 'valid' };

const isClean = (problems: FileProblems<string>) => Object.values(problems).every((rows) => !rows || rows.length === 0);

export interface FileImportDialogProps<K extends string> {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Above the file field: a template to download, the columns expected. */
  intro: ReactNode;
  fileLabel: string;
  rule: FileRule;
  /** Shown once a file is chosen and not yet validated. */
  validateFirst: string;
  headings: Record<K, string>;
  /** The validate call: its failures are reported by the API client, so it rejects. */
  validate: (upload: FileUpload) => Promise<FileProblems<K>>;
  /** The import itself; resolves with the toast to show, rejects when the client reported a failure. */
  submit: (upload: FileUpload) => Promise<string>;
  submitLabel: string;
  confirmTitle: string;
  confirmText: (fileName: string) => ReactNode;
}

/**
 * The bulk-file flow of spec 001 section 4, for every file the product takes in bulk (nurses to
 * invite, punches to import): choose a file (type and size checked here), validate it on the
 * server, read its problems by type and row, then confirm the import. Choosing another file
 * forgets the last validation.
 */
export function FileImportDialog<K extends string>(props: FileImportDialogProps<K>) {
  const { opened, onClose, rule } = props;
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [validation, setValidation] = useState<Validation<K>>({ state: 'unchecked' });
  const [progress, setProgress] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [validating, setValidating] = useState(false);

  const close = () => {
    setFile(null);
    setFileProblem(null);
    setValidation({ state: 'unchecked' });
    setProgress(null);
    setConfirming(false);
    onClose();
  };

  const choose = (chosen: File | null) => {
    const problem = chosen ? fileError(chosen, rule) : null;
    setFileProblem(problem);
    setFile(problem ? null : chosen);
    setValidation({ state: 'unchecked' });
    setProgress(null);
  };

  const runValidation = async () => {
    if (!file) return;
    setProgress(0);
    setValidating(true);
    const problems = await props.validate({ file, onProgress: setProgress }).catch(() => null);
    setValidating(false);
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

  const [send, sending] = useSingleFlight(async () => {
    if (!file) return;
    setProgress(0);
    const done = await props.submit({ file, onProgress: setProgress }).catch(() => null);
    if (done !== null) {
      showToast('success', done);
      close();
      return;
    }
    setConfirming(false);
    setProgress(null);
  });
  const busy = validating || sending;

  return (
    <>
      <GenericModal
        opened={opened && !confirming}
        onClose={close}
        title={props.title}
        size="lg"
        onSecondary={close}
        secondaryLabel="Cancel"
        onConfirm={() => setConfirming(true)}
        confirmLabel={props.submitLabel}
        confirmDisabled={validation.state !== 'valid' || busy}
      >
        <Stack gap="sm">
          {props.intro}
          <FileField
            label={props.fileLabel}
            extensions={rule.extensions}
            file={file}
            onChange={choose}
            error={fileProblem}
            disabled={busy}
          />
          {file && validation.state === 'unchecked' && (
            <Text size="sm" c="dimmed" role="status">
              {props.validateFirst}
            </Text>
          )}
          {progress !== null && <UploadProgress value={progress} />}
          <Group>
            <Button variant="light" onClick={() => void runValidation()} disabled={!file || busy} loading={validating}>
              Validate
            </Button>
          </Group>
          {validation.state === 'valid' && <Alert color="teal" role="status" title={messages.documentValidated} />}
          {validation.state === 'failed' && (
            <Alert color="red" title={messages.fileValidationFailed}>
              <FileProblemList problems={validation.problems} headings={props.headings} />
            </Alert>
          )}
        </Stack>
      </GenericModal>
      <ConfirmDialog
        opened={opened && confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void send()}
        title={props.confirmTitle}
        confirmLabel={props.submitLabel}
        loading={sending}
      >
        <Text size="sm">{props.confirmText(file?.name ?? 'the file')}</Text>
        {progress !== null && sending && <UploadProgress value={progress} label="Sending progress" />}
      </ConfirmDialog>
    </>
  );
}
