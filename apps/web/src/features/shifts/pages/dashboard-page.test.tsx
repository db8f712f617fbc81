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
};

// Thursday 7 March 2030: the week is Sunday 3 to Saturday 9 March.
const today = new Date('2030-03-07T12:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(today);
  useAppStore.getState().login(loginAnswerFixture);
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
