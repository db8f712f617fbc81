import './roster-print.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import type { RosterAnswer, RosterCell as Cell, RosterOpening, RosterRow } from '@careroster/shared/api/staffing/roster';
import { jobTitleById } from '@careroster/shared/job-titles';
import { labelOf, workerTypes } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import type { AvailabilityKind } from '@careroster/shared/staffing/values';
import { showToast } from '../../../../api/toasts';
import { SpacerRow, useVirtualTableRows } from '../../../../components/virtual-table-rows';
import type { Eligibility } from '../api/roster';
import { OpeningChipOverlay, RosterDayHeader } from './roster-day-header';
import { ShiftColours } from '../shift-colours';
import { RosterCell, type DragState } from './roster-cell';
import { announcements, cellToCell, dropTarget, openingLabel, type OpeningDrag } from './roster-dnd';

export interface RosterGridProps {
  roster: RosterAnswer;
  onAssign: (opening: RosterOpening, employeeId: string) => void;
  onAvailability: (employeeId: string, date: string, kind: AvailabilityKind | null) => void;
  /** Opens the conversation with the row's person (issue 16); absent for roles that cannot message. */
  onMessage?: (employeeId: string) => void;
  /** Who of the rows may take an opening (asked when a drag starts); without it every same-day cell accepts. */
  eligibilityOf?: (opening: RosterOpening, signal: AbortSignal) => Promise<Eligibility>;
  /** More rows than loaded: called when the grid scrolls near the end of those it has. */
  onLoadMore?: () => void;
  /** Renders every row, for paper. */
  printing?: boolean;
  /** The print heading: unit and span. */
  printHeading?: string;
}

/** Sizes at 1280 px: the shell's navbar (240) and padding leave about 1,000 px, 168 for names and 7 days of 118. */
export const NAME_WIDTH = 168;
export const ROW_HEIGHT = 34;
/** Four weeks and more show codes only (issue 28). */
export const COMPACT_FROM_DAYS = 28;
const minDayWidth = (days: number) => (days >= COMPACT_FROM_DAYS ? 40 : days > 7 ? 96 : 92);

const emptyCell = (date: string): Cell => ({ date, bookings: [], pto: [], availability: null });

const sticky = { position: 'sticky', background: 'var(--mantine-color-body)' } as const;
const border = '1px solid var(--mantine-color-default-border)';

/**
 * The roster of issues 15 and 28: a row a person, a column a day, each day's openings in its
 * header. Rows are virtualised (TanStack Virtual): 200 people render the twenty-odd in view. An
 * opening is dragged onto a person's cell of the same day (pointer, or keyboard: Space, arrows,
 * Space) or chosen from the cell's menu; while it is dragged, the people who may take it are
 * highlighted, the others show why not, and their cells take no drop.
 */
