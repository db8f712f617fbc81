import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BULK_INVITE_TEMPLATE_PATH, bulkInviteAnswer } from '@careroster/shared/api/employees/bulk-invite';
import { apiFile, apiRequest } from '../../../api/client';
import { employeesKey } from './list-employees';
import { bulkFileBody, type BulkFileVariables } from './validate-csv';

export const bulkInvite = ({ file, onProgress }: BulkFileVariables) =>
  apiRequest('/facilities/bulk-invite', bulkInviteAnswer, { body: bulkFileBody(file), onUploadProgress: onProgress });

export function useBulkInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesKey }),
  });
}

export const downloadBulkInviteTemplate = (format: 'csv' | 'xlsx') =>
  apiFile(BULK_INVITE_TEMPLATE_PATH, { query: { format } });
