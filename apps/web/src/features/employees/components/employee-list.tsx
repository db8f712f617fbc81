import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { employeeOrderings } from '@careroster/shared/api/employees/list-employees';
import { SEARCH_DEBOUNCE_MS } from '@careroster/shared/constants';
import { messages } from '@careroster/shared/messages';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination, usePaging } from '../../../components/list-pagination';
import { PageLoader } from '../../../components/page-loader';
import { SortPopup, type SortOption } from '../../../components/sort-popup';
import { useEmployees } from '../api/list-employees';
import { EmployeeCard } from './employee-card';
import { EmployeeFilters, type EmployeeFilterValues } from './employee-filters';

type Ordering = (typeof employeeOrderings)[number];

const sortOptions: readonly (SortOption & { value: Ordering })[] = [
  { value: 'name', label: 'Name A-Z' },
  { value: '-name', label: 'Name Z-A' },
  { value: 'emp_id', label: 'ID ascending' },
  { value: '-emp_id', label: 'ID descending' },
  { value: 'hourly_rate', label: 'Rate low to high' },
  { value: '-hourly_rate', label: 'Rate high to low' },
  { value: '-created_at', label: 'Newest first' },
];

const noFilters: EmployeeFilterValues = { search: '', workerType: null, status: null, jobTitleId: null };

/** The employees page's list: filters, sort, cards and pagination. */
export function EmployeeList() {
  const [filters, setFilters] = useState(noFilters);
  const [search] = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const [ordering, setOrdering] = useState<Ordering | null>(null);
  const { page, pageSize, setPage, setPageSize } = usePaging();
  const employees = useEmployees({
    page,
    page_size: pageSize,
    search: search || undefined,
    // No sort chosen is the API's default order, by ID.
    ordering: ordering ?? 'emp_id',
    worker_type: filters.workerType ?? undefined,
    status: filters.status ?? undefined,
    job_title_id: filters.jobTitleId ?? undefined,
  });

  return (
    <Stack gap="md">
      <EmployeeFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {/* A Stack stretches its children; the Group keeps the button its own width. */}
      <Group justify="flex-end">
        <SortPopup
          options={sortOptions}
          value={ordering}
          onChange={(next) => {
            setOrdering(sortOptions.find((option) => option.value === next)?.value ?? null);
            setPage(1);
          }}
        />
      </Group>
      {employees.isPending && <PageLoader label="Loading employees" />}
      {employees.data?.count === 0 && <EmptyState title={messages.noResultsFound} />}
      {employees.data && employees.data.count > 0 && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {employees.data.results.map((employee) => (
              <EmployeeCard key={employee.id} employee={employee} />
            ))}
          </SimpleGrid>
          <ListPagination
            count={employees.data.count}
            page={page}
            pageSize={pageSize}
            onPageChange={setPage}
            onPageSizeChange={setPageSize}
          />
        </>
      )}
    </Stack>
  );
}
