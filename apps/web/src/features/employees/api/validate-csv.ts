import { useMutation } from '@tanstack/react-query';
import { BULK_INVITE_FILE_FIELD, validateCsvContract } from '@careroster/shared/api/employees/validate-csv';
import { callApi } from '../../../api/client';

export interface BulkFileVariables {
  file: File;
  onProgress: (fraction: number) => void;
}

export const bulkFileBody = (file: File) => {
  const body = new FormData();
  body.set(BULK_INVITE_FILE_FIELD, file);
  return body;
};

// An unreadable file is a 422 with one message, toasted by the client.
export const validateCsv = ({ file, onProgress }: BulkFileVariables) =>
  callApi(validateCsvContract, { body: bulkFileBody(file) }, { onUploadProgress: onProgress });

export const useValidateCsv = () => useMutation({ mutationFn: validateCsv });
