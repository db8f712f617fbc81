import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createRotationContract } from '@careroster/shared/api/rostering/rotations';
import { productMessages } from '@careroster/shared/messages';
import { isCall, onCall, stubFetch } from '../../../test/fetch-stub';
import { TestProviders } from '../../../test/render-app';
import { RotationDialog } from './rotation-dialog';

const DAY = '00000000-0000-4000-8000-00000000000d';
const NIGHT = '00000000-0000-4000-8000-00000000000e';
const timings = [
  { id: DAY, code: 'D', name: 'Day' },
  { id: NIGHT, code: 'N', name: 'Night' },
];

describe('RotationDialog', () => {
  it('grows and shrinks its grid by whole weeks, Sunday to Saturday, and sends each day as a timing or off', async () => {
    const onClose = vi.fn();
    const { requests } = stubFetch(
      onCall(createRotationContract, (request) => ({
        ...(request.body as { name: string; cycle: (string | null)[]; weight: number; hard: boolean }),
        id: '00000000-0000-4000-8000-0000000000b1',
        staff_count: 0,
      })),
    );
    render(
      <TestProviders>
        <RotationDialog rotation={null} timings={timings} onClose={onClose} />
      </TestProviders>,
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: productMessages.rbRotationAdd });
    const grid = within(dialog).getByRole('table', { name: productMessages.rbRotationCycle });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([productMessages.rbRotationCycle, ...productMessages.rbWeekdaysShort]);
    expect(within(grid).getAllByRole('combobox')).toHaveLength(7);

    const weeks = within(dialog).getByRole('textbox', { name: productMessages.rbRotationWeeks });
    await user.clear(weeks);
    await user.type(weeks, '3');
    expect(within(grid).getAllByRole('combobox')).toHaveLength(21);
    await user.selectOptions(within(grid).getByRole('combobox', { name: productMessages.rbRotationDay(1, 'Mon') }), 'D');
    await user.selectOptions(within(grid).getByRole('combobox', { name: productMessages.rbRotationDay(3, 'Sat') }), 'N');
    await user.clear(weeks);
    await user.type(weeks, '2');
    // Week 3 goes, and its night with it; week 1's day stays.
    expect(within(grid).getAllByRole('combobox')).toHaveLength(14);

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Two on');
    await user.click(within(dialog).getByRole('checkbox', { name: productMessages.rbHard }));
    await user.click(within(dialog).getByRole('button', { name: productMessages.rbSave }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const cycle = new Array<string | null>(14).fill(null);
    cycle[1] = DAY;
    expect(requests.find(isCall(createRotationContract))?.body).toEqual({ name: 'Two on', cycle, weight: 10, hard: true });
  });
});
