import { Alert, Anchor, Badge, Container, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { OvertimeDetails } from '@careroster/shared/api/overtime/overtime';
import { formatTime } from '@careroster/shared/format/date-time';
import { formatHourlyRate, formatMoney } from '@careroster/shared/format/money';
import { isTimezoneCode, labelOf, workerTypes } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { PageLoader } from '../../../components/page-loader';
import { useAppStore } from '../../../store/app-store';
import { useOvertimeDetails } from '../api/overtime';
import { formatHours, formatWeekdayDate, ruleLabel } from '../components/format';
import { useWeekParam } from '../components/use-week-param';
import { WeekNav } from '../components/week-nav';
import { ScrollRegion } from '../../../components/scroll-region';

type Totals = OvertimeDetails['totals'];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Paper>
  );
}

const hourCells = (t: Pick<Totals, 'worked_hours' | 'regular_hours' | 'overtime_hours' | 'double_time_hours'>) => (
  <>
    <Table.Td ta="right">{formatHours(t.worked_hours)}</Table.Td>
    <Table.Td ta="right">{formatHours(t.regular_hours)}</Table.Td>
    <Table.Td ta="right">{formatHours(t.overtime_hours)}</Table.Td>
    <Table.Td ta="right">{formatHours(t.double_time_hours)}</Table.Td>
  </>
);

/** `/overtime/overtime-details/:id` (spec 000 section 2): one employee's week, day by day, with hours and pay. */
export function OvertimeDetailsPage() {
  const { id = '' } = useParams();
  const { week, weekStart, setWeek, isCurrent } = useWeekParam();
  const details = useOvertimeDetails(id, weekStart);
  const zoneCode = useAppStore((state) => state.facility.facilityInfo?.timezone);
  const zone = zoneCode && isTimezoneCode(zoneCode) ? zoneCode : undefined;
  if (details.isPending) return <PageLoader label="Loading overtime details" />;
  if (details.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {details.error.message}
      </Alert>
    );
  }
  const data = details.data;
  const name = `${data.employee.first_name} ${data.employee.last_name}`;
  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <Anchor component={Link} to={weekStart ? `${paths.overtime}?week=${weekStart}` : paths.overtime} size="sm">
          Back to overtime
        </Anchor>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={0}>
            <Title order={1} size="h2">
              {productMessages.overtimeDetailsTitle}: {name}
            </Title>
            <Text size="sm" c="dimmed">
              {labelOf(workerTypes, data.employee.worker_type)} · {data.employee.job_title} · {formatHourlyRate(data.employee.hourly_rate)}
            </Text>
          </Stack>
          <WeekNav week={week} onChange={setWeek} isCurrent={isCurrent} />
        </Group>
        <Group gap="xs">
          {data.status && (
            <Badge color={data.status === 'OVERTIME' ? 'red' : 'yellow'} variant="light">
              {productMessages.overtimeStatusLabel[data.status]}
            </Badge>
          )}
          <Text size="sm" c="dimmed">
            {ruleLabel(data.rule)}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Figure label="Hours" value={formatHours(data.totals.worked_hours)} />
          <Figure label="Regular" value={formatHours(data.totals.regular_hours)} />
          <Figure label="Overtime" value={formatHours(data.totals.overtime_hours + data.totals.double_time_hours)} />
          <Figure label="Pay" value={formatMoney(data.totals.total_pay)} />
        </SimpleGrid>
        <ScrollRegion label="Shifts of the week">
          <Table verticalSpacing="xs" miw={820}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Day</Table.Th>
                <Table.Th>Shifts</Table.Th>
                <Table.Th ta="right">Hours</Table.Th>
                <Table.Th ta="right">Regular</Table.Th>
                <Table.Th ta="right">Overtime</Table.Th>
                <Table.Th ta="right">Double time</Table.Th>
                <Table.Th ta="right">Pay</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.days.map((day) => (
                <Table.Tr key={day.date} data-testid={`overtime-day-${day.date}`}>
                  <Table.Td>{formatWeekdayDate(day.date)}</Table.Td>
                  <Table.Td>
                    {day.shifts.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        —
                      </Text>
                    ) : (
                      day.shifts.map((shift) => (
                        <Text key={shift.assignment_id} size="sm">
                          {shift.title}, {formatTime(shift.starts_at, zone)}–{formatTime(shift.ends_at, zone)}{' '}
                          <Text span size="xs" c="dimmed">
                            ({shift.source === 'ACTUAL' ? 'timecard' : 'scheduled'})
                          </Text>
                        </Text>
                      ))
                    )}
                  </Table.Td>
                  {hourCells(day)}
                  <Table.Td ta="right">{formatMoney(day.total_pay)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row">Week</Table.Th>
                <Table.Td />
                {hourCells(data.totals)}
                <Table.Td ta="right" fw={700}>
                  {formatMoney(data.totals.total_pay)}
                </Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </ScrollRegion>
        {data.days.every((d) => d.shifts.length === 0) && (
          <Text size="sm" c="dimmed">
            {productMessages.overtimeNoShifts}
          </Text>
        )}
      </Stack>
    </Container>
  );
}
