import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CorporateTimesheetDetail, CorporateTimesheetSummary } from '@careroster/shared/api/timekeeping/corporate/corporate-timesheet';
import {
  corporateTimesheetOptionsContract,
  type CorporateOptions,
} from '@careroster/shared/api/timekeeping/corporate/corporate-timesheet-options';
import { productMessages } from '@careroster/shared/messages';
import { getCorporateTimesheetContract } from '@careroster/shared/api/timekeeping/corporate/get-corporate-timesheet';
import { listCorporateTimesheetsContract } from '@careroster/shared/api/timekeeping/corporate/list-corporate-timesheets';
import { sendCorporateTimesheetContract } from '@careroster/shared/api/timekeeping/corporate/send-corporate-timesheet';
import { useAppStore } from '../../../../store/app-store';
import { onCall, stubFetch } from '../../../../test/fetch-stub';
import { loginAnswerFixture } from '../../../../test/fixtures';
import { TestProviders } from '../../../../test/render-app';
import { CorporateTimesheetsPage } from './corporate-timesheets-page';

const disputed: CorporateTimesheetSummary = {
  id: '00000000-0000-4000-8000-0000000000a1',
  agency_id: '00000000-0000-4000-8000-0000000000f1',
  agency_name: 'Summit Nurse Partners',
  period_start: '2026-11-15',
  period_end: '2026-11-21',
  approver_name: 'Pat Approver',
  approver_email: 'pat@summit.example',
  status: 'DISPUTED',
  sent_at: '2026-11-22T15:00:00.000Z',
  sent_by: 'Adam Reyes',
  resend_count: 1,
  link_expires_at: '2026-12-06T15:00:00.000Z',
  submitted_at: '2026-11-23T10:00:00.000Z',
  worked_minutes: 1425,
  counts: { lines: 3, approved: 2, disputed: 1, pending: 0, logged: 1 },
};
const open: CorporateTimesheetSummary = {
  ...disputed,
  id: '00000000-0000-4000-8000-0000000000a2',
  agency_name: 'Bayside Staffing',
  status: 'SENT',
  resend_count: 0,
  submitted_at: null,
  counts: { lines: 2, approved: 0, disputed: 0, pending: 2, logged: 0 },
};
const options: CorporateOptions = {
  periods: [
    { start: '2026-11-22', end: '2026-11-28' },
    { start: '2026-11-15', end: '2026-11-21' },
  ],
  period: { start: '2026-11-15', end: '2026-11-21' },
  agencies: [
    {
      id: '00000000-0000-4000-8000-0000000000f2',
      name: 'Bayside Staffing',
      email: 'timesheets@bayside.example',
      lines: 4,
      open_sheet_id: null,
    },
    { id: '00000000-0000-4000-8000-0000000000f3', name: 'Lakeside Agency', email: null, lines: 0, open_sheet_id: null },
  ],
};

const render$ = () =>
  render(
    <TestProviders>
      <CorporateTimesheetsPage />
    </TestProviders>,
  );

