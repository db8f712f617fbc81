import { Alert, Anchor, Badge, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateRange } from '@careroster/shared/format/date-time';
import { formatMoney } from '@careroster/shared/format/money';
import { labelOf, workerTypes } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { overtimeDetailsPath } from '@careroster/shared/paths';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { useOvertimeList } from '../api/overtime';
import { formatHours, ruleLabel } from '../components/format';
import { useWeekParam } from '../components/use-week-param';
import { WeekNav } from '../components/week-nav';
import { ScrollRegion } from '../../../components/scroll-region';

/** `/overtime`: employees in or near overtime in a week, from timecards and bookings (issue 12). */
export function OvertimePage() {
  const { week, weekStart, setWeek, isCurrent } = useWeekParam();
  const list = useOvertimeList(weekStart);
  const query = weekStart ? `?week=${weekStart}` : '';
  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1} size="h2">
            {productMessages.overtimePageTitle}
          </Title>
          <WeekNav week={week} onChange={setWeek} isCurrent={isCurrent} />
        </Group>
        {list.data && (
          <Text size="sm" c="dimmed">
            {ruleLabel(list.data.rule)}
            {list.data.period_start !== list.data.week_start || list.data.period_end !== list.data.week_end
              ? ` · period ${formatDateRange(list.data.period_start, list.data.period_end)}`
              : ''}
          </Text>
        )}
        {list.isPending ? (
          <PageLoader label="Loading overtime" />
        ) : list.isError ? (
          <Alert color="red" variant="light" role="alert">
            {list.error.message}
          </Alert>
        ) : list.data.results.length === 0 ? (
          <EmptyState title={productMessages.overtimeEmpty} description={productMessages.overtimeEmptyHint} />
        ) : (
          <ScrollRegion label="Employees near overtime">
            <Table striped highlightOnHover verticalSpacing="xs" miw={760}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Employee</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th ta="right">Hours</Table.Th>
                  <Table.Th ta="right">Regular</Table.Th>
                  <Table.Th ta="right">Overtime</Table.Th>
                  <Table.Th ta="right">Double time</Table.Th>
                  <Table.Th ta="right">Overtime cost</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.results.map((row) => (
                  <Table.Tr key={row.employee_id}>
                    <Table.Td>
                      <Anchor component={Link} to={`${overtimeDetailsPath(row.employee_id)}${query}`} fw={600}>
                        {row.first_name} {row.last_name}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {labelOf(workerTypes, row.worker_type)} · {row.job_title}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={row.status === 'OVERTIME' ? 'red' : 'yellow'} variant="light">
                        {productMessages.overtimeStatusLabel[row.status]}
                      </Badge>
                      {row.status === 'NEAR_OVERTIME' && (
                        <Text size="xs" c="dimmed">
                          {formatHours(row.hours_to_threshold)} hours to go
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{formatHours(row.worked_hours)}</Table.Td>
                    <Table.Td ta="right">{formatHours(row.regular_hours)}</Table.Td>
                    <Table.Td ta="right">{formatHours(row.overtime_hours)}</Table.Td>
                    <Table.Td ta="right">{formatHours(row.double_time_hours)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(row.overtime_cost)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        )}
      </Stack>
    </Container>
  );
}
