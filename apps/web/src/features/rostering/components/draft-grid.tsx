import { memo, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { Box, Menu, Text, VisuallyHidden } from '@mantine/core';
import dayjs from 'dayjs';
import { formatDate } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { OFF, type Roster } from '@careroster/shared/rostering/model';
import { showToast } from '../../../api/toasts';
import { SpacerRow, useVirtualTableRows } from '../../../components/virtual-table-rows';
import { cellKey, dayCover, type DraftView } from '../lib/draft-view';

export const NAME_WIDTH = 176;
export const DAY_WIDTH = 44;
export const ROW_HEIGHT = 32;

export type GridNurse = { name: string; jobTitle: string };
type CellData = { n: number; d: number };

const border = '1px solid var(--mantine-color-default-border)';
const sticky = { position: 'sticky', background: 'var(--mantine-color-body)' } as const;
const hatch = 'repeating-linear-gradient(135deg, var(--mantine-color-gray-2) 0 4px, transparent 4px 8px)';

const outsideEvents = ['mousedown', 'touchstart'];
const dayName = (date: string) => dayjs(date).format('ddd');
const dayLabel = (date: string) => `${dayName(date)} ${formatDate(date)}`;

/**
 * Arrow keys move a picked-up day to the same day of the nurse above or below: a swap never
 * changes the day, so left and right stay put.
 */
const sameDayStep: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const dy = event.code === 'ArrowDown' ? 1 : event.code === 'ArrowUp' ? -1 : 0;
  if (event.code === 'ArrowLeft' || event.code === 'ArrowRight') {
    event.preventDefault();
    return currentCoordinates;
  }
  const from = context.collisionRect;
  if (!dy || !from) return undefined;
  event.preventDefault();
  const cx = from.left + from.width / 2;
  const cy = from.top + from.height / 2;
  let best: { x: number; y: number; dist: number } | null = null;
  for (const container of context.droppableContainers.getEnabled()) {
    const rect = context.droppableRects.get(container.id);
    if (!rect) continue;
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    if (Math.abs(x - cx) > rect.width / 2 || (y - cy) * dy < 1) continue;
    const dist = Math.abs(y - cy);
    if (!best || dist < best.dist) best = { x, y, dist };
  }
  if (!best) return currentCoordinates;
  return { x: currentCoordinates.x + best.x - cx, y: currentCoordinates.y + best.y - cy };
};

type CellProps = {
  n: number;
  d: number;
  s: number;
  name: string;
  date: string;
  code: string;
  colour: { hex: string; text: string } | null;
  unavailable: boolean;
  /** The rotation's expected value where the cell differs from it. */
  deviation: string | null;
  editable: boolean;
  onMenu: (cell: CellData, element: HTMLElement) => void;
};

