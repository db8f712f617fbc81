import { DndContext, useDndContext } from '@dnd-kit/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RosterAnswer } from '@careroster/shared/api/staffing/roster';
import { productMessages } from '@careroster/shared/messages';
import { TestProviders } from '../../../../test/render-app';
import type { Eligibility } from '../api/roster';
import { jane, manyRows, opening, rosterDays, rosterFixture } from '../test-fixtures';
import { shiftKindOf } from '@careroster/shared/structure/shift-kind';
import { timeCodeOf } from '../shift-colours';
import { RosterCell, type DragState } from './roster-cell';
import { announcements, dayLabel, dropTarget, openingLabel } from './roster-dnd';
import { NAME_WIDTH, RosterGrid } from './roster-grid';

const monday = rosterDays[1]!;

function renderGrid(roster: RosterAnswer = rosterFixture, eligibilityOf?: () => Promise<Eligibility>) {
  const onAssign = vi.fn();
  const onAvailability = vi.fn();
  const view = render(
    <TestProviders>
      <RosterGrid roster={roster} onAssign={onAssign} onAvailability={onAvailability} {...(eligibilityOf ? { eligibilityOf } : {})} />
    </TestProviders>,
  );
  return { ...view, onAssign, onAvailability };
}

describe('RosterGrid', () => {
  it("shows each day's positions booked against needed with its level, and its openings by their full title", () => {
    const { container } = renderGrid();
    const header = container.querySelector(`[data-day="${monday}"]`) as HTMLElement;
    expect(header.querySelector('[data-level="CRITICAL"]')).not.toBeNull();
    expect(within(header).getByText(`9 / 14 ${productMessages.rosterLevel.CRITICAL}`)).toBeInTheDocument();
    expect(within(header).getByText(productMessages.rosterHppd('2', '3'))).toBeInTheDocument();
    const chip = header.querySelector(`[data-opening="${opening.position_id}"]`) as HTMLElement;
    // Never cut: the whole job title, then the shift's code, time and count.
    expect(chip).toHaveTextContent(opening.job_title);
    expect(chip).toHaveTextContent(`D 7a-3p · ${productMessages.rosterOpenings(2)}`);
    expect(chip).toHaveAttribute('title', productMessages.rosterOpeningTitle(opening.job_title, opening.shift_title, '07:00', '15:00', 2));
    // dnd-kit's keyboard path: the chip is focusable and described by the drag instructions.
    expect(chip).toHaveAttribute('tabindex', '0');
    expect(chip).toHaveAttribute('aria-roledescription', 'draggable');
    expect(screen.getByText(productMessages.rosterDragHint)).toBeInTheDocument();
    expect(container.querySelector(`[data-day="${rosterDays[0]}"] [data-level="OK"]`)).not.toBeNull();
    expect(
      within(container.querySelector(`[data-day="${rosterDays[2]}"]`) as HTMLElement).getByText(productMessages.rosterNoPositions),
    ).toBeInTheDocument();
  });

  it("shows a person's bookings as coloured shift codes, her PTO and availability, in a narrow opaque name column", () => {
    const { container } = renderGrid();
    const cell = (date: string) => container.querySelector(`[data-cell="${jane.employee_id}:${date}"]`) as HTMLElement;
    const booking = within(cell(rosterDays[0]!)).getByText('N 7p-7a');
    expect(booking).toHaveAttribute('title', 'Night Desk 19:00-07:00 · Registered Nurse');
    expect(booking).toHaveAttribute('data-kind', 'NIGHT');
    expect(within(cell(rosterDays[2]!)).getByText(productMessages.rosterPtoPending)).toBeInTheDocument();
    expect(within(cell(rosterDays[2]!)).getByText(productMessages.rosterUnavailable)).toBeInTheDocument();
    expect(within(cell(monday)).queryByText('N 7p-7a')).not.toBeInTheDocument();
    const name = screen.getByRole('rowheader', { name: /Jane Doe/ });
    expect(name.style.position).toBe('sticky');
    expect(name.style.background).toBe('var(--mantine-color-body)');
    expect(within(name).getByText('Jane Doe').closest('[title]')).toHaveAttribute('title', 'Jane Doe · Registered Nurse · Internal');
    expect(container.querySelector('col')).toHaveStyle({ width: `${NAME_WIDTH}px` });
  });

  it('derives shift codes from the start and the time from both ends', () => {
    expect([shiftKindOf('07:00'), shiftKindOf('15:00'), shiftKindOf('23:00'), shiftKindOf('03:00')]).toEqual([
      'DAY',
      'EVENING',
      'NIGHT',
      'NIGHT',
    ]);
    expect(timeCodeOf('07:00', '19:00')).toBe('7a-7p');
    expect(timeCodeOf('00:00', '12:30')).toBe('12a-12:30p');
  });

  it('renders the rows in view, not all 201, and shows codes only at four weeks and more', () => {
    const many: RosterAnswer = { ...rosterFixture, count: 201, results: [jane, ...manyRows(200)] };
    const { container, unmount } = renderGrid(many);
    const rendered = container.querySelectorAll('tbody tr[data-employee]').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(40);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '202');
    unmount();
    const fourWeeks = Array.from({ length: 28 }, (_, i) => ({
      ...rosterFixture.days[i % 7]!,
      date: `2030-03-${String(3 + i).padStart(2, '0')}`,
    }));
    const wide = renderGrid({
      ...rosterFixture,
      days: fourWeeks.slice(0, 28).map((d, i) => ({ ...d, date: i < 7 ? rosterDays[i]! : d.date })),
    });
    expect(
      within(wide.container.querySelector(`[data-cell="${jane.employee_id}:${rosterDays[0]}"]`) as HTMLElement).getByText('N'),
    ).toBeInTheDocument();
  });

  it("assigns from a cell's menu, which offers only that day's openings, and records availability", async () => {
    const { onAssign, onAvailability } = renderGrid();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: productMessages.rosterAssignMenu('Jane Doe', dayLabel(rosterDays[0]!)) }));
    expect(await screen.findByRole('menuitem', { name: productMessages.rosterAssignNone })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: productMessages.rosterAssignMenu('Jane Doe', dayLabel(monday)) }));
    await user.click(await screen.findByRole('menuitem', { name: openingLabel(opening) }));
    expect(onAssign).toHaveBeenCalledWith(opening, jane.employee_id);
    await user.click(screen.getByRole('button', { name: productMessages.rosterAssignMenu('Jane Doe', dayLabel(monday)) }));
    await user.click(await screen.findByRole('menuitem', { name: productMessages.rosterAvailable }));
    expect(onAvailability).toHaveBeenCalledWith(jane.employee_id, monday, 'AVAILABLE');
  });

  it('while an opening is picked up, asks who may take it once, highlights them and shows the others why', async () => {
    const [other] = manyRows(1);
    const eligibilityOf = vi.fn(() =>
      Promise.resolve<Eligibility>(
        new Map([
          [jane.employee_id, null],
          [other!.employee_id, 'PTO'],
        ]),
      ),
    );
    const { container } = renderGrid({ ...rosterFixture, count: 2, results: [jane, other!] }, eligibilityOf);
    const chip = container.querySelector(`[data-opening="${opening.position_id}"]`) as HTMLElement;
    act(() => chip.focus());
    const user = userEvent.setup();
    await user.keyboard(' ');
    const refused = container.querySelector(`[data-cell="${other!.employee_id}:${monday}"]`) as HTMLElement;
    await waitFor(() => expect(refused).toHaveAttribute('data-eligibility', 'refused'));
    expect(within(refused).getByText(productMessages.rosterRefusal.PTO)).toBeInTheDocument();
    expect(container.querySelector(`[data-cell="${jane.employee_id}:${monday}"]`)).toHaveAttribute('data-eligibility', 'eligible');
    // Other days take no part.
    expect(container.querySelector(`[data-cell="${jane.employee_id}:${rosterDays[2]}"]`)).not.toHaveAttribute('data-eligibility');
    expect(eligibilityOf).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(productMessages.rosterEligibleCount(openingLabel(opening), 1, 2))).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(refused).not.toHaveAttribute('data-eligibility'));
  });

  it('accepts a drop only on a cell of the opening’s day, and says so', () => {
    const drag = { kind: 'opening', opening, date: monday };
    const sameDay = { kind: 'cell', date: monday, employeeId: jane.employee_id, name: 'Jane Doe' };
    const otherDay = { ...sameDay, date: rosterDays[2]! };
    expect(dropTarget(drag, sameDay)?.sameDay).toBe(true);
    expect(dropTarget(drag, otherDay)?.sameDay).toBe(false);
    expect(dropTarget(drag, undefined)).toBeNull();
    const event = (over: object) => ({ active: { id: 'a', data: { current: drag } }, over: { id: 'o', data: { current: over } } }) as never;
    expect(announcements.onDragEnd(event(sameDay))).toBe(
      productMessages.rosterDragEnd(openingLabel(opening), `Jane Doe, ${dayLabel(monday)}`),
    );
    expect(announcements.onDragOver(event(otherDay))).toBe(
      productMessages.rosterDragOverWrongDay(openingLabel(opening), `Jane Doe, ${dayLabel(rosterDays[2]!)}`),
    );
    expect(announcements.onDragEnd(event(otherDay))).toBe(productMessages.rosterDragCancel(openingLabel(opening)));
  });
});

