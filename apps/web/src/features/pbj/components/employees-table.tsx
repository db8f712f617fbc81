import type { PbjAnswer } from '@careroster/shared/api/pbj/get-pbj';
import { formatDate } from '@careroster/shared/format/date-time';
import { fixed } from '@careroster/shared/format/number';
import { labelOf, workerTypes } from '@careroster/shared/lookups';
import { messages } from '@careroster/shared/messages';
import { pbjPayTypeLabel } from '@careroster/shared/pbj/codes';
import { DataTable } from '../../../components/data-table';

/** The file's employees: its id for each, the hire date sent, and their quarter. */
export function EmployeesTable({ employees }: { employees: PbjAnswer['employees'] }) {
  return (
    <DataTable
      label="PBJ employees"
      minWidth={720}
      rows={employees}
      rowKey={(e) => e.employee_id}
      rowTestId={() => 'pbj-employee-row'}
      columns={[
        { key: 'id', header: 'Employee ID', cell: (e) => e.pbj_employee_id },
        { key: 'name', header: 'Name', cell: (e) => e.name },
        { key: 'type', header: 'Worker type', cell: (e) => labelOf(workerTypes, e.worker_type) },
        { key: 'hired', header: 'Hire date', cell: (e) => (e.hire_date ? formatDate(e.hire_date) : messages.missingValue) },
        { key: 'pay', header: 'Pay type', cell: (e) => pbjPayTypeLabel(e.pay_type_code) },
        { key: 'days', header: 'Days', cell: (e) => e.days },
        { key: 'hours', header: 'Hours', cell: (e) => fixed(e.hours, 2) },
      ]}
    />
  );
}
