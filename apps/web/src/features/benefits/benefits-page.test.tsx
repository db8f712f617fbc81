import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getProfileContract } from '@careroster/shared/api/auth/get-profile';
import { listEnrolmentsContract } from '@careroster/shared/api/benefits/enrolment';
import { benefitsEligibilityContract, type BenefitsEligibility } from '@careroster/shared/api/pto/list-eligibility';
import { messages, productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { useAppStore } from '../../store/app-store';
import { employeeCard } from '../../test/employee-fixtures';
import { onCall, stubFetch } from '../../test/fetch-stub';
import { loginAnswerFixture, profile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { election } from './components/fixtures';

const profileRoute = onCall(getProfileContract, () => profile);

const eligibility = (results: BenefitsEligibility['results']): BenefitsEligibility => ({
  months: ['2030-01', '2030-02', '2030-03'],
  start: '2030-01-01',
  end: '2030-03-31',
  threshold_hours: 130,
  count: results.length,
  results,
});

describe('the Benefits page', () => {
  beforeEach(() => useAppStore.getState().login(loginAnswerFixture));

  it("opens on Eligibility with the spec's empty state and its line about tracking eligibility", async () => {
    stubFetch(
      profileRoute,
      onCall(benefitsEligibilityContract, () => eligibility([])),
    );
    renderApp(paths.benefits);
    expect(await screen.findByRole('tab', { name: 'Eligibility', selected: true })).toBeInTheDocument();
    expect(await screen.findByText(messages.noEligibleEmployees)).toBeInTheDocument();
    expect(screen.getByText(productMessages.benefitsEligibilityHint)).toBeInTheDocument();
  });

  it('lists eligible employees, each a link to her Benefits tab, and asks again for another look-back period', async () => {
    const asked: string[] = [];
    stubFetch(
      profileRoute,
      onCall(benefitsEligibilityContract, (r) => {
        asked.push(r.path);
        return eligibility([
          {
            employee_id: employeeCard.id,
            nurse_id: employeeCard.nurse_id,
            name: 'Maria Lopez',
            worker_type: 'IN',
            job_title: 'RN',
            total_hours: 410,
            average_monthly_hours: 136.67,
            months_over: 2,
            monthly: [],
          },
        ]);
      }),
    );
    renderApp(paths.benefits);
    const table = await screen.findByRole('table', { name: 'Eligible employees' });
    const link = within(table).getByRole('link', { name: 'Maria Lopez' });
    expect(link).toHaveAttribute('href', `${paths.employeeDetail}?id=${employeeCard.id}&tab=benefits`);
    const row = link.closest('tr')!;
    expect(row).toHaveTextContent('136.67');
    expect(row).toHaveTextContent('2 of 3');
    expect(asked[0]).toContain('months=3');
    await userEvent.setup().click(screen.getByRole('radio', { name: '12 months' }));
    await waitFor(() => expect(asked.at(-1)).toContain('months=12'));
  });

  it('lists every enrolment on its tab, with the employee, plan, tier, dependents and costs', async () => {
    const waived = { ...election, id: '00000000-0000-4000-8000-000000000b09', employee_name: 'Omar Diaz', kind: 'DENTAL' as const };
    stubFetch(
      profileRoute,
      onCall(listEnrolmentsContract, () => ({
        results: [election, { ...waived, plan_id: null, plan_name: null, tier: null, dependents: [], employee_cost: 0, employer_cost: 0 }],
      })),
    );
    renderApp(`${paths.benefits}?tab=enrolments`);
    const table = await screen.findByRole('table', { name: 'Enrolments' });
    const nora = within(table).getByRole('row', { name: /Nora Hale/ });
    for (const text of ['Medical: Maple Health PPO', 'Employee + spouse', 'Sam Hale', '01/01/2031', '$98.00', '$300.00'])
      expect(nora).toHaveTextContent(text);
    expect(within(table).getByRole('row', { name: /Omar Diaz/ })).toHaveTextContent(`Dental: ${productMessages.benefitsWaived}`);
  });

  it('says how enrolments appear when there are none', async () => {
    stubFetch(
      profileRoute,
      onCall(listEnrolmentsContract, () => ({ results: [] })),
    );
    renderApp(`${paths.benefits}?tab=enrolments`);
    expect(await screen.findByText(productMessages.benefitsNoEnrolments)).toBeInTheDocument();
    expect(screen.getByText(productMessages.benefitsNoEnrolmentsHint)).toBeInTheDocument();
  });
});
