import { useState } from 'react';
import { Group, Select, Text } from '@mantine/core';
import { auditActionLabel, type AuditLogQuery } from '@careroster/shared/api/facility/audit-log';
import type { PageSize } from '@careroster/shared/constants';
import { formatDate, formatTime } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { DataTable } from '../../../components/data-table';
import { DateRangeInputs } from '../../../components/date-range-inputs';
import { ListPagination } from '../../../components/list-pagination';
import { useAppStore } from '../../../store/app-store';
import { useAuditLog } from '../api/audit-log';
import { SettingsSection } from './settings-section';

type Filters = Pick<AuditLogQuery, 'action' | 'user_id' | 'from' | 'to'>;

/** The audit log of the facility (audit:read): newest first, filtered by action, user and days. */
export function AuditLogSection() {
  const zone = useAppStore((state) => state.facility.facilityInfo?.timezone);
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(10);
  const log = useAuditLog({ ...filters, page, page_size: pageSize });
  const filter = (change: Filters) => {
    setFilters((f) => ({ ...f, ...change }));
    setPage(1);
  };
  return (
    <SettingsSection id="settings-audit" title={productMessages.settingsAudit} hint={productMessages.settingsAuditHint}>
      <Group gap="sm" mb="sm" align="flex-end" wrap="wrap">
        <Select
          label="Action"
          placeholder={productMessages.auditAllActions}
          clearable
          w={260}
          data={(log.data?.actions ?? []).map((a) => ({ value: a, label: auditActionLabel(a) }))}
          value={filters.action ?? null}
          onChange={(v) => filter({ action: v ?? undefined })}
        />
        <Select
          label="User"
          placeholder={productMessages.auditAllUsers}
          clearable
          w={200}
          data={(log.data?.users ?? []).map((u) => ({ value: u.id, label: u.name }))}
          value={filters.user_id ?? null}
          onChange={(v) => filter({ user_id: v ?? undefined })}
        />
        <DateRangeInputs value={filters} onChange={filter} />
      </Group>
      {log.data?.count === 0 ? (
        <Text size="sm">{productMessages.auditEmpty}</Text>
      ) : (
        <DataTable
          label="Audit log"
          minWidth={720}
          rows={log.data?.results ?? []}
          rowKey={(r) => r.id}
          columns={[
            { key: 'time', header: 'Time', cell: (r) => `${formatDate(r.at, zone)} ${formatTime(r.at, zone)}` },
            { key: 'user', header: 'User', cell: (r) => r.user_name ?? '' },
            { key: 'action', header: 'Action', cell: (r) => auditActionLabel(r.action) },
            { key: 'target', header: 'Target', cell: (r) => r.target ?? '' },
            { key: 'detail', header: 'Detail', cell: (r) => r.detail ?? '' },
            { key: 'ip', header: 'IP', cell: (r) => r.ip ?? '' },
          ]}
        />
      )}
      {log.data && log.data.count > 0 && (
        <ListPagination
          count={log.data.count}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={(s) => (setPageSize(s), setPage(1))}
        />
      )}
    </SettingsSection>
  );
}
