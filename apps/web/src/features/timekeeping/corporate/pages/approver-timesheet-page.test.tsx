import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApproverTimesheet } from '@careroster/shared/api/timekeeping/corporate/approver-timesheet';
import { productMessages } from '@careroster/shared/messages';
import {
  approveRemainingLinesContract,
  decideCorporateLineContract,
  getApproverTimesheetContract,
  logAttendanceContract,
  submitCorporateTimesheetContract,
} from '@careroster/shared/api/timekeeping/corporate/approver-timesheet';
import { failure, isCall, onCall, stubFetch } from '../../../../test/fetch-stub';
import { renderApp } from '../../../../test/render-app';

const token = 'Zk3v9QeT0m2pXc8LrB5sN1aYd7uWf4hJgK6oEiVtHq0';
const line = (id: string, day: string, status: 'PENDING' | 'APPROVED' | 'DISPUTED' = 'PENDING') => ({
  id,
  kind: 'TIMECARD' as const,
  work_date: day,
  clock_in_at: `${day}T12:03:00.000Z`,
  clock_out_at: `${day}T20:28:00.000Z`,
  worked_minutes: 475,
  status,
  comment: null,
  decided_at: null,
});
const sheet: ApproverTimesheet = {
  facility_name: 'Sunrise Care Center',
  timezone: 'EST',
  agency_name: 'Summit Nurse Partners',
  period_start: '2026-11-15',
  period_end: '2026-11-21',
  approver_name: 'Pat Approver',
  status: 'SENT',
  submitted_at: null,
  link_expires_at: '2026-12-06T15:00:00.000Z',
  worked_minutes: 1425,
  counts: { lines: 3, approved: 0, disputed: 0, pending: 3, logged: 0 },
  nurses: [
    {
      employee_id: '00000000-0000-4000-8000-0000000000e1',
      name: 'Carol Davis',
      job_title: 'CNA',
      worked_minutes: 950,
      lines: [line('00000000-0000-4000-8000-0000000000c1', '2026-11-16'), line('00000000-0000-4000-8000-0000000000c2', '2026-11-17')],
    },
    {
      employee_id: '00000000-0000-4000-8000-0000000000e2',
      name: 'Dan Evans',
      job_title: 'RN',
      worked_minutes: 475,
      lines: [line('00000000-0000-4000-8000-0000000000c3', '2026-11-18')],
    },
    { employee_id: '00000000-0000-4000-8000-0000000000e3', name: 'Eve Foster', job_title: 'LPN', worked_minutes: 0, lines: [] },
  ],
};

