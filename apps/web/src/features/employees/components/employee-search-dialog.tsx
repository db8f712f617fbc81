import {
  Checkbox,
  Group,
  LoadingOverlay,
  ScrollArea,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { EmployeeSearchRow } from '@careroster/shared/api/employees/employee-search';
import { SEARCH_DEBOUNCE_MS } from '@careroster/shared/constants';
import type { EmployeeTypeFilter } from '@careroster/shared/lookups';
import { messages } from '@careroster/shared/messages';
import { GenericModal } from '../../../components/generic-modal';
import { ListPagination, usePaging } from '../../../components/list-pagination';
import { useEmployeeSearch } from '../api/search-employees';
import { employeeTypeOptions } from '../marketplace';
import { SortableHeader } from './sortable-header';

export interface EmployeeSearchDialogProps {
  opened: boolean;
  onClose: () => void;
  onContinue: (employees: EmployeeSearchRow[]) => void;
  title?: string;
}

const fullName = (row: EmployeeSearchRow) => `${row.first_name} ${row.last_name}`;

/**
 * Spec 000 section 2: search employees of the facility, internal or marketplace, and continue
 * with a selection. The selection survives paging, searching and the type toggle.
 */
export function EmployeeSearchDialog({ opened, onClose, onContinue, title = 'Select Employees' }: EmployeeSearchDialogProps) {
  const [userType, setUserType] = useState<EmployeeTypeFilter>('IN');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // Spec 000 section 2: the dialog sorts by ID, so it opens sorted by ID ascending.
  const [ordering, setOrdering] = useState<'emp_id' | '-emp_id' | null>('emp_id');
  const { page, pageSize, setPage, setPageSize } = usePaging();
  const [selected, setSelected] = useState<ReadonlyMap<string, EmployeeSearchRow>>(new Map());
  const [showRequired, setShowRequired] = useState(false);

  const results = useEmployeeSearch({
    search: debouncedSearch || undefined,
    page,
    page_size: pageSize,
    user_type: userType,
    // The none step of the ID column's cycle is the API's default order, by ID.
    ordering: ordering ?? 'emp_id',
  });
  const rows = results.data?.results ?? [];

  const toggle = (row: EmployeeSearchRow) => {
    setShowRequired(false);
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, row);
      return next;
    });
  };

  const submit = () => {
    if (selected.size === 0) {
      setShowRequired(true);
      return;
    }
    onContinue([...selected.values()]);
  };

  return (
    <GenericModal
      opened={opened}
      onClose={onClose}
      title={title}
      size="xl"
      chip={selected.size > 0 ? `${selected.size} selected` : undefined}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={submit}
      confirmLabel="Continue"
    >
      <Stack gap="sm">
        <SegmentedControl
          aria-label="Employee type"
          data={employeeTypeOptions}
          value={userType}
          onChange={(value) => {
            setUserType(value);
            setPage(1);
          }}
          fullWidth
        />
        <TextInput
          label="Search employees"
          type="search"
          placeholder="Name or ID"
          value={search}
          data-autofocus
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
        <ScrollArea.Autosize mah="50vh" type="auto" pos="relative">
          <LoadingOverlay visible={results.isFetching} loaderProps={{ size: 'sm' }} />
          <Table striped highlightOnHover miw={560} aria-label="Employees">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <VisuallyHidden>Select</VisuallyHidden>
                </Table.Th>
                <SortableHeader
                  field="emp_id"
                  ordering={ordering}
                  onChange={(next) => {
                    setOrdering(next);
                    setPage(1);
                  }}
                >
                  ID
                </SortableHeader>
                <Table.Th>Employee</Table.Th>
                <Table.Th>Employed At</Table.Th>
                <Table.Th>Discipline</Table.Th>
                <Table.Th>Department</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Checkbox aria-label={`Select ${fullName(row)}`} checked={selected.has(row.id)} onChange={() => toggle(row)} />
                  </Table.Td>
                  <Table.Td>{row.emp_id}</Table.Td>
                  <Table.Td>{fullName(row)}</Table.Td>
                  <Table.Td>{row.employee_at}</Table.Td>
                  <Table.Td>{row.discipline ?? messages.missingValue}</Table.Td>
                  <Table.Td>{row.department ?? messages.missingValue}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {results.isSuccess && rows.length === 0 && (
            <Text c="dimmed" ta="center" py="md">
              {messages.noResultsFound}
            </Text>
          )}
        </ScrollArea.Autosize>
        <ListPagination
          count={results.data?.count ?? 0}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
        {showRequired && (
          <Group justify="flex-end">
            <Text c="red" size="sm" role="alert">
              {messages.selectAtLeastOneEmployee}
            </Text>
          </Group>
        )}
      </Stack>
    </GenericModal>
  );
}
