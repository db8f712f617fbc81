import { useDndContext, useDroppable } from '@dnd-kit/core';
import { ActionIcon, Badge, Box, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import type { RosterCell as Cell, RosterOpening } from '@careroster/shared/api/staffing/roster';
import type { AvailabilityKind } from '@careroster/shared/staffing/values';
import { productMessages } from '@careroster/shared/messages';
import { dayLabel, dropTarget, openingLabel, type CellDrop } from './roster-dnd';

export interface RosterCellProps {
  cell: Cell;
  employeeId: string;
  name: string;
  /** The day's openings, offered by the cell's menu. */
  openings: readonly RosterOpening[];
  onAssign: (opening: RosterOpening) => void;
  onAvailability: (kind: AvailabilityKind | null) => void;
  onMessage?: () => void;
}

const availabilityChoices: { kind: AvailabilityKind | null; label: string }[] = [
  { kind: 'AVAILABLE', label: productMessages.rosterAvailable },
  { kind: 'UNAVAILABLE', label: productMessages.rosterUnavailable },
  { kind: null, label: productMessages.rosterAvailabilityClear },
];

/** A person's day: bookings, PTO, what she said; a drop target for the day's openings and a menu. */
export function RosterCell({ cell, employeeId, name, openings, onAssign, onAvailability, onMessage }: RosterCellProps) {
  const data: CellDrop = { kind: 'cell', date: cell.date, employeeId, name };
  const { setNodeRef, isOver } = useDroppable({ id: `cell:${employeeId}:${cell.date}`, data });
  const { active } = useDndContext();
  const target = isOver ? dropTarget(active?.data.current, data) : null;
  const border = target ? (target.sameDay ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-red-6)') : 'transparent';
  const label = `${name}, ${dayLabel(cell.date)}`;
  return (
    <Box
      ref={setNodeRef}
      data-cell={`${employeeId}:${cell.date}`}
      data-over={target ? (target.sameDay ? 'accept' : 'refuse') : undefined}
      aria-label={label}
      role="group"
      style={{ minHeight: 56, padding: 4, borderRadius: 6, outline: `2px solid ${border}` }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap={4}>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          {cell.bookings.map((b) => (
            <Paper key={b.assignment_id} withBorder radius="sm" px={4} py={2} data-booking={b.position_id}>
              <Text size="xs" fw={600} lineClamp={1}>
                {b.shift_title}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {b.start_time}-{b.end_time} · {b.job_title}
              </Text>
            </Paper>
          ))}
          {cell.pto.map((p) => (
            <Badge key={p.id} size="xs" color="grape" variant={p.status === 'APPROVED' ? 'filled' : 'outline'}>
              {p.status === 'APPROVED' ? productMessages.rosterPtoApproved : productMessages.rosterPtoPending}
            </Badge>
          ))}
          {cell.availability && (
            <Badge size="xs" color={cell.availability === 'AVAILABLE' ? 'teal' : 'gray'} variant="light">
              {cell.availability === 'AVAILABLE' ? productMessages.rosterAvailable : productMessages.rosterUnavailable}
            </Badge>
          )}
        </Stack>
        <Menu position="bottom-end" withinPortal shadow="md">
          <Menu.Target>
            <ActionIcon variant="subtle" size="sm" color="gray" aria-label={productMessages.rosterAssignMenu(name, dayLabel(cell.date))}>
              <span aria-hidden="true">⋯</span>
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{productMessages.rosterAssignHeading}</Menu.Label>
            {openings.length === 0 ? (
              <Menu.Item disabled>{productMessages.rosterAssignNone}</Menu.Item>
            ) : (
              openings.map((o) => (
                <Menu.Item key={o.position_id} onClick={() => onAssign(o)}>
                  {openingLabel(o)}
                </Menu.Item>
              ))
            )}
            <Menu.Divider />
            <Menu.Label>{productMessages.rosterAvailabilityHeading}</Menu.Label>
            {availabilityChoices.map((choice) => (
              <Menu.Item key={choice.label} onClick={() => onAvailability(choice.kind)} disabled={choice.kind === cell.availability}>
                {choice.label}
              </Menu.Item>
            ))}
            {onMessage && (
              <>
                <Menu.Divider />
                <Menu.Item onClick={onMessage}>{productMessages.messageActionOf(name)}</Menu.Item>
              </>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Box>
  );
}
