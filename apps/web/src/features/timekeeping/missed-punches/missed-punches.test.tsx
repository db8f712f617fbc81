import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MissedPunch } from '@careroster/shared/api/timekeeping/missed-punches/missed-punch';
import {
  approveMissedPunchContract,
  rejectMissedPunchContract,
  remindMissedPunchContract,
  updateMissedPunchContract,
} from '@careroster/shared/api/timekeeping/missed-punches/decide-missed-punch';
import { listMissedPunchesContract } from '@careroster/shared/api/timekeeping/missed-punches/list-missed-punches';
import {
  actOnMissedPunchContract,
  getMissedPunchActionContract,
  type MissedPunchAction,
} from '@careroster/shared/api/timekeeping/missed-punches/missed-punch-action';
import { productMessages } from '@careroster/shared/messages';
import { useAppStore } from '../../../store/app-store';
import { failure, onCall, stubFetch } from '../../../test/fetch-stub';
import { loginAnswerFixture } from '../../../test/fixtures';
import { renderApp, TestProviders } from '../../../test/render-app';
import { MissedPunchesPage } from './pages/missed-punches-page';

const shift = {
  id: '00000000-0000-4000-8000-0000000000a1',
  title: 'Morning Shift',
  start_date: '2026-11-20',
  end_date: '2026-11-20',
  start_time: '07:00',
  end_time: '15:00',
  timezone: 'EST' as const,
  starts_at: '2026-11-20T12:00:00.000Z',
  ends_at: '2026-11-20T20:00:00.000Z',
};
const base: MissedPunch = {
  id: '00000000-0000-4000-8000-0000000000d1',
  kind: 'IN',
  status: 'OPEN',
  detected_at: '2026-11-20T12:15:00.000Z',
  timecard_id: '00000000-0000-4000-8000-0000000000e1',
  shift,
  nurse: {
    id: '00000000-0000-4000-8000-0000000000f1',
    employee_id: '00000000-0000-4000-8000-0000000000f2',
    name: 'Ada Lovelace',
    worker_type: 'IN',
  },
  proposed_at: null,
  proposed_reason: null,
  supervisor_link: null,
  reminders_sent: 1,
  last_reminded_at: '2026-11-20T12:15:00.000Z',
  resolved_time: null,
  resolved_at: null,
  resolved_by: null,
  resolution_reason: null,
};
const proposed: MissedPunch = {
  ...base,
  id: '00000000-0000-4000-8000-0000000000d2',
  kind: 'OUT',
  status: 'PROPOSED',
  nurse: { ...base.nurse, name: 'Grace Hopper' },
  proposed_at: '2026-11-20T20:10:00.000Z',
  proposed_reason: 'Handover ran late',
  supervisor_link: { sent_to: 'charge@sunrise.example', expires_at: '2026-11-23T20:00:00.000Z' },
};

