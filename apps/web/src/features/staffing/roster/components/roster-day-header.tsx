import { useDraggable } from '@dnd-kit/core';
import { Badge, Box, Stack, Text, UnstyledButton } from '@mantine/core';
import type { RosterDay, RosterOpening } from '@careroster/shared/api/staffing/roster';
import type { StaffingLevel } from '@careroster/shared/api/staffing/roster-level';
import { productMessages } from '@careroster/shared/messages';
import { dayLabel, type OpeningDrag } from './roster-dnd';

const levelColor: Record<StaffingLevel, string> = { OK: 'green', SHORT: 'yellow', CRITICAL: 'red' };

const chipStyle = {
  display: 'block',
  width: '100%',
  padding: '4px 6px',
  borderRadius: 6,
  border: '1px dashed var(--mantine-color-blue-5)',
  background: 'var(--mantine-color-blue-0)',
  cursor: 'grab',
  touchAction: 'none',
} as const;

function ChipText({ opening }: { opening: RosterOpening }) {
  return (
    <>
      <Text size="xs" fw={600} lineClamp={1}>
        {opening.job_title} · {productMessages.rosterOpenings(opening.open)}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {opening.shift_title} {opening.start_time}-{opening.end_time}
      </Text>
    </>
  );
}

/** What follows the pointer (or the arrow keys) while an opening is moved. */
export function OpeningChipOverlay({ opening }: { opening: RosterOpening }) {
  return (
    <Box style={{ ...chipStyle, cursor: 'grabbing', boxShadow: 'var(--mantine-shadow-md)' }}>
      <ChipText opening={opening} />
    </Box>
  );
}

/** An opening as a chip: dragged with the pointer, or picked up with Space and moved with the arrows. */
function OpeningChip({ opening, date }: { opening: RosterOpening; date: string }) {
  const data: OpeningDrag = { kind: 'opening', opening, date };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `opening:${opening.position_id}`, data });
  return (
    <UnstyledButton
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      data-opening={opening.position_id}
      style={{ ...chipStyle, opacity: isDragging ? 0.4 : 1 }}
    >
      <ChipText opening={opening} />
    </UnstyledButton>
  );
}

/** A day's header: how understaffed the day is against its budget and census, and its openings. */
export function RosterDayHeader({ day }: { day: RosterDay }) {
  const { staffing } = day;
  const figure = (n: number | null) => (n == null ? '—' : String(n));
  return (
    <Stack gap={4} data-level={staffing.level ?? 'NONE'}>
      <Text size="sm" fw={600}>
        {dayLabel(day.date)}
      </Text>
      <Badge color={staffing.level ? levelColor[staffing.level] : 'gray'} variant="light" size="sm">
        {staffing.level ? productMessages.rosterLevel[staffing.level] : productMessages.rosterNoBudget}
      </Badge>
      <Text size="xs" c="dimmed">
        {productMessages.rosterDayFigures(figure(staffing.budgeted_hours), figure(staffing.confirmed_hours))}
      </Text>
      {staffing.patient_count != null && (
        <Text size="xs" c="dimmed">
          {productMessages.rosterHppd(figure(staffing.confirmed_hppd), figure(staffing.budgeted_hppd))}
        </Text>
      )}
      {day.openings.length === 0 ? (
        <Text size="xs" c="dimmed">
          {productMessages.rosterNoOpenings}
        </Text>
      ) : (
        day.openings.map((opening) => <OpeningChip key={opening.position_id} opening={opening} date={day.date} />)
      )}
    </Stack>
  );
}
