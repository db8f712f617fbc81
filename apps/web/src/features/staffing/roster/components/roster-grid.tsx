import { useState } from 'react';
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
import { Box, Table, Text } from '@mantine/core';
import type { RosterAnswer, RosterOpening } from '@careroster/shared/api/staffing/roster';
import { labelOf, workerTypes } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import type { AvailabilityKind } from '@careroster/shared/staffing/values';
import { showToast } from '../../../../api/toasts';
import { OpeningChipOverlay, RosterDayHeader } from './roster-day-header';
import { RosterCell } from './roster-cell';
import { announcements, cellToCell, dropTarget, type OpeningDrag } from './roster-dnd';

export interface RosterGridProps {
  roster: RosterAnswer;
  onAssign: (opening: RosterOpening, employeeId: string) => void;
  onAvailability: (employeeId: string, date: string, kind: AvailabilityKind | null) => void;
  /** Opens the conversation with the row's person (issue 16); absent for roles that cannot message. */
  onMessage?: (employeeId: string) => void;
}

const DAY_WIDTH = 176;
const NAME_WIDTH = 180;

/**
 * The roster of issue 15: a row a person, a column a day, each day's openings in its header.
 * An opening is dragged onto a person's cell of the same day (pointer, or keyboard: Space, arrows,
 * Space), or chosen from the cell's menu.
 */
export function RosterGrid({ roster, onAssign, onAvailability, onMessage }: RosterGridProps) {
  const [dragged, setDragged] = useState<OpeningDrag | null>(null);
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on a chip stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: cellToCell }),
  );
  const onDragStart = (event: DragStartEvent) => setDragged((event.active.data.current as OpeningDrag | undefined) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const target = dropTarget(active.data.current, over?.data.current);
    if (!target) return;
    if (!target.sameDay) return showToast('error', productMessages.rosterWrongDay);
    onAssign(target.drag.opening, target.cell.employeeId);
  };
  const openingsOn = new Map(roster.days.map((d) => [d.date, d.openings]));

  return (
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      // Scroll only at the very edge: by default a fifth of the screen scrolls, and the grid slid
      // away under a pointer aiming at a cell near the bottom or the right.
      autoScroll={{ threshold: { x: 0.05, y: 0.05 } }}
      accessibility={{ announcements, screenReaderInstructions: { draggable: productMessages.rosterDragHint } }}
    >
      <Box style={{ overflowX: 'auto' }}>
        <Table
          withColumnBorders
          withTableBorder
          verticalSpacing={4}
          horizontalSpacing={4}
          style={{ tableLayout: 'fixed', width: NAME_WIDTH + DAY_WIDTH * roster.days.length }}
          aria-label={productMessages.rosterTitle}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th style={{ width: NAME_WIDTH, position: 'sticky', left: 0, zIndex: 1, background: 'var(--mantine-color-body)' }} />
              {roster.days.map((day) => (
                <Table.Th key={day.date} style={{ width: DAY_WIDTH, verticalAlign: 'top' }} data-day={day.date}>
                  <RosterDayHeader day={day} />
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {roster.results.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={roster.days.length + 1}>
                  <Text size="sm" c="dimmed" p="md">
                    {productMessages.rosterEmpty}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              roster.results.map((row) => {
                const name = `${row.first_name} ${row.last_name}`;
                return (
                  <Table.Tr key={row.employee_id} data-employee={row.employee_id}>
                    <Table.Th
                      scope="row"
                      style={{ position: 'sticky', left: 0, zIndex: 1, background: 'var(--mantine-color-body)', verticalAlign: 'top' }}
                    >
                      <Text size="sm" fw={600} lineClamp={1} title={name}>
                        {name}
                      </Text>
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {row.job_title} · {labelOf(workerTypes, row.type)}
                      </Text>
                    </Table.Th>
                    {row.cells.map((cell) => (
                      <Table.Td key={cell.date} style={{ verticalAlign: 'top' }}>
                        <RosterCell
                          cell={cell}
                          employeeId={row.employee_id}
                          name={name}
                          openings={openingsOn.get(cell.date) ?? []}
                          onAssign={(opening) => onAssign(opening, row.employee_id)}
                          onAvailability={(kind) => onAvailability(row.employee_id, cell.date, kind)}
                          {...(onMessage ? { onMessage: () => onMessage(row.employee_id) } : {})}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })
            )}
          </Table.Tbody>
        </Table>
      </Box>
      <DragOverlay>{dragged ? <OpeningChipOverlay opening={dragged.opening} /> : null}</DragOverlay>
    </DndContext>
  );
}
