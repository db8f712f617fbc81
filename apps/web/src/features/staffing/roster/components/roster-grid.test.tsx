import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { productMessages } from '@careroster/shared/messages';
import { TestProviders } from '../../../../test/render-app';
import { jane, opening, rosterDays, rosterFixture } from '../test-fixtures';
import { announcements, dayLabel, dropTarget, openingLabel } from './roster-dnd';
import { RosterGrid } from './roster-grid';

const monday = rosterDays[1]!;

function renderGrid() {
  const onAssign = vi.fn();
  const onAvailability = vi.fn();
  const view = render(
    <TestProviders>
      <RosterGrid roster={rosterFixture} onAssign={onAssign} onAvailability={onAvailability} />
    </TestProviders>,
  );
  return { ...view, onAssign, onAvailability };
}

describe('RosterGrid', () => {
  it("colours each day's header by its staffing and lists its openings as draggable chips", () => {
    const { container } = renderGrid();
    const header = container.querySelector(`[data-day="${monday}"]`) as HTMLElement;
    expect(within(header).getByText(productMessages.rosterLevel.CRITICAL)).toBeInTheDocument();
    expect(within(header).getByText(productMessages.rosterDayFigures('120', '80'))).toBeInTheDocument();
    expect(within(header).getByText(productMessages.rosterHppd('2', '3'))).toBeInTheDocument();
    const chip = header.querySelector(`[data-opening="${opening.position_id}"]`) as HTMLElement;
    expect(chip).toHaveTextContent(`${opening.job_title} · ${productMessages.rosterOpenings(2)}`);
    expect(chip).toHaveTextContent(`${opening.shift_title} 07:00-15:00`);
    // dnd-kit's keyboard path: the chip is focusable and described by the drag instructions.
    expect(chip).toHaveAttribute('tabindex', '0');
    expect(chip).toHaveAttribute('aria-roledescription', 'draggable');
    expect(screen.getByText(productMessages.rosterDragHint)).toBeInTheDocument();
    expect(container.querySelector(`[data-day="${rosterDays[0]}"] [data-level="OK"]`)).not.toBeNull();
    expect(
      within(container.querySelector(`[data-day="${rosterDays[2]}"]`) as HTMLElement).getByText(productMessages.rosterNoBudget),
    ).toBeInTheDocument();
  });

  it("shows a person's bookings, PTO and availability in her days", () => {
    const { container } = renderGrid();
    const cell = (date: string) => container.querySelector(`[data-cell="${jane.employee_id}:${date}"]`) as HTMLElement;
    expect(within(cell(rosterDays[0]!)).getByText('Night Desk')).toBeInTheDocument();
    expect(within(cell(rosterDays[0]!)).getByText('19:00-07:00 · Registered Nurse')).toBeInTheDocument();
    expect(within(cell(rosterDays[2]!)).getByText(productMessages.rosterPtoPending)).toBeInTheDocument();
    expect(within(cell(rosterDays[2]!)).getByText(productMessages.rosterUnavailable)).toBeInTheDocument();
    expect(within(cell(monday)).queryByText('Night Desk')).not.toBeInTheDocument();
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
