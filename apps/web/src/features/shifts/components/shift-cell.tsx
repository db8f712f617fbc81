import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Shift } from '@careroster/shared/api/shifts/shift';
import { labelOf, shiftTimingStatuses } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { shiftDetailsPath } from '@careroster/shared/paths';
import { truncateLabel } from '@careroster/shared/format/truncate';
import { formatShiftTimes, isUnderstaffed, staffingLabel } from '../format';

// Spec 001 section 3, "Shift cell": the timing status colours the cell; an understaffed shift
// that can still be filled takes orange instead, so it stands out in the week.
const statusColor = { COMPLETED: 'gray', ONGOING: 'green', UPCOMING: 'blue' } as const;

export function ShiftCell({ shift, onEditPositions }: { shift: Shift; onEditPositions: (shift: Shift) => void }) {
  const understaffed = isUnderstaffed(shift);
  const color = understaffed ? 'orange' : statusColor[shift.status];
  return (
    <Card
      withBorder
      padding="xs"
      radius="md"
      style={{ borderLeft: `4px solid var(--mantine-color-${color}-7)` }}
      bg={shift.status === 'COMPLETED' ? 'gray.0' : undefined}
      data-status={shift.status}
      data-understaffed={understaffed || undefined}
    >
      <Stack gap={2}>
        <Anchor component={Link} to={shiftDetailsPath(shift.id)} fw={600} size="sm" title={shift.title}>
          {truncateLabel(shift.title)}
        </Anchor>
        <Text size="xs" c="dimmed">
          {formatShiftTimes(shift)} · {labelOf(shiftTimingStatuses, shift.status)}
        </Text>
        <Group gap={4} wrap="wrap">
          <Text size="xs" fw={600}>
            {staffingLabel(shift)}
          </Text>
          {understaffed && (
            <Badge size="xs" variant="light" color="orange">
              {productMessages.understaffed}
            </Badge>
          )}
        </Group>
        {shift.total_positions > 0 && <Text size="xs">{productMessages.openPositionsLabel(shift.open_positions)}</Text>}
        <Anchor component={Link} to={`${shiftDetailsPath(shift.id)}?slug=applicant`} size="xs">
          {productMessages.applicantsLabel(shift.applicants)}
        </Anchor>
        <Group justify="flex-end">
          <Button size="compact-xs" variant="subtle" onClick={() => onEditPositions(shift)} aria-label={`Edit positions of ${shift.title}`}>
            Positions
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
