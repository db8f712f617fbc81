import { Anchor, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { CorporateTimesheetSummary } from '@careroster/shared/api/timekeeping/corporate/corporate-timesheet';
import { formatNotificationTime } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { DataTable } from '../../../../components/data-table';
import { EmptyState } from '../../../../components/empty-state';
import { ListPagination, usePaging } from '../../../../components/list-pagination';
import { useAppStore } from '../../../../store/app-store';
import { saveBlob } from '../../../../api/save-blob';
import { downloadCorporateCsv, useCorporateList } from '../api/corporate';
import { ResendDialog } from './resend-dialog';
import { SheetLinesDialog } from './sheet-lines-dialog';
import { periodText, SheetStatusBadge } from './sheet-status';

const isOpen = (s: CorporateTimesheetSummary) => s.status === 'SENT' || s.status === 'IN_REVIEW';

/** The sent timesheets, newest period first, with what the approver has done so far. */
export function SheetList() {
  const zone = useAppStore((state) => state.facility.facilityInfo?.timezone);
  const role = useAppStore((state) => state.auth.role);
  const mayWrite = can(role, 'time:write');
  const { page, pageSize, setPage, setPageSize } = usePaging();
  const list = useCorporateList(page, pageSize);
  const rows = list.data?.results ?? [];
  const [opened, setOpened] = useState<string | null>(null);
  const [resending, setResending] = useState<CorporateTimesheetSummary | null>(null);

  const exportCsv = async (sheet: CorporateTimesheetSummary) => {
    try {
      saveBlob(await downloadCorporateCsv(sheet.id), `corporate-timesheet-${sheet.period_start}.csv`);
    } catch {
      // Shown by the API client.
    }
  };

  if (list.isSuccess && list.data.count === 0) {
    return <EmptyState title={productMessages.corporateEmpty} description={productMessages.corporateEmptyHint} />;
  }
  return (
    <>
      <DataTable
        label="Sent timesheets"
        minWidth={900}
        loading={list.isFetching && !list.isPlaceholderData && rows.length === 0}
        rows={rows}
        rowKey={(s) => s.id}
        columns={[
          {
            key: 'agency',
            header: 'Agency',
            cell: (s) => (
              <Anchor
                component="button"
                type="button"
                size="sm"
                ta="left"
                onClick={() => setOpened(s.id)}
                aria-label={`${s.agency_name ?? 'Agency'} timesheet lines`}
              >
                {s.agency_name ?? 'Agency'}
              </Anchor>
            ),
          },
          { key: 'period', header: 'Period', cell: (s) => periodText(s.period_start, s.period_end) },
          {
            key: 'approver',
            header: 'Approver',
            cell: (s) => (
              <>
                <Text size="sm">{s.approver_name ?? s.approver_email}</Text>
                {s.approver_name && (
                  <Text size="xs" c="dimmed">
                    {s.approver_email}
                  </Text>
                )}
              </>
            ),
          },
          {
            key: 'sent',
            header: 'Sent',
            cell: (s) => (
              <>
                <Text size="sm">{formatNotificationTime(s.sent_at, zone)}</Text>
                {s.resend_count > 0 && (
                  <Text size="xs" c="dimmed">
                    Resent {s.resend_count} {s.resend_count === 1 ? 'time' : 'times'}
                  </Text>
                )}
              </>
            ),
          },
          { key: 'status', header: 'Status', cell: (s) => <SheetStatusBadge status={s.status} /> },
          {
            key: 'lines',
            header: 'Lines',
            cell: (s) => (
              <>
                <Text size="sm">
                  {s.counts.approved} approved, {s.counts.disputed} disputed, {s.counts.pending} pending
                </Text>
                {s.counts.logged > 0 && (
                  <Text size="xs" c="dimmed">
                    {s.counts.logged} logged by the approver
                  </Text>
                )}
              </>
            ),
          },
          {
            key: 'actions',
            header: 'Actions',
            cell: (s) => {
              const label = `${s.agency_name ?? 'agency'}, ${periodText(s.period_start, s.period_end)}`;
              return (
                <Group gap={4} wrap="nowrap">
                  {mayWrite && isOpen(s) && (
                    <Button size="compact-sm" variant="default" onClick={() => setResending(s)} aria-label={`Resend ${label}`}>
                      Resend
                    </Button>
                  )}
                  <Button size="compact-sm" variant="default" onClick={() => void exportCsv(s)} aria-label={`Export CSV ${label}`}>
                    Export CSV
                  </Button>
                </Group>
              );
            },
          },
        ]}
      />
      <SheetLinesDialog sheetId={opened} onClose={() => setOpened(null)} />
      <ResendDialog key={resending?.id ?? 'none'} sheet={resending} onClose={() => setResending(null)} />
      <ListPagination count={list.data?.count ?? 0} page={page} pageSize={pageSize} onPageChange={setPage} onPageSizeChange={setPageSize} />
    </>
  );
}
