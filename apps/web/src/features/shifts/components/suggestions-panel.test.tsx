import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productMessages } from '@careroster/shared/messages';
import { shiftDetailsPath } from '@careroster/shared/paths';
import { assignEmployeesContract } from '@careroster/shared/api/shifts/assign-employees';
import { type Suggestion, suggestionsContract } from '@careroster/shared/api/staffing/suggestions';
import { useAppStore } from '../../../store/app-store';
import { failure, onCall, stubFetch } from '../../../test/fetch-stub';
import { loginAnswerFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { positionFixture, shiftFixture, shiftWithPositionRoutes } from '../../../test/shift-fixtures';

const suggestion = (over: Partial<Suggestion>): Suggestion => ({
  employee_id: '11111111-2222-4333-8444-555555555555',
  first_name: 'Ada',
  last_name: 'Lovelace',
  type: 'IN',
  job_title: 'Registered Nurse',
  rank: 1,
  score: 48_000,
  cost: 402.5,
  hourly_cost: 35,
  overtime_hours: 0,
  week_hours: 24,
  target_hours: 36,
  favorite: true,
  no_shows: 0,
  lates: 0,
  distance_miles: null,
  reasons: ['no overtime', '$35.00/Hr', '24 h this week (target 36 h)', 'favorite', '0 no-shows'],
  ...over,
});

describe('Suggestions tab', () => {
  const first = suggestion({});
  const second = suggestion({
    employee_id: '21111111-2222-4333-8444-555555555555',
    first_name: 'Grace',
    last_name: 'Hopper',
    rank: 2,
    type: 'EN',
    reasons: ['2 h overtime'],
  });

  it('lists the ranked nurses with why, and one click assigns', async () => {
    useAppStore.getState().login(loginAnswerFixture);
    const { requests } = stubFetch(
      ...shiftWithPositionRoutes,
      onCall(
        suggestionsContract,
        { id: shiftFixture.id, positionId: positionFixture.id },
        () => ({ position_id: positionFixture.id, open: 2, eligible_count: 2, results: [first, second] }),
        { query: { limit: 10 } },
      ),
      onCall(assignEmployeesContract, { id: shiftFixture.id }, () => ({
        message: productMessages.nursesAssigned(1),
        assigned_count: 2,
        overtime: [],
      })),
    );
    renderApp(`${shiftDetailsPath(shiftFixture.id)}?slug=suggestions`);
    const rows = await screen.findAllByTestId('suggestion');
    expect(rows.map((r) => within(r).getByText(/Lovelace|Hopper/).textContent)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect(within(rows[0]!).getByTestId('suggestion-reasons')).toHaveTextContent(
      'no overtime, $35.00/Hr, 24 h this week (target 36 h), favorite, 0 no-shows',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: productMessages.suggestionAssignTo('Ada Lovelace') }));
    expect(await screen.findByText(productMessages.nursesAssigned(1))).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
      { nurses: [{ id: first.employee_id }], position: positionFixture.id },
    ]);
  });

  it("shows the server's refusal beside the nurse", async () => {
    useAppStore.getState().login(loginAnswerFixture);
    stubFetch(
      ...shiftWithPositionRoutes,
      onCall(
        suggestionsContract,
        { id: shiftFixture.id, positionId: positionFixture.id },
        () => ({ position_id: positionFixture.id, open: 2, eligible_count: 1, results: [first] }),
        { query: { limit: 10 } },
      ),
      onCall(assignEmployeesContract, { id: shiftFixture.id }, () =>
        failure(409, [productMessages.nurseAlreadyBooked('Ada Lovelace')], 'CONFLICT'),
      ),
    );
    renderApp(`${shiftDetailsPath(shiftFixture.id)}?slug=suggestions`);
    await userEvent.setup().click(await screen.findByRole('button', { name: productMessages.suggestionAssignTo('Ada Lovelace') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(productMessages.nurseAlreadyBooked('Ada Lovelace'));
  });
});