export function RosterGrid({
  roster,
  onAssign,
  onAvailability,
  onMessage,
  eligibilityOf,
  onLoadMore,
  printing = false,
  printHeading,
}: RosterGridProps) {
  const [dragged, setDragged] = useState<OpeningDrag | null>(null);
  const [eligibility, setEligibility] = useState<Eligibility | null>(null);
  const [said, setSaid] = useState('');
  const asking = useRef<AbortController | null>(null);
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on a chip stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: cellToCell }),
  );
  const rows = roster.results;
  const days = roster.days;
  const compact = days.length >= COMPACT_FROM_DAYS;

  const { scrollRef, headRef, virtualizer, items, padTop, padBottom } = useVirtualTableRows({
    count: rows.length,
    rowHeight: ROW_HEIGHT,
    overscan: 8,
    grows: true,
    headKey: roster,
  });
  const lastShown = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (onLoadMore && lastShown >= rows.length - 20) onLoadMore();
  }, [lastShown, rows.length, onLoadMore]);

  const stopAsking = () => {
    asking.current?.abort();
    asking.current = null;
  };
  useEffect(() => stopAsking, []);
  const onDragStart = (event: DragStartEvent) => {
    const drag = (event.active.data.current as OpeningDrag | undefined) ?? null;
    setDragged(drag);
    setEligibility(null);
    stopAsking();
    if (!drag || !eligibilityOf) return;
    const controller = new AbortController();
    asking.current = controller;
    eligibilityOf(drag.opening, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setEligibility(answer);
        const shown = rows.filter((r) => answer.has(r.employee_id));
        const eligible = shown.filter((r) => answer.get(r.employee_id) === null).length;
        setSaid(productMessages.rosterEligibleCount(openingLabel(drag.opening), eligible, shown.length));
      },
      () => undefined,
    );
  };
  const endDrag = () => {
    stopAsking();
    setDragged(null);
    setEligibility(null);
    setSaid('');
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    endDrag();
    const target = dropTarget(active.data.current, over?.data.current);
    if (!target) return;
    if (!target.sameDay) return showToast('error', productMessages.rosterWrongDay);
    onAssign(target.drag.opening, target.cell.employeeId);
  };
  const openingsOn = new Map(days.map((d) => [d.date, d.openings]));
  const dragOf = useCallback(
    (employeeId: string): DragState =>
      // Null: she may take it; undefined: not known (yet).
      dragged ? { date: dragged.date, refusal: eligibility?.has(employeeId) ? eligibility.get(employeeId) : undefined } : null,
    [dragged, eligibility],
  );

  const renderRow = (row: RosterRow, index: number, measure?: (el: Element | null) => void) => {
    const name = `${row.first_name} ${row.last_name}`;
    const title = `${name} · ${row.job_title} · ${labelOf(workerTypes, row.type)}`;
    const cells = new Map(row.cells.map((c) => [c.date, c]));
    const drag = dragOf(row.employee_id);
    const refused = drag?.refusal != null;
    const eligible = drag != null && drag.refusal === null;
    return (
      <tr key={row.employee_id} data-employee={row.employee_id} data-index={index} ref={measure} style={{ height: ROW_HEIGHT }}>
        <th
          scope="row"
          style={{
            ...sticky,
            left: 0,
            zIndex: 1,
            borderBottom: border,
            borderRight: border,
            borderLeft: eligible ? '4px solid var(--mantine-color-green-7)' : refused ? '4px solid var(--mantine-color-gray-5)' : border,
            padding: '0 6px',
            textAlign: 'left',
            fontWeight: 'normal',
          }}
        >
          <Group gap={4} wrap="nowrap" title={title}>
            <Text size="sm" fw={600} truncate="end" style={{ flex: 1, minWidth: 0 }}>
              {name}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {jobTitleById(row.job_title_id)?.abbreviation ?? row.job_title}
            </Text>
            {eligible && <VisuallyHidden>{productMessages.rosterMayTake}</VisuallyHidden>}
          </Group>
        </th>
        {days.map((day) => (
          <td key={day.date} style={{ borderBottom: border, borderRight: border, padding: 0, verticalAlign: 'top' }}>
            <RosterCell
              cell={cells.get(day.date) ?? emptyCell(day.date)}
              employeeId={row.employee_id}
              name={name}
              openings={openingsOn.get(day.date) ?? []}
              compact={compact}
              drag={drag}
              onAssign={(opening) => onAssign(opening, row.employee_id)}
              onAvailability={(kind) => onAvailability(row.employee_id, day.date, kind)}
              onMessage={onMessage ? () => onMessage(row.employee_id) : undefined}
            />
          </td>
        ))}
      </tr>
    );
  };

  return (
    <ShiftColours.Provider value={roster.shift_colours}>
      <DndContext
        sensors={sensors}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={endDrag}
        // Scroll only at the very edge: by default a fifth of the screen scrolls, and the grid slid
        // away under a pointer aiming at a cell near the bottom or the right.
        autoScroll={{ threshold: { x: 0.05, y: 0.05 } }}
        accessibility={{ announcements, screenReaderInstructions: { draggable: productMessages.rosterDragHint } }}
      >
        {printHeading && (
          <Text data-roster-print-heading fw={700} mb={4}>
            {printHeading}
          </Text>
        )}
        <Box
          ref={scrollRef}
          data-roster-scroll
          // The grid scrolls inside its box, both ways: the page never scrolls sideways (phone width).
          style={{ overflow: 'auto', height: printing ? 'auto' : 'max(360px, calc(100dvh - 330px))', maxWidth: '100%', border }}
        >
          <table
            data-roster-table
            aria-label={productMessages.rosterTitle}
            aria-rowcount={rows.length + 1}
            style={{
              tableLayout: 'fixed',
              borderCollapse: 'separate',
              borderSpacing: 0,
              width: `max(100%, ${NAME_WIDTH + minDayWidth(days.length) * days.length}px)`,
            }}
          >
            <colgroup>
              <col style={{ width: NAME_WIDTH }} />
              {days.map((d) => (
                <col key={d.date} />
              ))}
            </colgroup>
            <thead ref={headRef}>
              <tr>
                <th
                  scope="col"
                  style={{
                    ...sticky,
                    top: 0,
                    left: 0,
                    zIndex: 3,
                    borderBottom: border,
                    borderRight: border,
                    textAlign: 'left',
                    padding: 6,
                  }}
                >
                  <Text size="xs" fw={700}>
                    {productMessages.rosterNameColumn}
                  </Text>
                </th>
                {days.map((day) => (
                  <th
                    key={day.date}
                    scope="col"
                    data-day={day.date}
                    style={{
                      ...sticky,
                      top: 0,
                      zIndex: 2,
                      verticalAlign: 'top',
                      textAlign: 'left',
                      padding: 4,
                      borderBottom: border,
                      borderRight: border,
                    }}
                  >
                    <RosterDayHeader day={day} compact={compact} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={days.length + 1}>
                    <Text size="sm" c="dimmed" p="md">
                      {productMessages.rosterEmpty}
                    </Text>
                  </td>
                </tr>
              ) : printing ? (
                rows.map((row, i) => renderRow(row, i))
              ) : (
                <>
                  <SpacerRow height={padTop} columns={days.length + 1} />
                  {items.map((item) => renderRow(rows[item.index]!, item.index, virtualizer.measureElement))}
                  <SpacerRow height={padBottom} columns={days.length + 1} />
                </>
              )}
            </tbody>
          </table>
        </Box>
        <VisuallyHidden aria-live="polite">{said}</VisuallyHidden>
        <DragOverlay>{dragged ? <OpeningChipOverlay opening={dragged.opening} /> : null}</DragOverlay>
      </DndContext>
    </ShiftColours.Provider>
  );
}