/** What dnd-kit holds of a cell's drop target: disabled or not. */
function DropProbe({ id }: { id: string }) {
  const { droppableContainers } = useDndContext();
  return <output data-testid="probe">{String(droppableContainers.get(id)?.disabled ?? 'none')}</output>;
}

describe('RosterCell as a drop target', () => {
  const cellOf = (drag: DragState) => (
    <TestProviders>
      <DndContext>
        <RosterCell
          cell={{ date: monday, bookings: [], pto: [], availability: null }}
          employeeId={jane.employee_id}
          name="Jane Doe"
          openings={[]}
          compact={false}
          drag={drag}
          onAssign={() => undefined}
          onAvailability={() => undefined}
        />
        <DropProbe id={`cell:${jane.employee_id}:${monday}`} />
      </DndContext>
    </TestProviders>
  );

  it('takes no drop from a person who may not take the opening, nor from another day; takes one from who may', async () => {
    const view = render(cellOf(null));
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('false'));
    view.rerender(cellOf({ date: monday, refusal: 'CREDENTIAL_EXPIRED' }));
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('true'));
    expect(screen.getByText(productMessages.rosterRefusal.CREDENTIAL_EXPIRED)).toBeInTheDocument();
    view.rerender(cellOf({ date: rosterDays[2]!, refusal: null }));
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('true'));
    view.rerender(cellOf({ date: monday, refusal: null }));
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('false'));
    view.rerender(cellOf({ date: monday, refusal: undefined }));
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('false'));
  });
});
