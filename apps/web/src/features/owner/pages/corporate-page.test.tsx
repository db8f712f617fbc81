import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CorporateDashboard, HppdWeek, HppdWeekly } from '@careroster/shared/api/owner/corporate';
import type { Dashboard } from '@careroster/shared/api/shifts/budget';
import type { Figures } from '@careroster/shared/api/shifts/figures';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { getProfileContract } from '@careroster/shared/api/auth/get-profile';
import { corporateDashboardContract } from '@careroster/shared/api/owner/get-corporate-dashboard';
import { hppdWeeklyContract } from '@careroster/shared/api/owner/get-hppd-weekly';
import { dashboardContract } from '@careroster/shared/api/shifts/get-dashboard';
import { useAppStore } from '../../../store/app-store';
import { failure, isCall, onCall, stubFetch } from '../../../test/fetch-stub';
import { loginAnswerFixture, profile } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// Thursday 7 March 2030: the week is Sunday 3 to Saturday 9 March.
const today = new Date('2030-03-07T12:00:00Z');
const maple = { id: '6f1c1a52-3d1e-4c39-9d5b-0a1f2b3c4d5e', name: 'Maple Grove Care Home', role: 'OWNER' as const };
const river = { id: '0b7e4c1d-8a2f-4e6b-9c3d-5f6a7b8c9d0e', name: 'Riverside Nursing Center', role: 'OWNER' as const };
const owner = {
  ...loginAnswerFixture,
  role: 'OWNER' as const,
  facility_id: maple.id,
  facilities: [maple, river],
  profile: { ...profile, role: 'OWNER' as const, facilities: [maple, river] },
};

const figures = (f: {
  patients: number;
  confirmed: number;
  actual: number;
  agency: number;
  spend: number;
  filled: number;
  total: number;
}): Figures => ({
  patient_days: f.patients,
  hours: { budgeted: f.patients * 3, confirmed: f.confirmed, actual: f.actual },
  hppd: {
    budgeted: 3,
    confirmed: Math.round((f.confirmed / f.patients) * 100) / 100,
    actual: Math.round((f.actual / f.patients) * 100) / 100,
  },
  open_positions: { filled: f.filled, total: f.total, percentage: 0 },
  total_spent: f.spend * 2,
  external_hours: 0,
  agency_hours: f.agency,
  agency_spend: f.spend,
  internal_hours: f.confirmed - f.agency,
  overtime_hours: 1.5,
});
const mapleFigures = figures({ patients: 100, confirmed: 320, actual: 280, agency: 24, spend: 1440, filled: 9, total: 12 });
const riverFigures = figures({ patients: 50, confirmed: 140, actual: 150, agency: 12, spend: 720, filled: 4, total: 4 });
const totals = figures({ patients: 150, confirmed: 460, actual: 430, agency: 36, spend: 2160, filled: 13, total: 16 });
const day = (date: string, f: Figures) => ({ date, ...f });

const corporate: CorporateDashboard = {
  start_date: '2030-03-03',
  end_date: '2030-03-09',
  facilities: [
    { ...maple, timezone: 'CST', totals: mapleFigures, days: [day('2030-03-03', mapleFigures)] },
    { ...river, timezone: 'EST', totals: riverFigures, days: [day('2030-03-03', riverFigures)] },
  ],
  totals,
  days: [day('2030-03-03', totals)],
};
const week = (start: string, confirmed: number): HppdWeek => ({
  week_start: start,
  week_end: start,
  patient_days: 100,
  budgeted: 3,
  confirmed,
  actual: null,
  confirmed_variance: Math.round((confirmed - 3) * 100) / 100,
  actual_variance: null,
});
const weekly: HppdWeekly = {
  facilities: [
    { ...maple, timezone: 'CST', weeks: [week('2030-02-24', 3.2), week('2030-03-03', 2.9)] },
    { ...river, timezone: 'EST', weeks: [week('2030-02-24', 2.8), week('2030-03-03', 3.1)] },
  ],
  totals: [week('2030-02-24', 3.05), week('2030-03-03', 3.07)],
};
const dashboard: Dashboard = { ...riverFigures, floors: [], days: [], units: [] };

const between = (start_date: string, end_date: string) => ({ query: { start_date, end_date } });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(today);
  // jsdom lays nothing out, so the chart library measures a 0x0 box and says so; the table is what these tests read.
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('The width(0) and height(0) of chart')) warn(...args);
  });
});
afterEach(() => vi.useRealTimers());

