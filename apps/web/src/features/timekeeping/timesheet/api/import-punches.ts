import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  importPunchesContract,
  PUNCH_IMPORT_FILE_FIELD,
  validatePunchImportContract,
} from '@careroster/shared/api/timekeeping/import-punches';
import { callApi } from '../../../../api/client';
import { useCreateMutation } from '../../../../api/idempotency';
import type { FileUpload } from '../../../../components/file-import-dialog';
import { timekeepingKey } from './query-keys';

const fileBody = (file: File) => {
  const body = new FormData();
  body.set(PUNCH_IMPORT_FILE_FIELD, file);
  return body;
};

// An unreadable file is a 422 with one message, toasted by the client.
export const validatePunchImport = ({ file, onProgress }: FileUpload) =>
  callApi(validatePunchImportContract, { body: fileBody(file) }, { onUploadProgress: onProgress });
export const useValidatePunchImport = () => useMutation({ mutationFn: validatePunchImport });

export const importPunches = ({ file, onProgress }: FileUpload, idempotencyKey?: string) =>
  callApi(importPunchesContract, { body: fileBody(file) }, { onUploadProgress: onProgress, idempotencyKey });

/** The import: the timesheet and its queues refetch once it lands. */
export function useImportPunches() {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: importPunches,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timekeepingKey() }),
  });
}
