import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@careroster/shared/api/shifts/budget';
import { messages, productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { getProfileContract } from '@careroster/shared/api/auth/get-profile';
import { budgetDetailsContract } from '@careroster/shared/api/shifts/budget-details';
import { dashboardContract } from '@careroster/shared/api/shifts/get-dashboard';
import { useAppStore } from '../../../store/app-store';
import { failure, onCall, stubFetch } from '../../../test/fetch-stub';
import { loginAnswerFixture, profile } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const PALM = '2b1c0d9e-8f7a-4b6c-9d5e-4f3a2b1c0d9e';
const week = ['2030-03-03', '2030-03-04', '2030-03-05', '2030-03-06', '2030-03-07', '2030-03-08', '2030-03-09'];
type DayNumbers = {
  patient_days?: number;
  confirmed?: number;
  filled?: number;
  total?: number;
  agency_hours?: number;
  agency_spend?: number;
};
const figuresDay = (date: string, n: DayNumbers): Dashboard['days'][number] => ({
  date,
  patient_days: n.patient_days ?? null,
  hours: { budgeted: null, confirmed: n.confirmed ?? 0, actual: 0 },
  hppd: { confirmed: n.patient_days ? Math.round(((n.confirmed ?? 0) / n.patient_days) * 100) / 100 : null, budgeted: null, actual: null },
  open_positions: { filled: n.filled ?? 0, total: n.total ?? 0, percentage: 0 },
  total_spent: 0,
  external_hours: 0,
  agency_hours: n.agency_hours ?? 0,
  agency_spend: n.agency_spend ?? 0,
  internal_hours: 0,
  overtime_hours: 0,
});

const dashboard: Dashboard = {
  open_positions: { filled: 1, total: 3, percentage: 33.33 },
  total_spent: 1500,
  patient_days: 10,
  hours: { budgeted: null, confirmed: 34.56, actual: 20 },
  hppd: { confirmed: 3.456, budgeted: null, actual: 2 },
  agency_spend: 425,
  external_hours: 12,
  agency_hours: 8.5,
  internal_hours: 40,
  overtime_hours: 2,
  floors: [{ id: '7c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Floor 1', accepted: 4, budgeted: 6 }],
  // The week day by day, adding up to the cards above as the server's do (decision 072).
  days: week.map((date) =>
    date === '2030-03-04'
      ? figuresDay(date, { patient_days: 5, confirmed: 20, filled: 1, total: 2, agency_hours: 5.5, agency_spend: 275 })
      : date === '2030-03-05'
        ? figuresDay(date, { patient_days: 5, confirmed: 14.56, filled: 0, total: 1, agency_hours: 3, agency_spend: 150 })
        : figuresDay(date, {}),
  ),
  units: [
    {
      id: PALM,
      name: 'Palm Unit',
      days: week.map((date) => ({ date, filled: date === '2030-03-04' ? 1 : 0, total: date === '2030-03-04' ? 2 : 0 })),
    },
    { id: null, name: null, days: week.map((date) => ({ date, filled: 0, total: date === '2030-03-05' ? 1 : 0 })) },
  ],
};

// Thursday 7 March 2030: the week is Sunday 3 to Saturday 9 March.
const today = new Date('2030-03-07T12:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(today);
  useAppStore.getState().login(loginAnswerFixture);
  // jsdom lays nothing out, so the chart library measures a 0x0 box and says so; the tables are what these tests read.
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('The width(0) and height(0) of chart')) warn(...args);
  });
});
afterEach(() => vi.useRealTimers());

const stub = (...extra: Parameters<typeof stubFetch>) =>
  stubFetch(
    ...extra,
    onCall(getProfileContract, () => profile),
    onCall(dashboardContract, () => dashboard, { query: { start_date: '2030-03-03', end_date: '2030-03-09' } }),
  );

