import { memo } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { ActionIcon, Box, Group, Menu, Text } from '@mantine/core';
import type { RosterCell as Cell, RosterOpening } from '@careroster/shared/api/staffing/roster';
import type { RosterRefusal } from '@careroster/shared/api/staffing/roster-eligibility';
import type { AvailabilityKind } from '@careroster/shared/staffing/values';
import { productMessages } from '@careroster/shared/messages';
import { shiftKindOf } from '@careroster/shared/structure/shift-kind';
import { shiftCodes, timeCodeOf, useShiftColour } from '../shift-colours';
import { dayLabel, openingLabel, type CellDrop } from './roster-dnd';

/** While an opening is dragged: its day, and for this cell's person whether she may take it. */
export type DragState = { date: string; refusal: RosterRefusal | null | undefined } | null;

export interface RosterCellProps {
  cell: Cell;
  employeeId: string;
  name: string;
  /** The day's openings, offered by the cell's menu. */
  openings: readonly RosterOpening[];
  /** Four to six weeks: codes only. */
  compact: boolean;
  drag: DragState;
  onAssign: (opening: RosterOpening) => void;
  onAvailability: (kind: AvailabilityKind | null) => void;
  onMessage?: (() => void) | undefined;
}

const availabilityChoices: { kind: AvailabilityKind | null; label: string }[] = [
  { kind: 'AVAILABLE', label: productMessages.rosterAvailable },
  { kind: 'UNAVAILABLE', label: productMessages.rosterUnavailable },
  { kind: null, label: productMessages.rosterAvailabilityClear },
];

const mark = {
  fontSize: 11,
  lineHeight: '16px',
  borderRadius: 3,
  padding: '0 3px',
  whiteSpace: 'nowrap',
  color: 'var(--mantine-color-text)',
} as const;

/**
 * A person's day (issue 28): a shift code with its colour per booking (its title, time and job in
 * the tooltip), PTO and what she said; a drop target for the day's openings, disabled while an
 * opening of another day, or one she may not take, is dragged; and a menu.
 */
export const RosterCell = memo(function RosterCell({
  cell,
  employeeId,
  name,
  openings,
  compact,
  drag,
  onAssign,
  onAvailability,
  onMessage,
}: RosterCellProps) {
  const shiftColourOf = useShiftColour();
  const sameDay = drag?.date === cell.date;
  const refusal = sameDay ? drag.refusal : undefined;
  const data: CellDrop = { kind: 'cell', date: cell.date, employeeId, name };
  const { setNodeRef, isOver } = useDroppable({
    id: `cell:${employeeId}:${cell.date}`,
    data,
    disabled: drag != null && (!sameDay || refusal != null),
  });
  const state = !drag || !sameDay ? undefined : refusal === undefined ? 'pending' : refusal ? 'refused' : 'eligible';
  const background =
    state === 'eligible' ? 'var(--mantine-color-green-0)' : state === 'refused' ? 'var(--mantine-color-gray-1)' : undefined;
  return (
    <Box
      ref={setNodeRef}
      data-cell={`${employeeId}:${cell.date}`}
      data-over={isOver && sameDay ? 'accept' : undefined}
      data-eligibility={state}
      aria-label={`${name}, ${dayLabel(cell.date)}`}
      role="group"
      style={{
        height: '100%',
        minHeight: 28,
        padding: 2,
        background,
        outline:
          isOver && sameDay
            ? '2px solid var(--mantine-color-green-7)'
            : state === 'eligible'
              ? '1px solid var(--mantine-color-green-6)'
              : undefined,
        outlineOffset: -2,
      }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap={2}>
        <Group gap={2} wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
          {refusal ? (
            <Text size="xs" c="red.9" lh="16px" data-refusal={refusal}>
              {productMessages.rosterRefusal[refusal]}
            </Text>
          ) : null}
          {cell.bookings.map((b) => {
            const kind = shiftKindOf(b.start_time);
            const colour = shiftColourOf(kind);
            return (
              <Box
                key={b.assignment_id}
                component="span"
                data-booking={b.position_id}
                data-kind={kind}
                title={`${b.shift_title} ${b.start_time}-${b.end_time} · ${b.job_title}`}
                style={{ ...mark, background: colour.background, borderLeft: `3px solid ${colour.edge}` }}
              >
                {compact ? shiftCodes[kind] : `${shiftCodes[kind]} ${timeCodeOf(b.start_time, b.end_time)}`}
              </Box>
            );
          })}
          {cell.pto.map((p) => (
            <Box
              key={p.id}
              component="span"
              title={p.status === 'APPROVED' ? productMessages.rosterPtoApproved : productMessages.rosterPtoPending}
              style={{ ...mark, background: 'var(--mantine-color-grape-0)', border: '1px dashed var(--mantine-color-grape-7)' }}
            >
              {compact || p.status === 'APPROVED' ? productMessages.rosterPtoApproved : productMessages.rosterPtoPending}
            </Box>
          ))}
          {cell.availability && (
            <Box
              component="span"
              title={cell.availability === 'AVAILABLE' ? productMessages.rosterAvailable : productMessages.rosterUnavailable}
              style={{
                ...mark,
                background: cell.availability === 'AVAILABLE' ? 'var(--mantine-color-teal-0)' : 'var(--mantine-color-gray-1)',
              }}
            >
              {compact
                ? cell.availability === 'AVAILABLE'
                  ? '✓'
                  : '✗'
                : cell.availability === 'AVAILABLE'
                  ? productMessages.rosterAvailable
                  : productMessages.rosterUnavailable}
            </Box>
          )}
        </Group>
        {!compact && (
          <Menu position="bottom-end" withinPortal shadow="md">
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                size="xs"
                color="gray"
                data-print-hide
                aria-label={productMessages.rosterAssignMenu(name, dayLabel(cell.date))}
              >
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
        )}
      </Group>
    </Box>
  );
});
