import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OvertimeDetails, OvertimeList } from '@careroster/shared/api/overtime/overtime';
import { productMessages } from '@careroster/shared/messages';
import { overtimeDetailsPath, paths } from '@careroster/shared/paths';
import { getProfileContract } from '@careroster/shared/api/auth/get-profile';
import { getOvertimeDetailsContract } from '@careroster/shared/api/overtime/get-overtime-details';
import { listOvertimeContract } from '@careroster/shared/api/overtime/list-overtime';
import { useAppStore } from '../../../store/app-store';
import { onCall, stubFetch } from '../../../test/fetch-stub';
import { loginAnswerFixture, profile } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// Thursday 7 March 2030: this week is Sunday 3 to Saturday 9 March.
const today = new Date('2030-03-07T12:00:00Z');
const employeeId = '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e';
const week = {
  week_start: '2030-03-03',
  week_end: '2030-03-09',
  period_start: '2030-03-03',
  period_end: '2030-03-09',
  rule: 'FLSA_WEEKLY' as const,
};

const list: OvertimeList = {
  ...week,
  results: [
    {
      employee_id: employeeId,
      first_name: 'Olive',
      last_name: 'Long',
      worker_type: 'IN',
      job_title: 'Registered Nurse',
      hourly_rate: 40,
      status: 'OVERTIME',
      worked_hours: 46.5,
      regular_hours: 40,
      overtime_hours: 6.5,
      double_time_hours: 0,
      overtime_cost: 390,
      period_hours: 46.5,
      hours_to_threshold: 0,
    },
    {
      employee_id: '6c7d8e9f-0a1b-4c2d-9e3f-4a5b6c7d8e9f',
      first_name: 'Nell',
      last_name: 'Near',
      worker_type: 'WN',
      job_title: 'Registered Nurse',
      hourly_rate: 35,
      status: 'NEAR_OVERTIME',
      worked_hours: 34,
      regular_hours: 34,
      overtime_hours: 0,
      double_time_hours: 0,
      overtime_cost: 0,
      period_hours: 34,
      hours_to_threshold: 6,
    },
  ],
};

const hours = (worked: number, regular: number, overtime: number) => ({
  worked_hours: worked,
  regular_hours: regular,
  overtime_hours: overtime,
  double_time_hours: 0,
});
const pay = (regular: number, overtime: number) => ({
  regular_pay: regular,
  overtime_pay: overtime,
  double_time_pay: 0,
  total_pay: regular + overtime,
});
const day = (date: string, worked = 0, regular = 0, overtime = 0): OvertimeDetails['days'][number] => ({
  date,
  shifts:
    worked === 0
      ? []
      : [
          {
            assignment_id: `7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f${date.slice(-2)}`,
            shift_id: '8e9f0a1b-2c3d-4e4f-9a5b-6c7d8e9f0a1b',
            title: 'Day Floor 2',
            starts_at: `${date}T12:00:00.000Z`,
            ends_at: `${date}T23:59:00.000Z`,
            source: date === '2030-03-03' ? 'ACTUAL' : 'SCHEDULED',
            ...hours(worked, regular, overtime),
          },
        ],
  ...hours(worked, regular, overtime),
  ...pay(regular * 40, overtime * 60),
});
const details: OvertimeDetails = {
  ...week,
  employee: {
    id: employeeId,
    nurse_id: '9f0a1b2c-3d4e-4f5a-8b6c-7d8e9f0a1b2c',
    first_name: 'Olive',
    last_name: 'Long',
    worker_type: 'IN',
    job_title: 'Registered Nurse',
    hourly_rate: 40,
  },
  status: 'OVERTIME',
  days: [
    day('2030-03-03', 12, 12, 0),
    day('2030-03-04', 11.5, 11.5, 0),
    day('2030-03-05', 11.5, 11.5, 0),
    day('2030-03-06', 11.5, 5, 6.5),
    day('2030-03-07'),
    day('2030-03-08'),
    day('2030-03-09'),
  ],
  totals: { ...hours(46.5, 40, 6.5), ...pay(1600, 390) },
  period_hours: 46.5,
  hours_to_threshold: 0,
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(today);
  useAppStore.getState().login(loginAnswerFixture);
});
afterEach(() => vi.useRealTimers());

describe('/overtime', () => {
  it('lists who is in or near overtime with hours and cost, links the details and moves by week', async () => {
    const { requests } = stubFetch(
      onCall(getProfileContract, () => profile),
      onCall(listOvertimeContract, () => list, { query: {} }),
      onCall(
        listOvertimeContract,
        () => ({
          ...list,
          week_start: '2030-02-24',
          week_end: '2030-03-02',
          period_start: '2030-02-24',
          period_end: '2030-03-02',
          results: [],
        }),
        { query: { week_start: '2030-02-24' } },
      ),
    );
    renderApp(paths.overtime);
    const link = await screen.findByRole('link', { name: 'Olive Long' });
    expect(link).toHaveAttribute('href', overtimeDetailsPath(employeeId));
    const row = link.closest('tr')!;
    expect(within(row).getByText(productMessages.overtimeStatusLabel.OVERTIME)).toBeInTheDocument();
    expect(row).toHaveTextContent('46.50');
    expect(row).toHaveTextContent('6.50');
    expect(row).toHaveTextContent('$390.00');
    const near = screen.getByRole('link', { name: 'Nell Near' }).closest('tr')!;
    expect(near).toHaveTextContent(productMessages.overtimeStatusLabel.NEAR_OVERTIME);
    expect(near).toHaveTextContent('6.00 hours to go');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByText(productMessages.overtimeEmpty)).toBeInTheDocument();
    expect(requests.map((r) => r.path)).toContain('/api/v1/facilities/overtime?week_start=2030-02-24');
    expect(screen.getByRole('button', { name: 'This week' })).toBeInTheDocument();
  });
});

describe('/overtime/overtime-details/:id', () => {
  it("shows the week's days, shifts, regular and overtime hours and pay", async () => {
    stubFetch(
      onCall(getProfileContract, () => profile),
      onCall(getOvertimeDetailsContract, { employeeId }, () => details),
    );
    renderApp(overtimeDetailsPath(employeeId));
    expect(await screen.findByRole('heading', { name: `${productMessages.overtimeDetailsTitle}: Olive Long` })).toBeInTheDocument();
    expect(screen.getByText(productMessages.overtimeStatusLabel.OVERTIME)).toBeInTheDocument();
    const wednesday = screen.getByTestId('overtime-day-2030-03-06');
    expect(wednesday).toHaveTextContent('Day Floor 2');
    expect(wednesday).toHaveTextContent('(scheduled)');
    expect(wednesday).toHaveTextContent('11.50');
    expect(wednesday).toHaveTextContent('5.00');
    expect(wednesday).toHaveTextContent('6.50');
    expect(wednesday).toHaveTextContent('$590.00');
    expect(screen.getByTestId('overtime-day-2030-03-03')).toHaveTextContent('(timecard)');
    expect(screen.getByRole('rowheader', { name: 'Week' }).closest('tr')).toHaveTextContent('$1,990.00');
  });
});
