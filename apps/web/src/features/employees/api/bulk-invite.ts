import { useQueryClient } from '@tanstack/react-query';
import { pathOf } from '@careroster/shared/api/contract';
import { bulkInviteContract, bulkInviteTemplateContract } from '@careroster/shared/api/employees/bulk-invite';
import { apiFile, callApi } from '../../../api/client';
import { useCreateMutation } from '../../../api/idempotency';
import { employeesKey } from './query-keys';
import { bulkFileBody, type BulkFileVariables } from './validate-csv';

export const bulkInvite = ({ file, onProgress }: BulkFileVariables, idempotencyKey?: string) =>
  callApi(bulkInviteContract, { body: bulkFileBody(file) }, { onUploadProgress: onProgress, idempotencyKey });

export function useBulkInvite() {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: bulkInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesKey() }),
  });
}

export const downloadBulkInviteTemplate = (format: 'csv' | 'xlsx') => apiFile(pathOf(bulkInviteTemplateContract), { query: { format } });