describe('dashboard page', () => {
  it('shows the seven cards and the floor cards as spec 001 formats them', async () => {
    stub();
    renderApp(paths.dashboard);
    const open = await screen.findByRole('region', { name: messages.dashboardOpenPositions });
    expect(open).toHaveTextContent('1/3');
    expect(open).toHaveTextContent('33.33%');
    expect(screen.getByRole('region', { name: messages.dashboardTotalSpent })).toHaveTextContent('$1.50K');
    const hppd = screen.getByRole('region', { name: messages.dashboardHppd });
    expect(hppd).toHaveTextContent(`3.46 / ${messages.missingValue}`);
    expect(hppd).toHaveTextContent(messages.dashboardBudgeted);
    for (const title of [messages.dashboardExternalHours, messages.dashboardAgencyHours, messages.dashboardInternalHours]) {
      expect(screen.getByRole('region', { name: title })).toHaveTextContent(messages.dashboardConfirmed);
    }
    expect(screen.getByRole('region', { name: messages.dashboardAgencyHours })).toHaveTextContent('8.50');
    expect(screen.getByRole('link', { name: /OVERTIME/ })).toHaveAttribute('href', paths.overtime);
    expect(screen.getByText('Floor 1 4/6')).toBeInTheDocument();
  });

  it("draws the week beside the cards, each chart with a table whose total row is the card's", async () => {
    stub();
    renderApp(paths.dashboard);
    // The charts are their own chunk: they arrive after the cards.
    const agency = await screen.findByRole('table', { name: productMessages.dashboardChartAgency });
    const totalOf = (table: HTMLElement) =>
      within(table).getByRole('rowheader', { name: productMessages.dashboardChartTotal }).closest('tr')!;
    // AGENCY HOURS 8.50 and AGENCY SPEND $425.00, the days 5.50 + 3.00 and $275.00 + $150.00.
    expect(screen.getByRole('region', { name: messages.dashboardAgencyHours })).toHaveTextContent('8.50');
    expect(screen.getByRole('region', { name: productMessages.dashboardAgencySpend })).toHaveTextContent('$425.00');
    expect(totalOf(agency)).toHaveTextContent(/8\.50\s*\$425\.00/);
    expect(within(agency).getByRole('rowheader', { name: 'Mon 04/03/2030' }).closest('tr')).toHaveTextContent(/5\.50\s*\$275\.00/);
    expect(within(agency).getAllByRole('row')).toHaveLength(1 + 7 + 1);
    // HPPD 3.46 / - -, confirmed over budgeted, and ACTUAL HPPD.
    const hppd = screen.getByRole('table', { name: productMessages.dashboardChartHppd });
    expect(totalOf(hppd)).toHaveTextContent(`${messages.missingValue}3.462.00`);
    // OPEN POSITIONS 1/3: two open, 33.33% filled.
    const open = screen.getByRole('table', { name: productMessages.dashboardChartOpen });
    expect(totalOf(open)).toHaveTextContent('21/333.33%');
    const staffing = screen.getByRole('table', { name: productMessages.dashboardChartStaffing });
    expect(totalOf(staffing)).toHaveTextContent('13');
    // The drawings are hidden from assistive technology: their tables say the same.
    for (const title of [
      productMessages.dashboardChartStaffing,
      productMessages.dashboardChartHppd,
      productMessages.dashboardChartAgency,
    ]) {
      expect(screen.getByRole('region', { name: title }).querySelector('[aria-hidden="true"] [class*="Chart-root"]')).not.toBeNull();
    }
  });

  it('shows a chart as a table on request and narrows staffing to a unit', async () => {
    stub();
    renderApp(paths.dashboard);
    const user = userEvent.setup();
    const panel = within(await screen.findByRole('region', { name: productMessages.dashboardChartStaffing }));
    await user.click(panel.getByRole('button', { name: productMessages.dashboardChartShowTable }));
    expect(panel.getByRole('button', { name: productMessages.dashboardChartShowChart })).toBeInTheDocument();
    // Shown, the table scrolls in its own region on a narrow screen.
    expect(panel.getByRole('group', { name: productMessages.dashboardChartStaffing })).toContainElement(panel.getByRole('table'));
    await user.selectOptions(panel.getByRole('combobox', { name: productMessages.dashboardChartUnit }), 'Palm Unit');
    const total = panel.getByRole('rowheader', { name: productMessages.dashboardChartTotal }).closest('tr')!;
    expect(total).toHaveTextContent('12');
    await user.selectOptions(
      panel.getByRole('combobox', { name: productMessages.dashboardChartUnit }),
      productMessages.dashboardChartNoUnit,
    );
    expect(panel.getByRole('rowheader', { name: 'Tue 05/03/2030' }).closest('tr')).toHaveTextContent('01');
  });

  it('sends Schedule Shift to the add-shift page with the night shift ending the next day', async () => {
    stub();
    const { router } = renderApp(paths.dashboard);
    const user = userEvent.setup();
    await user.click(await screen.findByPlaceholderText(messages.selectShift));
    await user.click(await screen.findByRole('option', { name: 'Night 23:00-07:00' }));
    await user.click(screen.getByRole('button', { name: 'Schedule Shift' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.addShift));
    expect(router.state.location.state).toEqual({
      name: 'Night Shift',
      start_date: '2030-03-07',
      end_date: '2030-03-08',
      start_time: '23:00',
      end_time: '07:00',
      date: '2030-03-07',
      is_night_shift: true,
      disable: true,
      dashboardRoute: true,
    });
  });

  it('asks for a shift when Schedule Shift is pressed without one, instead of opening a blank form', async () => {
    stub();
    const { router } = renderApp(paths.dashboard);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Schedule Shift' }));
    expect(await screen.findByText(productMessages.scheduleShiftChooseFirst)).toBeInTheDocument();
    expect(screen.getByPlaceholderText(messages.selectShift)).toHaveFocus();
    expect(router.state.location.pathname).toBe(paths.dashboard);
    await user.click(screen.getByPlaceholderText(messages.selectShift));
    await user.click(await screen.findByRole('option', { name: 'Night 23:00-07:00' }));
    expect(screen.queryByText(productMessages.scheduleShiftChooseFirst)).not.toBeInTheDocument();
  });

  it("opens the budget dialog with '- -' for missing values and 'No data found.'", async () => {
    stub(
      onCall(budgetDetailsContract, { date: '2030-03-07' }, () => ({
        patient_count: 42,
        budget_status: { status: null, budgeted_hours: 100, confirmed_hours: null, actual_hours: null },
        hppd: { budgeted_hppd: 3.2, confirmed_hppd: null, actual_hppd: null },
        spend: { budgeted: 5000, current: null },
        position_detail: [],
      })),
    );
    renderApp(paths.dashboard);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View budget' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Budget details 07/03/2030' }));
    expect(await dialog.findByText('42.00')).toBeInTheDocument();
    expect(dialog.getByText('$5,000.00')).toBeInTheDocument();
    expect(dialog.getAllByText(messages.missingValue).length).toBeGreaterThan(0);
    expect(dialog.getByText(messages.noDataFound)).toBeInTheDocument();
  });

  it('only logs a budget fetch failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stub(onCall(budgetDetailsContract, { date: '2030-03-07' }, () => failure(404, ['No budget'])));
    renderApp(paths.dashboard);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'View budget' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByText('No budget')).not.toBeInTheDocument();
  });
});