/** A nurse's day: the shift's code in its colour (or empty for off), a drag source and a drop target. */
const DraftCell = memo(function DraftCell({ n, d, s, name, date, code, colour, unavailable, deviation, editable, onMenu }: CellProps) {
  const id = cellKey(n, d);
  const data: CellData = { n, d };
  const drag = useDraggable({ id, data, disabled: !editable });
  const drop = useDroppable({ id, data, disabled: !editable });
  const value = s === OFF ? productMessages.rbOff : code;
  const label = [productMessages.rbCellLabel(name, dayLabel(date), value), unavailable ? productMessages.rbUnavailable : null, deviation]
    .filter(Boolean)
    .join('. ');
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    drag.listeners?.onKeyDown?.(event);
    if (event.key === 'Enter' && editable) {
      event.preventDefault();
      onMenu(data, event.currentTarget);
    }
  };
  return (
    <Box
      ref={(el: HTMLDivElement | null) => {
        drag.setNodeRef(el);
        drop.setNodeRef(el);
      }}
      {...drag.attributes}
      {...drag.listeners}
      onKeyDown={onKeyDown}
      onClick={(event) => editable && onMenu(data, event.currentTarget)}
      aria-label={label}
      title={[unavailable ? productMessages.rbUnavailable : null, deviation].filter(Boolean).join(' · ') || undefined}
      data-cell={id}
      data-shift={s}
      data-over={drop.isOver ? '' : undefined}
      style={{
        position: 'relative',
        height: ROW_HEIGHT - 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        cursor: editable ? 'grab' : 'default',
        background: unavailable ? hatch : undefined,
        outline: drop.isOver ? '2px solid var(--mantine-color-blue-7)' : undefined,
        outlineOffset: -2,
        opacity: drag.isDragging ? 0.5 : 1,
      }}
    >
      {s !== OFF && colour && (
        <span
          aria-hidden="true"
          style={{
            background: colour.hex,
            color: colour.text,
            borderRadius: 3,
            padding: '0 4px',
            fontSize: 12,
            fontWeight: 600,
            lineHeight: '18px',
          }}
        >
          {code}
        </span>
      )}
      {deviation && (
        <span
          aria-hidden="true"
          data-deviation
          style={{
            position: 'absolute',
            top: 2,
            right: 2,
            width: 6,
            height: 6,
            borderRadius: 3,
            background: 'var(--mantine-color-orange-8)',
          }}
        />
      )}
    </Box>
  );
});

export interface DraftGridProps {
  view: DraftView;
  roster: Roster;
  nurses: GridNurse[];
  editable: boolean;
  highlighted: number | null;
  onSwap: (a: number, b: number, d: number) => void;
  onSet: (n: number, d: number, s: number) => void;
  /** While a day is dragged over another nurse's same day: that swap (null when over nothing). */
  onPreview: (swap: { a: number; b: number; d: number } | null) => void;
}

/**
 * A draft's roster (issue 29): a row a nurse, a column a day, each day's header its cover. Rows
 * are virtualised as the roster page's are (200 nurses render the twenty-odd in view). A day is
 * dragged onto another nurse's same day to swap them (pointer, or keyboard: Space, arrows up and
 * down, Space); a click or Enter opens the cell's menu: a shift type of her job title, or Off.
 */
