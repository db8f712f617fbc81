import { Table, Text } from '@mantine/core';
import type { Election } from '@careroster/shared/api/benefits/enrolment';
import { coverageTierLabels, planKindLabels } from '@careroster/shared/benefits/values';
import { formatDate } from '@careroster/shared/format/date-time';
import { formatMoney } from '@careroster/shared/format/money';
import { productMessages } from '@careroster/shared/messages';
import { ScrollRegion } from '../../../components/scroll-region';

/** Choices as a table: the employee (on the facility's list), plan or waiver, tier, dependents, dates and costs. */
export function ElectionsTable({
  elections,
  showEmployee = false,
  label,
}: {
  elections: Election[];
  showEmployee?: boolean;
  label: string;
}) {
  return (
    <ScrollRegion label={label}>
      <Table striped miw={720} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {showEmployee && <Table.Th>Employee</Table.Th>}
            <Table.Th>Plan</Table.Th>
            <Table.Th>Tier</Table.Th>
            <Table.Th>Dependents</Table.Th>
            <Table.Th>From</Table.Th>
            <Table.Th>Until</Table.Th>
            <Table.Th>Deduction</Table.Th>
            <Table.Th>Employer</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {elections.map((e) => (
            <Table.Tr key={e.id}>
              {showEmployee && <Table.Td>{e.employee_name}</Table.Td>}
              <Table.Td>
                {planKindLabels[e.kind]}: {e.plan_name ?? productMessages.benefitsWaived}
              </Table.Td>
              <Table.Td>{e.tier ? coverageTierLabels[e.tier] : ''}</Table.Td>
              <Table.Td>
                <Text size="sm">{e.dependents.map((d) => d.name).join(', ')}</Text>
              </Table.Td>
              <Table.Td>{formatDate(e.effective_from)}</Table.Td>
              <Table.Td>{e.effective_to ? formatDate(e.effective_to) : ''}</Table.Td>
              <Table.Td>{formatMoney(e.employee_cost)}</Table.Td>
              <Table.Td>{formatMoney(e.employer_cost)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
