import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pathOf } from '@careroster/shared/api/contract';
import { getClockDetailsContract, punchPhotoContract, type ClockDetails } from '@careroster/shared/api/timekeeping/clock-details';
import { listTimesheetContract, type TimesheetAnswer } from '@careroster/shared/api/timekeeping/list-timesheet';
import type { TimesheetRow } from '@careroster/shared/api/timekeeping/timecard';
import { approveTimecardsContract } from '@careroster/shared/api/timekeeping/timecard-actions';
import { productMessages } from '@careroster/shared/messages';
import { formatDate } from '@careroster/shared/format/date-time';
import { useAppStore } from '../../../../store/app-store';
import { isCall, onCall, stubFetch, type StubRequest } from '../../../../test/fetch-stub';
import { loginAnswerFixture } from '../../../../test/fixtures';
import { TestProviders } from '../../../../test/render-app';
import { TimesheetPage } from '../pages/timesheet-page';
import { ClockDetailsDialog } from './clock-details-dialog';

const card = '00000000-0000-4000-8000-0000000000a1';
const punchId = '00000000-0000-4000-8000-0000000000p1';
const details: ClockDetails = {
  shift_info: { title: 'Morning Shift', start_date: '2026-11-10T12:00:00.000Z', end_date: '2026-11-10T20:00:00.000Z', timezone: 'EST' },
  nurse_name: 'Ada Lovelace',
  user_type: 'AN',
  job_title_abbr: 'RN',
  clock_in_time: '2026-11-10T11:58:00.000Z',
  clock_out_time: null,
  clock_in_distance: 40,
  clock_out_distance: 4200,
  clock_in_image: pathOf(punchPhotoContract, { punchId }),
  clock_out_image: null,
};

// A file endpoint: the photo's bytes, not the envelope.
const photoRoute = (r: StubRequest) =>
  isCall(punchPhotoContract, { punchId })(r)
    ? new Response(new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' }), { status: 200 })
    : undefined;

const row = (over: Partial<TimesheetRow>): TimesheetRow => ({
  timecard_id: card,
  assignment_id: '00000000-0000-4000-8000-0000000000b1',
  employee_id: '00000000-0000-4000-8000-0000000000c1',
  nurse_name: 'Ada Lovelace',
  worker_type: 'IN',
  job_title_id: '0ebce08b-d441-4e3d-94c0-d17219dac790',
  job_title_abbr: 'RN',
  shift_title: 'Morning Shift',
  work_date: '2026-11-10',
  scheduled_start: '2026-11-10T12:00:00.000Z',
  scheduled_end: '2026-11-10T20:00:00.000Z',
  clock_in_at: '2026-11-10T12:00:00.000Z',
  clock_out_at: '2026-11-10T20:00:00.000Z',
  break_minutes: 30,
  rounding_minutes: 0,
  worked_minutes: 450,
  hours: 7.5,
  status: 'PENDING',
  auto_approved: false,
  flagged: false,
  flags: [],
  flag_reason: null,
  missing_punch: false,
  dispute_reason: null,
  corrected: false,
  decided_at: null,
  ...over,
});

const sheetOf = (rows: TimesheetRow[], start = '2026-11-08'): TimesheetAnswer => ({
  period: { start, end: '2026-11-14', previous: '2026-11-07', next: '2026-11-15', payroll_setting: 'WEEKLY', timezone: 'EST' },
  rows,
  totals: {
    rows: rows.length,
    nurses: 2,
    worked_minutes: 900,
    hours: 15,
    approved_hours: 7.5,
    pending: 1,
    approved: 1,
    disputed: 0,
    flagged: 1,
  },
});

beforeEach(() => {
  useAppStore.getState().login(loginAnswerFixture);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() }));
});
afterEach(() => vi.unstubAllGlobals());

describe('ClockDetailsDialog', () => {
  it('shows every field in the facility zone, distances by the spec rule, the photo fetched with auth, and - - for what is missing', async () => {
    const { requests } = stubFetch(
      onCall(getClockDetailsContract, { timecardId: card }, () => details),
      photoRoute,
    );
    render(
      <TestProviders>
        <ClockDetailsDialog timecardId={card} onClose={() => undefined} />
      </TestProviders>,
    );
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Morning Shift')).toBeInTheDocument();
    expect(screen.getByText('Agency')).toBeInTheDocument();
    expect(screen.getByText('RN')).toBeInTheDocument();
    expect(screen.getByText('EST')).toBeInTheDocument();
    expect(screen.getByText(/06:58 AM/)).toBeInTheDocument();
    expect(screen.getByText('131 ft')).toBeInTheDocument();
    expect(screen.getByText('4200.00 m')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: productMessages.clockDetailsPhotoAlt('in') })).toHaveAttribute('src', 'blob:photo');
    // Clock-out time and photo are missing.
    expect(screen.getAllByText('- -')).toHaveLength(2);
    const photo = requests.find(isCall(punchPhotoContract, { punchId }))!;
    expect(photo.headers.get('authorization')).toMatch(/^Bearer /);
  });
});