describe("the approver's timesheet page", () => {
  it('shows hours per nurse per day with totals on the new link', async () => {
    stubFetch(onCall(getApproverTimesheetContract, { token }, () => sheet));
    renderApp(`/corporate-timesheet-new/${token}`);
    expect(await screen.findByRole('heading', { name: 'Timesheet for approval' })).toBeInTheDocument();
    expect(screen.getByText('Sunrise Care Center · Summit Nurse Partners')).toBeInTheDocument();
    const carol = screen.getByRole('table', { name: 'Hours of Carol Davis' });
    const rows = within(carol).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // 12:03 UTC is 07:03 in EST.
    expect(rows[0]).toHaveTextContent('16/11/2026');
    expect(rows[0]).toHaveTextContent('07:03 AM');
    expect(rows[0]).toHaveTextContent('7.92');
    expect(screen.getByText('Total 15.83 hours')).toBeInTheDocument();
    expect(screen.getByText('All nurses: 23.75 hours in 3 lines')).toBeInTheDocument();
    // Nurses without hours are not listed, but can have an attendance logged.
    expect(screen.queryByRole('table', { name: 'Hours of Eve Foster' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('keeps working on the older link, and needs a comment to dispute', async () => {
    const disputedSheet: ApproverTimesheet = {
      ...sheet,
      status: 'IN_REVIEW',
      counts: { ...sheet.counts, disputed: 1, pending: 2 },
      nurses: sheet.nurses.map((n, i) =>
        i === 0 ? { ...n, lines: [{ ...n.lines[0]!, status: 'DISPUTED' as const, comment: 'Left at 14:00' }, n.lines[1]!] } : n,
      ),
    };
    const { requests } = stubFetch(
      onCall(getApproverTimesheetContract, { token }, () => sheet),
      onCall(decideCorporateLineContract, { token, lineId: '00000000-0000-4000-8000-0000000000c1' }, () => disputedSheet),
    );
    renderApp(`/corporate-timesheet/${token}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Dispute Carol Davis on 16/11/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute line' });
    await user.click(within(dialog).getByRole('button', { name: 'Dispute' }));
    expect(await within(dialog).findByText(productMessages.corporateDisputeNeedsComment)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Comment/), 'Left at 14:00');
    await user.click(within(dialog).getByRole('button', { name: 'Dispute' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ decision: 'DISPUTED', comment: 'Left at 14:00' }),
    );
    const carol = await screen.findByRole('table', { name: 'Hours of Carol Davis' });
    await within(carol).findByText('Left at 14:00');
    expect(screen.getByRole('button', { name: 'Dispute Carol Davis on 16/11/2026' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('logs a missing attendance and submits when every line is decided', async () => {
    const decided: ApproverTimesheet = {
      ...sheet,
      status: 'IN_REVIEW',
      counts: { lines: 4, approved: 4, disputed: 0, pending: 0, logged: 1 },
    };
    const { requests } = stubFetch(
      onCall(getApproverTimesheetContract, { token }, () =>
        requests.some(isCall(submitCorporateTimesheetContract, { token }))
          ? { ...decided, status: 'APPROVED', submitted_at: '2026-11-23T10:00:00.000Z' }
          : sheet,
      ),
      onCall(logAttendanceContract, { token }, () => ({ ...sheet, counts: { ...sheet.counts, lines: 4, approved: 1, logged: 1 } })),
      onCall(approveRemainingLinesContract, { token }, () => decided),
      onCall(submitCorporateTimesheetContract, { token }, () => ({
        status: 'APPROVED',
        message: productMessages.corporateSubmitted('APPROVED'),
      })),
    );
    renderApp(`/corporate-timesheet-new/${token}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log missing attendance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log missing attendance' });
    await user.click(within(dialog).getByRole('button', { name: 'Add attendance' }));
    expect(await within(dialog).findByText('Please choose a nurse.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /^Nurse/ }));
    await user.click(await screen.findByRole('option', { name: 'Eve Foster (LPN)' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Day/ }));
    await user.click(await screen.findByRole('option', { name: '19/11/2026' }));
    await user.type(within(dialog).getByLabelText(/^Clock in/), '22:00');
    await user.type(within(dialog).getByLabelText(/^Clock out/), '06:30');
    await user.type(within(dialog).getByLabelText(/^Comment/), 'Covered a call-out');
    await user.click(within(dialog).getByRole('button', { name: 'Add attendance' }));
    await waitFor(() =>
      expect(requests.find(isCall(logAttendanceContract, { token }))?.body).toEqual({
        employee_id: '00000000-0000-4000-8000-0000000000e3',
        work_date: '2026-11-19',
        clock_in: '22:00',
        clock_out: '06:30',
        comment: 'Covered a call-out',
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Approve all remaining' }));
    const submit = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    const confirm = await screen.findByRole('dialog', { name: 'Submit timesheet?' });
    await user.click(within(confirm).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(productMessages.corporateSubmitted('APPROVED'))).toBeInTheDocument();
    expect(await screen.findByText(/^You submitted this timesheet on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve all remaining' })).not.toBeInTheDocument();
  });

  it('says plainly when the link is unknown, replaced or expired', async () => {
    stubFetch(onCall(getApproverTimesheetContract, { token }, () => failure(404, [productMessages.corporateLinkUnknown], 'NOT_FOUND')));
    renderApp(`/corporate-timesheet-new/${token}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(productMessages.corporateLinkUnknown);
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });
});