describe('/corporate', () => {
  it('shows each facility and the totals, the days, the weekly tracker, and drills into a facility', async () => {
    useAppStore.getState().login(owner);
    const { requests } = stubFetch(
      onCall(getProfileContract, () => owner.profile),
      onCall(corporateDashboardContract, () => corporate, between('2030-03-03', '2030-03-09')),
      onCall(hppdWeeklyContract, () => weekly, { query: { end_date: '2030-03-07', weeks: 12 } }),
      onCall(dashboardContract, () => dashboard, between('2030-03-03', '2030-03-09')),
    );
    renderApp(paths.corporate);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: productMessages.corporateViewTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Corporate view' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Facilities' });
    const totalRow = within(table).getByTestId('corporate-row-total');
    expect(totalRow).toHaveTextContent(productMessages.corporateViewAllFacilities);
    expect(totalRow).toHaveTextContent('150');
    expect(totalRow).toHaveTextContent('460.00');
    expect(totalRow).toHaveTextContent('13/16');
    expect(totalRow).toHaveTextContent('$2,160.00');
    expect(within(table).getByTestId(`corporate-row-${river.id}`)).toHaveTextContent('2.80');

    // Day by day: the corporation's days, or one facility's.
    const days = screen.getByRole('table', { name: productMessages.corporateViewDaysTitle });
    expect(within(days).getAllByRole('row')).toHaveLength(2);
    expect(days).toHaveTextContent('460.00');
    await user.selectOptions(screen.getByLabelText(productMessages.corporateViewDaysOf), river.id);
    expect(days).toHaveTextContent('140.00');

    // The weekly tracker's table holds what the chart draws.
    const tracker = await screen.findByRole('table', { name: productMessages.corporateViewWeeklyTitle });
    expect(within(tracker).getAllByRole('row')).toHaveLength(3);
    expect(tracker).toHaveTextContent('+0.07');
    await user.selectOptions(screen.getByLabelText(productMessages.corporateViewHppdOf), maple.id);
    expect(tracker).toHaveTextContent('-0.10');

    // Drill-down: Riverside becomes the current facility and its dashboard opens for the same days.
    await user.click(within(table).getByRole('button', { name: river.name }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(useAppStore.getState().facility.facilityId).toBe(river.id);
    expect(await screen.findByRole('region', { name: productMessages.dashboardAgencySpend })).toHaveTextContent('$720.00');
    const dashboardCall = requests.find(isCall(dashboardContract));
    expect(dashboardCall?.headers.get('facility-id')).toBe(river.id);
  });

  it('asks again when the days change, and shows a refusal in place', async () => {
    useAppStore.getState().login(owner);
    stubFetch(
      onCall(getProfileContract, () => owner.profile),
      onCall(corporateDashboardContract, () => corporate, between('2030-03-03', '2030-03-09')),
      onCall(
        corporateDashboardContract,
        () => failure(422, [productMessages.listRangeTooLong(92)], 'VALIDATION_FAILED'),
        between('2030-01-01', '2030-03-09'),
      ),
      onCall(hppdWeeklyContract, () => weekly, { query: { end_date: '2030-03-07', weeks: 12 } }),
    );
    renderApp(paths.corporate);
    await screen.findByRole('table', { name: 'Facilities' });
    const fromField = screen.getByLabelText('From');
    await userEvent.setup().clear(fromField);
    await userEvent.setup().type(fromField, '2030-01-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(productMessages.listRangeTooLong(92));
  });

  it('is not in the menu of an admin', async () => {
    useAppStore.getState().login(loginAnswerFixture);
    stubFetch(
      onCall(getProfileContract, () => profile),
      onCall(dashboardContract, () => dashboard, between('2030-03-03', '2030-03-09')),
    );
    renderApp(paths.dashboard);
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Corporate view' })).not.toBeInTheDocument();
  });

  it('is in the menu of an owner while the open facility is one they only administer', async () => {
    const lakeside = { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Lakeside Rehab', role: 'ADMIN' as const };
    const memberships = [lakeside, maple, river];
    useAppStore.getState().login({
      ...owner,
      role: 'ADMIN',
      facility_id: lakeside.id,
      facilities: memberships,
      profile: { ...owner.profile, role: 'ADMIN', facilities: memberships },
    });
    stubFetch(
      onCall(getProfileContract, () => ({ ...owner.profile, role: 'ADMIN', facilities: memberships })),
      onCall(dashboardContract, () => dashboard, between('2030-03-03', '2030-03-09')),
    );
    renderApp(paths.dashboard);
    expect(await screen.findByRole('link', { name: 'Corporate view' })).toHaveAttribute('href', paths.corporate);
  });
});
