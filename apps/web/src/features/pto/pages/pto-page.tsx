import { Container, Group, Select, Stack, Tabs, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { PtoRequest } from '@careroster/shared/api/pto/pto';
import { productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { ptoRequestStatuses, type PtoRequestStatus } from '@careroster/shared/timekeeping/values';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination, usePaging } from '../../../components/list-pagination';
import { PageLoader } from '../../../components/page-loader';
import { useAppStore } from '../../../store/app-store';
import { usePtoRequests, type Decision } from '../api/pto';
import { DecisionDialog, type PendingDecision } from '../components/decision-dialog';
import { PoliciesPanel } from '../components/policies-panel';
import { requestStatusLabel } from '../components/request-status';
import { RequestsTable } from '../components/requests-table';

type Filters = { status: PtoRequestStatus | null; from: string; to: string };

function RequestList({
  filters,
  emptyTitle,
  onDecide,
}: {
  filters: Filters;
  emptyTitle: string;
  onDecide: ((r: PtoRequest, d: Decision) => void) | undefined;
}) {
  const { page, pageSize, setPage, setPageSize } = usePaging();
  const requests = usePtoRequests({
    page,
    page_size: pageSize,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  });
  if (requests.isPending) return <PageLoader label="Loading requests" />;
  if (!requests.data || requests.data.count === 0) return <EmptyState title={emptyTitle} description={productMessages.ptoNoRequestsHint} />;
  return (
    <>
      <RequestsTable requests={requests.data.results} label="PTO requests" showEmployee onDecide={onDecide} />
      <ListPagination count={requests.data.count} page={page} pageSize={pageSize} onPageChange={setPage} onPageSizeChange={setPageSize} />
    </>
  );
}

/** `/pto`: requests waiting for a decision, every request with filters, and the facility's policies. */
export function PtoPage() {
  const canWrite = can(
    useAppStore((state) => state.auth.role),
    'time:write',
  );
  const [tab, setTab] = useState<string | null>('pending');
  const [filters, setFilters] = useState<Filters>({ status: null, from: '', to: '' });
  const [deciding, setDeciding] = useState<PendingDecision | null>(null);
  const decide = canWrite ? (request: PtoRequest, decision: Decision) => setDeciding({ request, decision }) : undefined;
  return (
    <Container size="lg" px={0}>
      <Title order={1} size="h2" mb="md">
        PTO
      </Title>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="pending">Pending</Tabs.Tab>
          <Tabs.Tab value="all">All requests</Tabs.Tab>
          <Tabs.Tab value="policies">Policies</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="pending">
          <RequestList
            filters={{ status: 'PENDING', from: '', to: '' }}
            emptyTitle={productMessages.ptoNoPendingRequests}
            onDecide={decide}
          />
        </Tabs.Panel>
        <Tabs.Panel value="all">
          <Stack gap="sm">
            <Group gap="sm" align="flex-end" wrap="wrap">
              <Select
                label="Status"
                placeholder="Any status"
                clearable
                w={180}
                data={ptoRequestStatuses.map((s) => ({ value: s, label: requestStatusLabel(s) }))}
                value={filters.status}
                onChange={(value) => setFilters({ ...filters, status: value })}
              />
              <TextInput
                type="date"
                label="From"
                value={filters.from}
                onChange={(e) => setFilters({ ...filters, from: e.currentTarget.value })}
              />
              <TextInput
                type="date"
                label="To"
                value={filters.to}
                onChange={(e) => setFilters({ ...filters, to: e.currentTarget.value })}
              />
            </Group>
            <RequestList filters={filters} emptyTitle={productMessages.ptoNoRequests} onDecide={decide} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="policies">
          <PoliciesPanel canWrite={canWrite} />
        </Tabs.Panel>
      </Tabs>
      <DecisionDialog pending={deciding} onClose={() => setDeciding(null)} />
    </Container>
  );
}
