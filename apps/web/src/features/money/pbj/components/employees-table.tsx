import { Table } from '@mantine/core';
import type { PbjAnswer } from '@careroster/shared/api/pbj/get-pbj';
import { formatDate } from '@careroster/shared/format/date-time';
import { labelOf, workerTypes } from '@careroster/shared/lookups';
import { messages } from '@careroster/shared/messages';
import { pbjPayTypeLabel } from '@careroster/shared/pbj/codes';

/** The file's employees: its id for each, the hire date sent, and their quarter. */
export function EmployeesTable({ employees }: { employees: PbjAnswer['employees'] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Employee ID</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Worker type</Table.Th>
            <Table.Th>Hire date</Table.Th>
            <Table.Th>Pay type</Table.Th>
            <Table.Th>Days</Table.Th>
            <Table.Th>Hours</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {employees.map((e) => (
            <Table.Tr key={e.employee_id} data-testid="pbj-employee-row">
              <Table.Td>{e.pbj_employee_id}</Table.Td>
              <Table.Td>{e.name}</Table.Td>
              <Table.Td>{labelOf(workerTypes, e.worker_type)}</Table.Td>
              <Table.Td>{e.hire_date ? formatDate(e.hire_date) : messages.missingValue}</Table.Td>
              <Table.Td>{pbjPayTypeLabel(e.pay_type_code)}</Table.Td>
              <Table.Td>{e.days}</Table.Td>
              <Table.Td>{e.hours.toFixed(2)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