export function DraftGrid({ view, roster, nurses, editable, highlighted, onSwap, onSet, onPreview }: DraftGridProps) {
  const { problem, dates } = view;
  const [menu, setMenu] = useState<(CellData & { rect: DOMRect; element: HTMLElement }) | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    // Enter opens the cell's menu, so Space alone picks up and drops.
    useSensor(KeyboardSensor, {
      coordinateGetter: sameDayStep,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] },
    }),
  );
  const { scrollRef, headRef, virtualizer, items, padTop, padBottom } = useVirtualTableRows({
    count: problem.nurses.length,
    rowHeight: ROW_HEIGHT,
    overscan: 4,
    headKey: dates.length,
  });
  useEffect(() => {
    if (highlighted !== null) virtualizer.scrollToIndex(highlighted, { align: 'auto' });
  }, [highlighted, virtualizer]);

  const cover = dayCover(problem, roster);
  const nameOf = (n: number) => nurses[n]?.name ?? problem.nurses[n]?.name ?? '';
  const cellText = (c: CellData) => `${nameOf(c.n)}, ${dayLabel(dates[c.d]!)}`;
  const dataOf = (x: unknown) => (x as CellData | undefined) ?? null;
  const announcements: Announcements = {
    onDragStart: ({ active }) => productMessages.rbDragStart(cellText(dataOf(active.data.current)!)),
    onDragOver: ({ active, over }) =>
      over ? productMessages.rbDragOver(cellText(dataOf(active.data.current)!), cellText(dataOf(over.data.current)!)) : undefined,
    onDragEnd: ({ active, over }) => {
      const from = dataOf(active.data.current)!;
      const to = dataOf(over?.data.current);
      return to && to.d === from.d && to.n !== from.n
        ? productMessages.rbDragEnd(cellText(from), cellText(to))
        : productMessages.rbDragCancel(cellText(from));
    },
    onDragCancel: ({ active }) => productMessages.rbDragCancel(cellText(dataOf(active.data.current)!)),
  };
  const onDragOver = ({ active, over }: DragOverEvent) => {
    const from = dataOf(active.data.current);
    const to = dataOf(over?.data.current);
    onPreview(from && to && to.d === from.d && to.n !== from.n ? { a: from.n, b: to.n, d: from.d } : null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    onPreview(null);
    const from = dataOf(active.data.current);
    const to = dataOf(over?.data.current);
    if (!from || !to || to.n === from.n) return;
    if (to.d !== from.d) return showToast('error', productMessages.rbSwapWrongDay);
    onSwap(from.n, to.n, from.d);
  };
  const dropdownRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!menu) return;
    const frame = requestAnimationFrame(() => dropdownRef.current?.querySelector<HTMLElement>('[role=menuitem]:not([disabled])')?.focus());
    return () => cancelAnimationFrame(frame);
  }, [menu]);
  // Stable, so the memoised cells of rows that did not change do not render again.
  const openMenu = useCallback(
    (cell: CellData, element: HTMLElement) => setMenu({ ...cell, element, rect: element.getBoundingClientRect() }),
    [],
  );
  const closeMenu = () => {
    const element = menu?.element;
    setMenu(null);
    // The menu's anchor is not the cell: focus goes back to the cell it was opened from.
    requestAnimationFrame(() => element?.isConnected && element.focus());
  };

  const renderRow = (n: number) => {
    const nurse = nurses[n];
    const name = nameOf(n);
    const row = roster[n]!;
    const lit = highlighted === n;
    return (
      <tr key={n} data-nurse={problem.nurses[n]!.id} data-index={n} aria-selected={lit || undefined} style={{ height: ROW_HEIGHT }}>
        <th
          scope="row"
          style={{
            ...sticky,
            left: 0,
            zIndex: 1,
            textAlign: 'left',
            fontWeight: 'normal',
            padding: '0 6px',
            borderBottom: border,
            borderRight: border,
            borderLeft: lit ? '4px solid var(--mantine-color-blue-7)' : border,
            background: lit ? 'var(--mantine-color-blue-0)' : sticky.background,
          }}
        >
          <Text size="sm" fw={600} truncate="end" title={`${name} · ${nurse?.jobTitle ?? ''}`}>
            {name}{' '}
            <Text span size="xs" c="dimmed" fw={400}>
              {nurse?.jobTitle}
            </Text>
          </Text>
        </th>
        {dates.map((date, d) => {
          const s = row[d]!;
          const expected = view.expected[n]![d];
          const deviation =
            expected !== undefined && expected !== s
              ? productMessages.rbDeviates(expected === OFF ? productMessages.rbOff : view.codeOf(expected))
              : null;
          return (
            <td
              key={date}
              style={{ padding: 0, borderBottom: border, borderRight: border, background: lit ? 'var(--mantine-color-blue-0)' : undefined }}
            >
              <DraftCell
                n={n}
                d={d}
                s={s}
                name={name}
                date={date}
                code={view.codeOf(s)}
                colour={s === OFF ? null : view.colourOf(s)}
                unavailable={view.unavailable.has(cellKey(n, d))}
                deviation={deviation}
                editable={editable}
                onMenu={openMenu}
              />
            </td>
          );
        })}
      </tr>
    );
  };

  const menuTypes = menu ? view.typesOf[menu.n]! : [];
  return (
    <DndContext
      sensors={sensors}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => onPreview(null)}
      autoScroll={{ threshold: { x: 0.05, y: 0.05 } }}
      accessibility={{ announcements, screenReaderInstructions: { draggable: productMessages.rbDragHint } }}
    >
      <Box
        ref={scrollRef}
        data-draft-scroll
        // The grid scrolls in its own box both ways: the page never scrolls sideways.
        style={{ overflow: 'auto', height: 'max(320px, calc(100dvh - 360px))', maxWidth: '100%', border }}
      >
        <table
          aria-label={productMessages.rbGridLabel}
          aria-rowcount={problem.nurses.length + 1}
          style={{ tableLayout: 'fixed', borderCollapse: 'separate', borderSpacing: 0, width: NAME_WIDTH + DAY_WIDTH * dates.length }}
        >
          <colgroup>
            <col style={{ width: NAME_WIDTH }} />
            {dates.map((d) => (
              <col key={d} style={{ width: DAY_WIDTH }} />
            ))}
          </colgroup>
          <thead ref={headRef}>
            <tr>
              <th
                scope="col"
                style={{ ...sticky, top: 0, left: 0, zIndex: 3, textAlign: 'left', padding: 6, borderBottom: border, borderRight: border }}
              >
                <Text size="xs" fw={700}>
                  {productMessages.rbNurse}
                </Text>
              </th>
              {dates.map((date, d) => {
                const short = cover.short[d]!;
                return (
                  <th
                    key={date}
                    scope="col"
                    data-day={date}
                    data-short={short || undefined}
                    title={productMessages.rbCoverLabel(cover.assigned[d]!, view.need[d]!)}
                    style={{
                      ...sticky,
                      top: 0,
                      zIndex: 2,
                      padding: '2px 0',
                      textAlign: 'center',
                      borderBottom: short ? '3px solid var(--mantine-color-red-8)' : border,
                      borderRight: border,
                      background: short ? 'var(--mantine-color-red-0)' : sticky.background,
                    }}
                  >
                    <Text size="xs" fw={700} lh={1.2}>
                      {dayName(date)}
                    </Text>
                    <Text size="xs" lh={1.2}>
                      {dayjs(date).format('D/M')}
                    </Text>
                    <Text size="xs" lh={1.2} c={short ? 'red.9' : undefined} fw={short ? 700 : 400} data-cover>
                      <span aria-hidden="true">{productMessages.rbCover(cover.assigned[d]!, view.need[d]!)}</span>
                      <VisuallyHidden>
                        {productMessages.rbCoverLabel(cover.assigned[d]!, view.need[d]!)}
                        {short ? `, ${productMessages.rbShort}` : ''}
                      </VisuallyHidden>
                    </Text>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            <SpacerRow height={padTop} columns={dates.length + 1} />
            {items.map((item) => renderRow(item.index))}
            <SpacerRow height={padBottom} columns={dates.length + 1} />
          </tbody>
        </table>
      </Box>
      {menu && (
        // Without Mantine's initial-focus placeholder (a focusable role=presentation, a child axe does
        // not accept in a menu): the effect above puts focus on the first item instead. A keydown
        // outside does not close it: the Enter that opened it is still on its way to the document.
        <Menu
          opened
          onChange={(opened) => !opened && closeMenu()}
          position="bottom-start"
          withinPortal
          shadow="md"
          withInitialFocusPlaceholder={false}
          clickOutsideEvents={outsideEvents}
        >
          <Menu.Target>
            <Box
              aria-hidden="true"
              style={{
                position: 'fixed',
                left: menu.rect.left,
                top: menu.rect.top,
                width: menu.rect.width,
                height: menu.rect.height,
                pointerEvents: 'none',
              }}
            />
          </Menu.Target>
          <Menu.Dropdown ref={dropdownRef} aria-label={productMessages.rbCellMenu(nameOf(menu.n), dayLabel(dates[menu.d]!))}>
            {menuTypes.map((s) => (
              <Menu.Item
                key={s}
                disabled={roster[menu.n]![menu.d] === s}
                onClick={() => {
                  onSet(menu.n, menu.d, s);
                  closeMenu();
                }}
              >
                {problem.shiftTypes[s]!.label}
              </Menu.Item>
            ))}
            <Menu.Item
              disabled={roster[menu.n]![menu.d] === OFF}
              onClick={() => {
                onSet(menu.n, menu.d, OFF);
                closeMenu();
              }}
            >
              {productMessages.rbSetOff}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </DndContext>
  );
}
