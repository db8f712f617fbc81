import { Alert, Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DraftAnswer } from '@careroster/shared/api/rostering/drafts';
import { formatDate } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { paths, rosterWeeksPath } from '@careroster/shared/paths';
import { ScrollRegion } from '../../../components/scroll-region';

/**
 * What publishing did (issue 29): shifts booked, bookings the booking rules refused and why,
 * openings left for release and Fill week; the roster link opens the published weeks of the unit.
 */
export function PublishResult({ draft }: { draft: Pick<DraftAnswer, 'published' | 'nurses' | 'start_date' | 'weeks' | 'unit_id'> }) {
  const result = draft.published;
  if (!result) return null;
  const nameOf = new Map(draft.nurses.map((n) => [n.employee_id, n.name]));
  return (
    <Alert
      color={result.refused.length > 0 || result.uncovered > 0 ? 'yellow' : 'teal'}
      variant="light"
      title={productMessages.rbPublished}
    >
      <Stack gap="xs">
        <Group gap="md">
          <Text size="sm" fw={600} data-booked={result.booked}>
            {productMessages.rbBooked(result.booked)}
          </Text>
          <Text size="sm" fw={600} data-uncovered={result.uncovered}>
            {productMessages.rbUncovered(result.uncovered)}
          </Text>
        </Group>
        {result.refused.length > 0 && (
          <ScrollRegion label={productMessages.rbRefusedLabel}>
            <Table verticalSpacing={2} aria-label={productMessages.rbRefusedLabel} miw={420}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{productMessages.rbName}</Table.Th>
                  <Table.Th>{productMessages.rbRequestDate}</Table.Th>
                  <Table.Th>{productMessages.rbReason}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.refused.map((r) => (
                  <Table.Tr key={`${r.employee_id}:${r.date}`}>
                    <Table.Td>{nameOf.get(r.employee_id) ?? ''}</Table.Td>
                    <Table.Td>{formatDate(r.date)}</Table.Td>
                    <Table.Td>{r.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        )}
        <Group gap="md">
          {result.uncovered > 0 && (
            <Anchor component={Link} to={paths.shifts} size="sm">
              {productMessages.rbOpenWeekSchedule}
            </Anchor>
          )}
          <Anchor component={Link} to={rosterWeeksPath(draft.start_date, draft.weeks, draft.unit_id)} size="sm">
            {productMessages.rbOpenRoster}
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}
