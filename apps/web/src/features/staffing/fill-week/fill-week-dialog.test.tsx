import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productMessages } from '@careroster/shared/messages';
import {
  fillWeekConfirmContract,
  type FillWeekProposal,
  fillWeekProposalContract,
  type ProposedAssignment,
} from '@careroster/shared/api/staffing/fill-week';
import { useAppStore } from '../../../store/app-store';
import { isCall, onCall, stubFetch } from '../../../test/fetch-stub';
import { loginAnswerFixture } from '../../../test/fixtures';
import { TestProviders } from '../../../test/render-app';
import { FillWeekButton } from './fill-week-button';

const row = (over: Partial<ProposedAssignment>): ProposedAssignment => ({
  position_id: '11111111-2222-4333-8444-555555555555',
  shift_id: '21111111-2222-4333-8444-555555555555',
  shift_title: 'Morning Floor 2',
  date: '2030-03-04',
  start_time: '07:00',
  end_time: '19:00',
  job_title: 'Registered Nurse',
  employee_id: '31111111-2222-4333-8444-555555555555',
  first_name: 'Ada',
  last_name: 'Lovelace',
  type: 'IN',
  cost: 402.5,
  overtime_hours: 0,
  reasons: ['no overtime', '$35.00/Hr'],
  ...over,
});

const ada = row({});
const grace = row({ employee_id: '41111111-2222-4333-8444-555555555555', first_name: 'Grace', last_name: 'Hopper', type: 'EN' });
const tuesday = row({
  position_id: '51111111-2222-4333-8444-555555555555',
  date: '2030-03-05',
  first_name: 'Mary',
  last_name: 'Jackson',
  employee_id: '61111111-2222-4333-8444-555555555555',
});

const proposal: FillWeekProposal = {
  week_start: '2030-03-03',
  week_end: '2030-03-09',
  assignments: [tuesday, ada, grace],
  unfilled: [
    {
      ...ada,
      position_id: '71111111-2222-4333-8444-555555555555',
      open: 1,
      reason: 'NO_CANDIDATE',
      message: productMessages.fillWeekNoCandidate,
    },
  ],
  totals: { openings: 4, proposed: 3, cost: 1207.5, overtime_hours: 0 },
  note: null,
};

describe('Fill week', () => {
  it('shows the plan by day, all checked, and confirms the rows left checked', async () => {
    useAppStore.getState().login(loginAnswerFixture);
    const { requests } = stubFetch(
      onCall(fillWeekProposalContract, () => proposal),
      onCall(fillWeekConfirmContract, () => ({ message: productMessages.fillWeekBooked(2), booked: 2, refused: [], overtime: [] })),
    );
    render(
      <TestProviders>
        <FillWeekButton range={{ start: '2030-03-03', end: '2030-03-09' }} />
      </TestProviders>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: productMessages.fillWeek }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('fill-week-totals')).toHaveTextContent('3 of 4 openings proposed');
    // Monday's table comes before Tuesday's, whatever the order of the answer.
    const tables = within(dialog).getAllByRole('table');
    expect(tables.map((t) => t.getAttribute('aria-label'))).toEqual(['Monday, 04/03/2030', 'Tuesday, 05/03/2030']);
    expect(within(tables[0]!).getAllByTestId('fill-week-row')).toHaveLength(2);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(productMessages.fillWeekNoCandidate);

    await user.click(
      within(dialog).getByRole('checkbox', {
        name: productMessages.fillWeekSelectRow('Grace Hopper', 'Morning Floor 2 07:00 AM - 07:00 PM'),
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: productMessages.fillWeekConfirm(2) }));
    expect(await screen.findByText(productMessages.fillWeekBooked(2))).toBeInTheDocument();
    const confirm = requests.find(isCall(fillWeekConfirmContract))!;
    expect(confirm.body).toEqual({
      assignments: [
        { position_id: tuesday.position_id, employee_id: tuesday.employee_id },
        { position_id: ada.position_id, employee_id: ada.employee_id },
      ],
    });
    expect(confirm.headers.get('idempotency-key')).toBeTruthy();
    expect(requests.find(isCall(fillWeekProposalContract))!.body).toEqual({ week_start: '2030-03-03', weeks: 1 });
    expect(within(dialog).queryByText(productMessages.fillWeekBestSoFar)).not.toBeInTheDocument();
  });

  it('says when the plan is the best found in the time limit, not proven the cheapest', async () => {
    useAppStore.getState().login(loginAnswerFixture);
    stubFetch(onCall(fillWeekProposalContract, () => ({ ...proposal, note: productMessages.fillWeekBestSoFar })));
    render(
      <TestProviders>
        <FillWeekButton range={{ start: '2030-03-03', end: '2030-03-09' }} />
      </TestProviders>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: productMessages.fillWeek }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(productMessages.fillWeekBestSoFar)).toBeInTheDocument();
  });
});
