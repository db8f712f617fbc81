import { Anchor, Container, Group, NumberInput, Select, Stack, Table, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import type { facilityCredentialOrderings } from '@careroster/shared/api/employees/list-facility-credentials';
import { SEARCH_DEBOUNCE_MS } from '@careroster/shared/constants';
import { formatDate } from '@careroster/shared/format/date-time';
import { credentialStatuses, type CredentialStatus } from '@careroster/shared/lookups';
import { messages } from '@careroster/shared/messages';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination, usePaging } from '../../../components/list-pagination';
import { PageLoader } from '../../../components/page-loader';
import { useFacilityCredentials } from '../api/list-facility-credentials';
import { CredentialStatusBadge } from '../components/credential-status-badge';
import { SortableHeader } from '../components/sortable-header';
import { employeeDetailPath } from '../paths';
import { ScrollRegion } from '../../../components/scroll-region';

type Ordering = (typeof facilityCredentialOrderings)[number];

const statusOptions = credentialStatuses.map(({ value, label }) => ({ value, label }));
const isStatus = (value: string | null): value is CredentialStatus => credentialStatuses.some((s) => s.value === value);

/** `/employees/credentials`: every credential at the facility, filtered and sorted. */
export function CredentialsPage() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<CredentialStatus | null>(null);
  const [expiringWithin, setExpiringWithin] = useState<number | null>(null);
  const [ordering, setOrdering] = useState<Ordering | null>(null);
  const { page, pageSize, setPage, setPageSize } = usePaging();
  const credentials = useFacilityCredentials({
    page,
    page_size: pageSize,
    search: debouncedSearch || undefined,
    status: status ?? undefined,
    expiring_within: expiringWithin ?? undefined,
    // No sort chosen is the API's default: soonest expiry first.
    ordering: ordering ?? 'expiry',
  });
  const sortBy = (next: Ordering | null) => {
    setOrdering(next);
    setPage(1);
  };

  return (
    <Container size="lg" px={0}>
      <Title order={1} size="h2" mb="md">
        Credentials
      </Title>
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label="Search"
            type="search"
            placeholder="Employee or credential"
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', sm: 220 }}
          />
          <Select
            label="Status"
            placeholder="All"
            clearable
            data={statusOptions}
            value={status}
            onChange={(next) => {
              setStatus(isStatus(next) ? next : null);
              setPage(1);
            }}
            w={{ base: '100%', xs: 160 }}
          />
          <NumberInput
            label="Expiring within (days)"
            placeholder="Any"
            min={0}
            max={3650}
            allowDecimal={false}
            allowNegative={false}
            value={expiringWithin ?? ''}
            onChange={(next) => {
              setExpiringWithin(typeof next === 'number' ? next : null);
              setPage(1);
            }}
            w={{ base: '100%', xs: 180 }}
          />
        </Group>
        {credentials.isPending && <PageLoader label="Loading credentials" />}
        {credentials.data?.count === 0 && <EmptyState title={messages.noDataFound} />}
        {credentials.data && credentials.data.count > 0 && (
          <>
            <ScrollRegion label="Credentials">
              <Table striped miw={640} aria-label="Credentials">
                <Table.Thead>
                  <Table.Tr>
                    <SortableHeader field="name" ordering={ordering} onChange={sortBy}>
                      Employee
                    </SortableHeader>
                    <SortableHeader field="credential_name" ordering={ordering} onChange={sortBy}>
                      Credential
                    </SortableHeader>
                    <SortableHeader field="status" ordering={ordering} onChange={sortBy}>
                      Status
                    </SortableHeader>
                    <SortableHeader field="expiry" ordering={ordering} onChange={sortBy}>
                      Expiry
                    </SortableHeader>
                    <Table.Th>Documents</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {credentials.data.results.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>
                        <Anchor component={Link} to={employeeDetailPath(row.employee_id, 'credentials')}>
                          {row.first_name} {row.last_name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{row.credential_name}</Table.Td>
                      <Table.Td>
                        <CredentialStatusBadge status={row.status} />
                      </Table.Td>
                      <Table.Td>{row.expiry ? formatDate(row.expiry) : messages.missingValue}</Table.Td>
                      <Table.Td>{row.document_count}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollRegion>
            <ListPagination
              count={credentials.data.count}
              page={page}
              pageSize={pageSize}
              onPageChange={setPage}
              onPageSizeChange={setPageSize}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
