import { useDraggable } from '@dnd-kit/core';
import { Badge, Box, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { RosterDay, RosterOpening } from '@careroster/shared/api/staffing/roster';
import type { StaffingLevel } from '@careroster/shared/api/staffing/roster-level';
import { jobTitleById } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { shiftKindOf } from '@careroster/shared/structure/shift-kind';
import { shiftCodes, timeCodeOf, useShiftColour } from '../shift-colours';
import { dayLabel, type OpeningDrag } from './roster-dnd';

const levelColor: Record<StaffingLevel, string> = { OK: 'green', SHORT: 'yellow', CRITICAL: 'red' };

const chipStyle = {
  display: 'block',
  width: '100%',
  padding: '2px 4px',
  borderRadius: 4,
  border: '1px dashed var(--mantine-color-blue-6)',
  background: 'var(--mantine-color-body)',
  cursor: 'grab',
  touchAction: 'none',
  textAlign: 'left',
} as const;

const titleOf = (o: RosterOpening) => productMessages.rosterOpeningTitle(o.job_title, o.shift_title, o.start_time, o.end_time, o.open);

/** The full title, wrapped (issue 28: never cut to "Licensed…"), or at four weeks and more a code with the title as its tooltip. */
function ChipText({ opening, compact }: { opening: RosterOpening; compact: boolean }) {
  const shiftColourOf = useShiftColour();
  const kind = shiftKindOf(opening.start_time);
  const code = `${shiftCodes[kind]}${opening.open > 1 ? `×${opening.open}` : ''}`;
  if (compact)
    return (
      <Text size="xs" fw={600} component="span" style={{ borderLeft: `3px solid ${shiftColourOf(kind).edge}`, paddingLeft: 2 }}>
        {jobTitleById(opening.job_title_id)?.abbreviation ?? ''} {code}
        <VisuallyHidden>{titleOf(opening)}</VisuallyHidden>
      </Text>
    );
  return (
    <>
      <Text size="xs" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {opening.job_title}
      </Text>
      <Text size="xs" style={{ borderLeft: `3px solid ${shiftColourOf(kind).edge}`, paddingLeft: 3 }}>
        {shiftCodes[kind]} {timeCodeOf(opening.start_time, opening.end_time)} · {productMessages.rosterOpenings(opening.open)}
      </Text>
    </>
  );
}

/** What follows the pointer (or the arrow keys) while an opening is moved. */
export function OpeningChipOverlay({ opening }: { opening: RosterOpening }) {
  return (
    <Box style={{ ...chipStyle, width: 180, cursor: 'grabbing', boxShadow: 'var(--mantine-shadow-md)' }}>
      <ChipText opening={opening} compact={false} />
    </Box>
  );
}

/** An opening as a chip: dragged with the pointer, or picked up with Space and moved with the arrows. */
function OpeningChip({ opening, date, compact }: { opening: RosterOpening; date: string; compact: boolean }) {
  const data: OpeningDrag = { kind: 'opening', opening, date };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `opening:${opening.position_id}`, data });
  return (
    <UnstyledButton
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      data-opening={opening.position_id}
      title={titleOf(opening)}
      style={{ ...chipStyle, opacity: isDragging ? 0.4 : 1 }}
    >
      <ChipText opening={opening} compact={compact} />
    </UnstyledButton>
  );
}

/**
 * A day's header (issue 28): the positions booked against those needed, as numbers and a level
 * (roster-level.ts), the facility's hours against its budget, and the day's openings.
 */
export function RosterDayHeader({ day, compact }: { day: RosterDay; compact: boolean }) {
  const { staffing } = day;
  const figure = (n: number | null) => (n == null ? '—' : String(n));
  const level = staffing.level;
  const counts = productMessages.rosterBookedOfNeeded(staffing.booked, staffing.needed);
  return (
    <Stack gap={2} data-level={level ?? 'NONE'}>
      <Text size="xs" fw={700}>
        {compact ? dayLabel(day.date).split(' ')[0] : dayLabel(day.date)}
        {compact && (
          <Text span size="xs" fw={400} display="block">
            {day.date.slice(8)}
          </Text>
        )}
      </Text>
      {level ? (
        <Badge
          color={levelColor[level]}
          variant="light"
          size="sm"
          radius="sm"
          px={4}
          title={productMessages.rosterLevelOf(productMessages.rosterLevel[level], staffing.booked, staffing.needed)}
          style={{ alignSelf: 'flex-start', textTransform: 'none' }}
        >
          {counts}
          {compact ? <VisuallyHidden> {productMessages.rosterLevel[level]}</VisuallyHidden> : ` ${productMessages.rosterLevel[level]}`}
        </Badge>
      ) : (
        <Text size="xs" c="dimmed">
          {productMessages.rosterNoPositions}
        </Text>
      )}
      {!compact && (
        <Text size="xs" c="dimmed" data-print-hide>
          {staffing.patient_count != null
            ? productMessages.rosterHppd(figure(staffing.confirmed_hppd), figure(staffing.budgeted_hppd))
            : productMessages.rosterDayFigures(figure(staffing.budgeted_hours), figure(staffing.confirmed_hours))}
        </Text>
      )}
      {day.openings.length > 0 && (
        // At most three chips high, scrolling within: the sticky header must leave the rows room.
        <Stack gap={2} data-print-hide mah={compact ? 72 : 112} style={{ overflowY: 'auto' }}>
          {day.openings.map((opening) => (
            <OpeningChip key={opening.position_id} opening={opening} date={day.date} compact={compact} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
