import { Group, Select, TextInput } from '@mantine/core';
import { employeeStatusValues, type EmployeeStatus } from '@careroster/shared/api/employees/employee';
import { jobTitles } from '@careroster/shared/job-titles';
import { workerTypes, type WorkerType } from '@careroster/shared/lookups';

export interface EmployeeFilterValues {
  search: string;
  workerType: WorkerType | null;
  status: EmployeeStatus | null;
  jobTitleId: string | null;
}

const statusLabels: Record<EmployeeStatus, string> = { INVITED: 'Invited', ACTIVE: 'Active', INACTIVE: 'Inactive' };
const statusOptions = employeeStatusValues.map((value) => ({ value, label: statusLabels[value] }));
const workerTypeOptions = workerTypes.map(({ value, label }) => ({ value, label }));
const jobTitleOptions = jobTitles.map((title) => ({ value: title.id, label: title.abbreviation }));

const isWorkerType = (value: string | null): value is WorkerType => workerTypes.some((t) => t.value === value);
const isStatus = (value: string | null): value is EmployeeStatus => employeeStatusValues.some((s) => s === value);

/** Search and the worker type, status and job title filters of the employees page. */
export function EmployeeFilters({ value, onChange }: { value: EmployeeFilterValues; onChange: (value: EmployeeFilterValues) => void }) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        type="search"
        placeholder="Name or ID"
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.currentTarget.value })}
        w={{ base: '100%', sm: 220 }}
      />
      <Select
        label="Worker type"
        placeholder="All"
        clearable
        data={workerTypeOptions}
        value={value.workerType}
        onChange={(next) => onChange({ ...value, workerType: isWorkerType(next) ? next : null })}
        w={{ base: '100%', xs: 150 }}
      />
      <Select
        label="Status"
        placeholder="All"
        clearable
        data={statusOptions}
        value={value.status}
        onChange={(next) => onChange({ ...value, status: isStatus(next) ? next : null })}
        w={{ base: '100%', xs: 150 }}
      />
      <Select
        label="Job title"
        placeholder="All"
        clearable
        searchable
        data={jobTitleOptions}
        value={value.jobTitleId}
        onChange={(next) => onChange({ ...value, jobTitleId: next })}
        w={{ base: '100%', xs: 150 }}
      />
    </Group>
  );
}
