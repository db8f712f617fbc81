import type { Announcements, KeyboardCoordinateGetter } from '@dnd-kit/core';
import type { RosterOpening } from '@careroster/shared/api/staffing/roster';
import { formatDate } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import dayjs from 'dayjs';

/** What an opening chip carries while dragged, and what a person's cell offers to drop on. */
export type OpeningDrag = { kind: 'opening'; opening: RosterOpening; date: string };
export type CellDrop = { kind: 'cell'; date: string; employeeId: string; name: string };

export const openingLabel = (o: RosterOpening) => `${o.job_title}, ${o.shift_title} ${o.start_time}-${o.end_time}`;
export const dayLabel = (date: string) => `${dayjs(date).format('ddd')} ${formatDate(date)}`;

const dragOf = (data: unknown) => ((data as OpeningDrag | undefined)?.kind === 'opening' ? (data as OpeningDrag) : null);
const dropOf = (data: unknown) => ((data as CellDrop | undefined)?.kind === 'cell' ? (data as CellDrop) : null);

/** Where a drop lands: the opening and the person, when both are known and the day is the opening's. */
export function dropTarget(active: unknown, over: unknown): { drag: OpeningDrag; cell: CellDrop; sameDay: boolean } | null {
  const drag = dragOf(active);
  const cell = dropOf(over);
  return drag && cell ? { drag, cell, sameDay: drag.date === cell.date } : null;
}

const cellName = (cell: CellDrop) => `${cell.name}, ${dayLabel(cell.date)}`;
const openingOf = (data: unknown) => {
  const drag = dragOf(data);
  return drag ? openingLabel(drag.opening) : '';
};

/** dnd-kit's live-region texts (what a screen reader hears while an opening is moved). */
export const announcements: Announcements = {
  onDragStart: ({ active }) => productMessages.rosterDragStart(openingOf(active.data.current)),
  onDragOver: ({ active, over }) => {
    const target = dropTarget(active.data.current, over?.data.current);
    if (!target) return undefined;
    const say = target.sameDay ? productMessages.rosterDragOver : productMessages.rosterDragOverWrongDay;
    return say(openingLabel(target.drag.opening), cellName(target.cell));
  },
  onDragEnd: ({ active, over }) => {
    const target = dropTarget(active.data.current, over?.data.current);
    if (!target?.sameDay) return productMessages.rosterDragCancel(openingOf(active.data.current));
    return productMessages.rosterDragEnd(openingLabel(target.drag.opening), cellName(target.cell));
  },
  onDragCancel: ({ active }) => productMessages.rosterDragCancel(openingOf(active.data.current)),
};

const directions: Record<string, [number, number]> = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };

/**
 * Arrow keys move a picked-up opening from cell to cell (the next cell in that direction, the
 * nearest to the line of travel), not by a few pixels as dnd-kit's default does: a grid of days
 * and people is walked like a spreadsheet.
 */
export const cellToCell: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const direction = directions[event.code];
  const from = context.collisionRect;
  if (!direction || !from) return undefined;
  event.preventDefault();
  const [dx, dy] = direction;
  const cx = from.left + from.width / 2;
  const cy = from.top + from.height / 2;
  let best: { x: number; y: number; cost: number } | null = null;
  for (const container of context.droppableContainers.getEnabled()) {
    const rect = context.droppableRects.get(container.id);
    if (!rect) continue;
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const along = (x - cx) * dx + (y - cy) * dy;
    if (along < 1) continue;
    const across = Math.abs((x - cx) * dy) + Math.abs((y - cy) * dx);
    const cost = along + 2 * across;
    if (!best || cost < best.cost) best = { x, y, cost };
  }
  if (!best) return currentCoordinates;
  return { x: currentCoordinates.x + best.x - cx, y: currentCoordinates.y + best.y - cy };
};
