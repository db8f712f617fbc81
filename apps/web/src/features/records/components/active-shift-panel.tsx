import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ActiveShift } from '@careroster/shared/api/records/active-shift';
import { formatDate, formatTime } from '@careroster/shared/format/date-time';
import { zoneAbbreviation, type TimezoneCode } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { useAppStore } from '../../../store/app-store';
import { useActiveShift } from '../api/work-history';

const text = productMessages;
const when = (iso: string, zone: TimezoneCode) => `${formatDate(iso, zone)} ${formatTime(iso, zone)} ${zoneAbbreviation(zone)}`;

type Booking = NonNullable<ActiveShift['next']>;

/** Which position, and where: "RN · Memory care, Second floor · Day shift". */
function Position({ booking }: { booking: Omit<Booking, 'started'> }) {
  const place = [booking.unit, booking.floor].filter(Boolean).join(', ');
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {[`${booking.job_title_abbr} (${booking.job_title_name})`, place, booking.shift_title].filter(Boolean).join(' · ')}
    </Text>
  );
}

function Source({ punch }: { punch: NonNullable<NonNullable<ActiveShift['current']>['punch']> }) {
  if (punch.imported) return <Text size="sm">{text.activeShiftImported}</Text>;
  const where = punch.distance_metres === null ? text.activeShiftNoLocation : text.activeShiftDistance(punch.distance_metres);
  return (
    <Group gap="xs">
      <Text size="sm">{punch.device ? `${where} ${text.activeShiftDevice(punch.device)}` : where}</Text>
      {punch.outside_geofence && (
        <Badge variant="light" color="orange">
          {text.timesheetFlags.OUTSIDE_GEOFENCE}
        </Badge>
      )}
    </Group>
  );
}

/**
 * At the top of the Profile tab (issue 27, decision 066): whether she is clocked in now, since
 * when (in the facility's zone), on which position and where; else her next shift here.
 */
export function ActiveShiftPanel({ employeeId }: { employeeId: string }) {
  const role = useAppStore((state) => state.auth.role);
  if (!can(role, 'time:read')) return null;
  return <Panel employeeId={employeeId} />;
}

function Panel({ employeeId }: { employeeId: string }) {
  const active = useActiveShift(employeeId);
  if (!active.data) return null;
  const { timezone: zone, current, next } = active.data;
  return (
    <Card withBorder mb="md" component="section" aria-labelledby="active-shift-heading">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="active-shift-heading">
            {text.activeShiftTitle}
          </Title>
          <Badge variant="light" color={current ? 'teal' : 'gray'}>
            {current ? text.activeShiftOn : text.activeShiftOff}
          </Badge>
        </Group>
        {current && (
          <>
            <Text fw={600}>{text.activeShiftSince(when(current.clocked_in_at, zone))}</Text>
            <Position booking={current} />
            <Text size="sm" c="dimmed">
              {text.activeShiftScheduled(formatTime(current.scheduled_start, zone), formatTime(current.scheduled_end, zone))}
            </Text>
            {current.punch && <Source punch={current.punch} />}
          </>
        )}
        {!current && next && (
          <>
            <Text size="sm" fw={next.started ? 600 : undefined} c={next.started ? 'orange.8' : undefined}>
              {next.started
                ? text.activeShiftLate(when(next.scheduled_start, zone))
                : text.activeShiftNext(when(next.scheduled_start, zone))}
            </Text>
            <Position booking={next} />
          </>
        )}
        {!current && !next && (
          <Text size="sm" c="dimmed">
            {text.activeShiftNoNext}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
