import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { TimeClockBooking } from '@careroster/shared/api/timekeeping/time-clock/get-time-clock';
import { formatDate, formatTime } from '@careroster/shared/format/date-time';
import { formatDistance } from '@careroster/shared/format/distance';
import type { TimezoneCode } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { MissedPunchForm } from './missed-punch-form';

type Props = {
  device: string;
  booking: TimeClockBooking;
  zone: TimezoneCode;
  onPunch: (booking: TimeClockBooking, kind: 'IN' | 'OUT') => void;
  /** The missed punch a reminder's link opened: its form takes the focus. */
  focusMissedPunchId?: string | undefined;
};

const when = (at: string, zone: TimezoneCode) => `${formatDate(at, zone)} ${formatTime(at, zone)}`;

/** One booking: its times, the punches done (flagged ones say why), its timecard, and what she can do now. */
export function BookingCard({ device, booking, zone, onPunch, focusMissedPunchId }: Props) {
  const headingId = `booking-${booking.id}`;
  const openMissed = booking.missed_punches.filter((m) => m.status === 'OPEN');
  return (
    <Card withBorder component="section" aria-labelledby={headingId} padding="md">
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {booking.shift_title}
        </Title>
        <Text size="sm">
          {when(booking.starts_at, zone)} – {when(booking.ends_at, zone)} ({zone})
        </Text>
        {booking.punches.length > 0 && (
          <List size="sm" spacing={4} aria-label="Punches">
            {booking.punches.map((p) => (
              <List.Item key={p.id}>
                <Group gap={6} wrap="wrap">
                  <Text size="sm" fw={500}>
                    {p.kind === 'IN' ? 'Clocked in' : 'Clocked out'} at {formatTime(p.punched_at, zone)}
                  </Text>
                  {p.distance_metres !== null && (
                    <Text size="sm" c="dimmed">
                      {formatDistance(p.distance_metres)} from the facility
                    </Text>
                  )}
                  {p.flags.map((flag) => (
                    <Badge key={flag} color="orange" variant="light">
                      {productMessages.timeClockFlagLabel[flag]}
                    </Badge>
                  ))}
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        {booking.timecard && (
          <Text size="sm" c="dimmed">
            Timecard: {booking.timecard.status.toLowerCase()}, {booking.timecard.worked_hours.toFixed(2)} hours worked
          </Text>
        )}
        {booking.missed_punches
          .filter((m) => m.status === 'PROPOSED')
          .map((m) => (
            <Text key={m.id} size="sm" c="dimmed">
              Proposed {m.kind === 'IN' ? 'clock-in' : 'clock-out'} time sent{m.proposed_at ? `: ${when(m.proposed_at, zone)}` : ''};
              waiting for the facility.
            </Text>
          ))}
        {(booking.can_clock_in || booking.can_clock_out) && (
          <Group>
            {booking.can_clock_in && <Button onClick={() => onPunch(booking, 'IN')}>Clock in</Button>}
            {booking.can_clock_out && <Button onClick={() => onPunch(booking, 'OUT')}>Clock out</Button>}
          </Group>
        )}
        {openMissed.map((m) => (
          <MissedPunchForm key={m.id} device={device} missed={m} zone={zone} autoFocus={m.id === focusMissedPunchId} />
        ))}
      </Stack>
    </Card>
  );
}