describe('the missed-punch queue', () => {
  beforeEach(() => useAppStore.getState().login(loginAnswerFixture));

  const renderPage = () =>
    render(
      <TestProviders>
        <MissedPunchesPage />
      </TestProviders>,
    );

  it('lists what needs action, with the shift, nurse, kind and proposal, and filters by status', async () => {
    const { requests } = stubFetch(onCall(listMissedPunchesContract, () => ({ count: 2, results: [base, proposed] })));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Missed punches' });
    const open = await within(table).findByTestId(`missed-punch-${base.id}`);
    expect(within(open).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(open).getByText('Clock-in')).toBeInTheDocument();
    expect(within(open).getByText('Not yet proposed')).toBeInTheDocument();
    expect(within(open).getByText('20/11/2026 07:00–15:00 EST')).toBeInTheDocument();
    expect(within(open).queryByRole('button', { name: 'Approve Ada Lovelace' })).toBeNull();
    const row = within(table).getByTestId(`missed-punch-${proposed.id}`);
    expect(within(row).getByText('20/11/2026 03:10 PM')).toBeInTheDocument();
    expect(within(row).getByText('Handover ran late')).toBeInTheDocument();
    expect(within(row).getByText('Link sent to charge@sunrise.example')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Remind Grace Hopper' })).toBeNull();
    expect(requests.at(-1)!.path).toContain('status=OPEN%2CPROPOSED');

    await userEvent.click(screen.getByText('Approved'));
    await waitFor(() => expect(requests.at(-1)!.path).toContain('status=APPROVED'));
  });

  it('approves a proposal and sets a time with a reason', async () => {
    const { requests } = stubFetch(
      onCall(listMissedPunchesContract, () => ({ count: 2, results: [base, proposed] })),
      onCall(approveMissedPunchContract, { missedPunchId: proposed.id }, () => ({ ...proposed, status: 'APPROVED' })),
      onCall(updateMissedPunchContract, { missedPunchId: base.id }, () => ({ ...base, status: 'APPROVED' })),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve missed punch' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await screen.findByText(productMessages.missedPunchApproved);
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: `/api/v1/facilities/missed-punches/${proposed.id}/approve`,
      body: {},
    });

    await userEvent.click(screen.getByRole('button', { name: 'Update Ada Lovelace' }));
    const update = await screen.findByRole('dialog', { name: 'Set the time' });
    const save = within(update).getByRole('button', { name: 'Save and approve' });
    expect(save).toBeDisabled();
    const time = within(update).getByLabelText(/^Time \(EST\)/);
    await userEvent.clear(time);
    await userEvent.type(time, '07:05');
    await userEvent.type(within(update).getByLabelText(/^Reason/), 'Saw her arrive');
    await userEvent.click(save);
    await screen.findByText(productMessages.missedPunchUpdated);
    expect(requests.filter((r) => r.method === 'POST').at(-1)).toMatchObject({
      path: `/api/v1/facilities/missed-punches/${base.id}/update`,
      body: { time: '2026-11-20T12:05:00.000Z', reason: 'Saw her arrive' },
    });
  });

  it('shows a refusal in the dialog and the too-soon reminder as a toast', async () => {
    stubFetch(
      onCall(listMissedPunchesContract, () => ({ count: 1, results: [base] })),
      onCall(remindMissedPunchContract, { missedPunchId: base.id }, () =>
        failure(409, [productMessages.missedPunchRemindTooSoon(42)], 'CONFLICT'),
      ),
      onCall(rejectMissedPunchContract, { missedPunchId: base.id }, () =>
        failure(409, [productMessages.missedPunchAlreadyDecided('Approved')], 'CONFLICT'),
      ),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Remind Ada Lovelace' }));
    expect(await screen.findByText(productMessages.missedPunchRemindTooSoon(42))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reject Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject missed punch' });
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Not on shift');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(productMessages.missedPunchAlreadyDecided('Approved'));
  });

  it('says so when nothing is missing', async () => {
    stubFetch(onCall(listMissedPunchesContract, () => ({ count: 0, results: [] })));
    renderPage();
    expect(await screen.findByText(productMessages.missedPunchesEmpty)).toBeInTheDocument();
  });
});

describe("the supervisor's action page", () => {
  const token = 'a'.repeat(43);
  const page: MissedPunchAction = {
    facility_name: 'Sunrise Care Center',
    shift: {
      title: 'Morning Shift',
      start_date: '2026-11-20',
      end_date: '2026-11-20',
      start_time: '07:00',
      end_time: '15:00',
      timezone: 'EST',
      starts_at: shift.starts_at,
      ends_at: shift.ends_at,
    },
    nurse_name: 'Grace Hopper',
    kind: 'OUT',
    proposed_at: '2026-11-20T20:10:00.000Z',
    proposed_reason: 'Handover ran late',
    expires_at: '2026-11-23T20:00:00.000Z',
  };

  it('shows the shift, the nurse and the proposal, and approves with the name given', async () => {
    const { requests } = stubFetch(
      onCall(getMissedPunchActionContract, { token }, () => page),
      onCall(actOnMissedPunchContract, { token }, () => ({ status: 'APPROVED', resolved_time: page.proposed_at })),
    );
    renderApp(`/missed-punch-action/${token}`);
    expect(await screen.findByRole('heading', { name: productMessages.missedPunchActionTitle })).toBeInTheDocument();
    for (const text of [
      'Sunrise Care Center',
      'Morning Shift',
      '20/11/2026',
      '07:00 – 15:00 (EST)',
      'Grace Hopper',
      'Clock-out',
      '20/11/2026 03:10 PM EST',
      'Handover ran late',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(document.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer');
    const approve = screen.getByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Your name/), 'Sam Supervisor');
    await userEvent.click(approve);
    expect(await screen.findByText(productMessages.missedPunchLinkDone('Approved'))).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({ decision: 'APPROVE', name: 'Sam Supervisor' });
  });

  it('corrects the time with a reason', async () => {
    const { requests } = stubFetch(
      onCall(getMissedPunchActionContract, { token }, () => page),
      onCall(actOnMissedPunchContract, { token }, () => ({ status: 'APPROVED', resolved_time: '2026-11-20T20:30:00.000Z' })),
    );
    renderApp(`/missed-punch-action/${token}`);
    await userEvent.click(await screen.findByLabelText('Correct the time'));
    const time = screen.getByLabelText(/^Time \(EST\)/);
    await userEvent.clear(time);
    await userEvent.type(time, '15:30');
    await userEvent.type(screen.getByLabelText(/^Reason/), 'I saw her leave');
    await userEvent.type(screen.getByLabelText(/^Your name/), 'Sam');
    await userEvent.click(screen.getByRole('button', { name: 'Save the corrected time' }));
    await screen.findByText(productMessages.missedPunchLinkDone('Approved'));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      decision: 'CORRECT',
      name: 'Sam',
      time: '2026-11-20T20:30:00.000Z',
      reason: 'I saw her leave',
    });
  });

  it('says clearly when the link was used, replaced, expired or is unknown', async () => {
    stubFetch(onCall(getMissedPunchActionContract, { token }, () => failure(404, [productMessages.missedPunchLinkUsed], 'NOT_FOUND')));
    renderApp(`/missed-punch-action/${token}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(productMessages.missedPunchLinkUsed);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