describe('TimesheetPage', () => {
  it('lists the period with totals and statuses, filters flagged, pages, approves the selection and shows refusals', async () => {
    const pending = row({});
    const approved = row({
      timecard_id: '00000000-0000-4000-8000-0000000000a2',
      assignment_id: '00000000-0000-4000-8000-0000000000b2',
      nurse_name: 'Mary Seacole',
      status: 'APPROVED',
      auto_approved: true,
    });
    const flaggedCard = '00000000-0000-4000-8000-0000000000a3';
    const flagged = row({
      timecard_id: flaggedCard,
      assignment_id: '00000000-0000-4000-8000-0000000000b3',
      nurse_name: 'Clara Barton',
      flagged: true,
      flags: ['OUTSIDE_GEOFENCE'],
      clock_out_at: null,
    });
    const { requests } = stubFetch(
      onCall(listTimesheetContract, (r) => {
        if (r.path.includes('date=2026-11-07')) return sheetOf([], '2026-11-01');
        if (r.path.includes('flagged=true')) return sheetOf([flagged]);
        return sheetOf([pending, approved, flagged]);
      }),
      onCall(approveTimecardsContract, () => ({
        approved: [card],
        refused: [
          {
            timecard_id: flaggedCard,
            nurse_name: 'Clara Barton',
            work_date: '2026-11-10',
            reason: productMessages.timecardIncomplete,
          },
        ],
        message: productMessages.timecardsApproved(1, 1),
      })),
    );
    const user = userEvent.setup();
    render(
      <TestProviders>
        <TimesheetPage />
      </TestProviders>,
    );
    expect(await screen.findByText('Mary Seacole')).toBeInTheDocument();
    // spec 000 section 9: days shown DD/MM/YYYY, in the period, the rows and the refusals.
    expect(screen.getByTestId('timesheet-period')).toHaveTextContent('08/11/2026 – 14/11/2026');
    expect(screen.getAllByRole('cell', { name: '10/11/2026' })).toHaveLength(3);
    expect(screen.getByTestId('timesheet-totals')).toHaveTextContent('3 timecards · 2 nurses · 15.00 h worked · 7.50 h approved');
    expect(screen.getByText(productMessages.timesheetAutoApproved)).toBeInTheDocument();
    expect(screen.getByText(productMessages.timesheetFlagged)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: productMessages.timesheetApproveSelected(2) }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({ timecard_ids: [pending.timecard_id, flagged.timecard_id] });
    const alert = await screen.findByText(productMessages.timesheetRefusedTitle);
    expect(
      within(alert.closest('[role="alert"]') as HTMLElement).getByText(/Clara Barton, 10\/11\/2026: It has no clock-in/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: productMessages.timesheetFlaggedOnly }));
    await waitFor(() => expect(screen.queryByText('Mary Seacole')).not.toBeInTheDocument());
    expect(requests.some((r) => r.path.includes('flagged=true'))).toBe(true);

    await user.click(screen.getByRole('button', { name: productMessages.timesheetPrevious }));
    expect(await screen.findByText(productMessages.timesheetEmpty)).toBeInTheDocument();
  });

  it("opens a row's details by clicking the row, and shows Approve and Correct on the row itself", async () => {
    const pending = row({});
    const approved = row({
      timecard_id: '00000000-0000-4000-8000-0000000000a2',
      assignment_id: '00000000-0000-4000-8000-0000000000b2',
      nurse_name: 'Mary Seacole',
      status: 'APPROVED',
    });
    const { requests } = stubFetch(
      onCall(listTimesheetContract, () => sheetOf([pending, approved])),
      onCall(getClockDetailsContract, { timecardId: card }, () => details),
      photoRoute,
      onCall(approveTimecardsContract, () => ({
        approved: [card],
        refused: [],
        message: productMessages.timecardsApproved(1, 0),
      })),
    );
    const user = userEvent.setup();
    render(
      <TestProviders>
        <TimesheetPage />
      </TestProviders>,
    );
    const rows = await screen.findAllByTestId('timesheet-row');
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(second).queryByRole('button', { name: new RegExp(`^${productMessages.timecardApprove} `) })).not.toBeInTheDocument();
    await user.click(within(first).getByText(pending.shift_title));
    const dialog = await screen.findByRole('dialog', { name: 'Clock in/out details' });
    expect(await within(dialog).findByText('Ada Lovelace')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Clock in/out details' })).not.toBeInTheDocument());

    await user.click(
      within(first).getByRole('button', {
        name: `${productMessages.timecardApprove} ${pending.nurse_name} ${formatDate(pending.work_date)}`,
      }),
    );
    await waitFor(() => expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ timecard_ids: [pending.timecard_id] }));
    expect(screen.queryByRole('dialog', { name: 'Clock in/out details' })).not.toBeInTheDocument();
    expect(
      within(first).getByRole('button', {
        name: `${productMessages.timecardCorrect} ${pending.nurse_name} ${formatDate(pending.work_date)}`,
      }),
    ).toBeInTheDocument();
  });
});
