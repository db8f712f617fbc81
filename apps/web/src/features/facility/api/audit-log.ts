import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditLogContract, type AuditLogQuery } from '@careroster/shared/api/facility/audit-log';
import { callApi } from '../../../api/client';
import { currentFacilityId } from '../../../api/facility-scope';

export const auditLogKey = (facilityId: string | null = currentFacilityId()) => ['facility', facilityId, 'audit-log'] as const;

export const useAuditLog = (query: AuditLogQuery) =>
  useQuery({
    queryKey: [...auditLogKey(), query],
    queryFn: ({ signal }) => callApi(auditLogContract, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
