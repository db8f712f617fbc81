import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { messages } from '@careroster/shared/messages';
import { TestProviders } from '../test/render-app';
import { FilterPopover, type FilterDefinition } from './filter-popover';
import { isPastWeek, stepWeekRange, weekRangeOf, type WeekRange } from './week-range';
import { WeekRangePicker } from './week-range-picker';

describe('week ranges', () => {
  it('start on Sunday and default to one week', () => {
    expect(weekRangeOf('2030-03-07')).toEqual({ start: '2030-03-03', end: '2030-03-09' });
    expect(weekRangeOf('2030-03-03', 1)).toEqual({ start: '2030-03-03', end: '2030-03-16' });
    expect(stepWeekRange({ start: '2030-03-03', end: '2030-03-16' }, 1)).toEqual({ start: '2030-03-17', end: '2030-03-30' });
  });

  it('refuse the current and future weeks in the multi-week select', () => {
    expect(isPastWeek('2030-02-24', '2030-03-07')).toBe(true);
    expect(isPastWeek('2030-03-03', '2030-03-07')).toBe(false);
    expect(isPastWeek('2030-03-10', '2030-03-07')).toBe(false);
  });
});

describe('WeekRangePicker', () => {
  function Harness() {
    const [range, setRange] = useState<WeekRange>(weekRangeOf('2030-03-07'));
    return <WeekRangePicker value={range} onChange={setRange} today="2030-03-07" />;
  }

  it('moves with the arrows, widens with the interval and resets to this week', async () => {
    render(
      <TestProviders>
        <Harness />
      </TestProviders>,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Week: 03/03/2030 - 09/03/2030' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next weeks' }));
    expect(screen.getByRole('button', { name: 'Week: 10/03/2030 - 16/03/2030' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous weeks' }));
    await user.click(screen.getByRole('button', { name: 'Previous weeks' }));
    expect(screen.getByRole('button', { name: 'Week: 24/02/2030 - 02/03/2030' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Weeks shown' }), '2 weeks');
    expect(screen.getByRole('button', { name: 'Week: 24/02/2030 - 09/03/2030' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next weeks' }));
    expect(screen.getByRole('button', { name: 'Week: 10/03/2030 - 23/03/2030' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('button', { name: 'Week: 03/03/2030 - 09/03/2030' })).toBeInTheDocument();
  });
});

describe('FilterPopover', () => {
  function Harness() {
    const [status, setStatus] = useState<string | null>(null);
    const [positions, setPositions] = useState<string[]>([]);
    const [radius, setRadius] = useState<number | null>(null);
    const filters: FilterDefinition[] = [
      {
        paramName: 'status',
        label: 'Status',
        type: 'single',
        items: [
          { value: 'UPCOMING', label: 'Upcoming' },
          { value: 'COMPLETED', label: 'Completed' },
        ],
        value: status,
        initialValue: null,
        setter: setStatus,
      },
      {
        paramName: 'positions',
        label: 'Positions',
        type: 'multi',
        items: [
          { value: 'rn', label: 'Registered Nurse' },
          { value: 'cna', label: 'Certified Nurse Aide' },
        ],
        value: positions,
        initialValue: [],
        setter: setPositions,
      },
      { paramName: 'radius', label: 'Radius', type: 'radius', value: radius, initialValue: null, setter: setRadius },
    ];
    return (
      <>
        <FilterPopover filters={filters} />
        <output>{JSON.stringify({ status, positions, radius })}</output>
      </>
    );
  }

  it('shows chips for applied values, removes one, and clears all', async () => {
    render(
      <TestProviders>
        <Harness />
      </TestProviders>,
    );
    const user = userEvent.setup();
    expect(screen.getByText(messages.noFiltersApplied)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.addFilter }));
    await user.click(await screen.findByRole('radio', { name: 'Upcoming' }));
    await user.click(screen.getByRole('checkbox', { name: 'Registered Nurse' }));
    await user.click(screen.getByRole('checkbox', { name: 'Certified Nurse Aide' }));
    expect(screen.getByText(messages.filterApplied)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search filters'), 'zzz');
    expect(screen.getByText(messages.noResultsFound)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search filters'));

    screen.getByRole('slider', { name: 'Radius in miles' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('"radius":2'));

    await user.click(screen.getByRole('button', { name: 'Remove filter Registered Nurse' }));
    expect(screen.getByRole('status')).toHaveTextContent('{"status":"UPCOMING","positions":["cna"],"radius":2}');
    // The chip sits outside the popover, so removing one closed it.
    await user.click(screen.getByRole('button', { name: messages.addFilter }));
    await user.click(await screen.findByRole('button', { name: 'Reset Positions' }));
    expect(screen.getByRole('status')).toHaveTextContent('"positions":[]');

    await user.click(screen.getByRole('button', { name: messages.clearAll }));
    expect(screen.getByRole('status')).toHaveTextContent('{"status":null,"positions":[],"radius":null}');
  });
});