describe('corporate timesheets page', () => {
  beforeEach(() => useAppStore.getState().login(loginAnswerFixture));

  it('says so when nothing was sent yet', async () => {
    stubFetch(onCall(listCorporateTimesheetsContract, () => ({ count: 0, results: [] })));
    render$();
    expect(await screen.findByText(productMessages.corporateEmpty)).toBeInTheDocument();
  });

  it('lists the sheets with status and line counts, and opens one with its lines and comments', async () => {
    const detail: CorporateTimesheetDetail = {
      ...disputed,
      lines: [
        {
          id: '00000000-0000-4000-8000-0000000000c1',
          kind: 'TIMECARD',
          employee_id: '00000000-0000-4000-8000-0000000000e1',
          nurse_name: 'Carol Davis',
          work_date: '2026-11-16',
          clock_in_at: '2026-11-16T12:03:00.000Z',
          clock_out_at: '2026-11-16T20:28:00.000Z',
          worked_minutes: 475,
          status: 'DISPUTED',
          comment: 'Left at 14:00',
          decided_at: '2026-11-23T09:00:00.000Z',
        },
        {
          id: '00000000-0000-4000-8000-0000000000c2',
          kind: 'LOGGED_ATTENDANCE',
          employee_id: '00000000-0000-4000-8000-0000000000e1',
          nurse_name: 'Carol Davis',
          work_date: '2026-11-18',
          clock_in_at: '2026-11-19T03:00:00.000Z',
          clock_out_at: '2026-11-19T11:30:00.000Z',
          worked_minutes: 510,
          status: 'APPROVED',
          comment: 'Covered a call-out',
          decided_at: '2026-11-23T09:00:00.000Z',
        },
      ],
    };
    stubFetch(
      onCall(listCorporateTimesheetsContract, () => ({ count: 2, results: [disputed, open] })),
      onCall(getCorporateTimesheetContract, { sheetId: disputed.id }, () => detail),
    );
    render$();
    const table = await screen.findByRole('table', { name: 'Sent timesheets' });
    await within(table).findByText('Summit Nurse Partners');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Summit Nurse Partners');
    expect(rows[0]).toHaveTextContent('15/11/2026 – 21/11/2026');
    expect(rows[0]).toHaveTextContent('Disputed');
    expect(rows[0]).toHaveTextContent('2 approved, 1 disputed, 0 pending');
    expect(rows[0]).toHaveTextContent('1 logged by the approver');
    expect(rows[0]).toHaveTextContent('Resent 1 time');
    // A submitted sheet has nothing to resend; an open one does.
    expect(within(rows[0]!).queryByRole('button', { name: /^Resend/ })).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: /^Resend Bayside Staffing/ })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Sent');

    await userEvent.setup().click(within(rows[0]!).getByRole('button', { name: 'Summit Nurse Partners timesheet lines' }));
    const lines = await screen.findByRole('table', { name: 'Timesheet lines' });
    const lineRows = within(lines).getAllByRole('row').slice(1);
    expect(lineRows[0]).toHaveTextContent('Carol Davis');
    expect(lineRows[0]).toHaveTextContent('Left at 14:00');
    expect(lineRows[1]).toHaveTextContent('Logged by the approver');
    expect(lineRows[1]).toHaveTextContent('8.50');
  });

  it('sends a period of an agency to its approver, prefilled with the agency address', async () => {
    const { requests } = stubFetch(
      onCall(listCorporateTimesheetsContract, () => ({ count: 0, results: [] })),
      onCall(corporateTimesheetOptionsContract, () => options),
      onCall(sendCorporateTimesheetContract, () => ({
        id: open.id,
        lines: 4,
        message: productMessages.corporateSent('timesheets@bayside.example', 4),
      })),
    );
    render$();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send timesheet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send timesheet' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Please choose an agency.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: /^Agency/ }));
    await user.click(await screen.findByRole('option', { name: 'Bayside Staffing (4 lines)' }));
    expect(within(dialog).getByLabelText(/^Approver e-mail/)).toHaveValue('timesheets@bayside.example');
    await user.type(within(dialog).getByLabelText(/^Approver name/), 'Pat Approver');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        agency_id: options.agencies[0]!.id,
        period_start: '2026-11-15',
        approver_name: 'Pat Approver',
        approver_email: 'timesheets@bayside.example',
      }),
    );
    expect(await screen.findByText(productMessages.corporateSent('timesheets@bayside.example', 4))).toBeInTheDocument();
  });

  it('does not offer an agency without hours in the period or with a sheet already open, and says why', async () => {
    const withOpen: CorporateOptions = {
      ...options,
      agencies: [
        ...options.agencies,
        { id: '00000000-0000-4000-8000-0000000000f4', name: 'Summit Nurse Partners', email: null, lines: 3, open_sheet_id: disputed.id },
      ],
    };
    const { requests } = stubFetch(
      onCall(listCorporateTimesheetsContract, () => ({ count: 0, results: [] })),
      onCall(corporateTimesheetOptionsContract, () => withOpen),
    );
    render$();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send timesheet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send timesheet' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Agency/ }));
    const empty = await screen.findByRole('option', { name: 'Lakeside Agency (no hours in this period)' });
    expect(empty).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: 'Summit Nurse Partners (already sent: resend it from the list)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.queryByRole('option', { name: /\(0 lines\)/ })).not.toBeInTheDocument();
    await user.click(empty);
    await user.type(within(dialog).getByLabelText(/^Approver e-mail/), 'office@lakeside.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Please choose an agency.')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });
});
