import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  benefitsHistoryContract,
  createElectionContract,
  createLifeEventContract,
  employeeBenefitsContract,
  type ElectionBody,
} from '@careroster/shared/api/benefits/enrolment';
import { productMessages } from '@careroster/shared/messages';
import { useAppStore } from '../../../store/app-store';
import { failure, isCall, onCall, stubFetch, type StubRequest } from '../../../test/fetch-stub';
import { loginAnswerFixture } from '../../../test/fixtures';
import { TestProviders } from '../../../test/render-app';
import { BenefitsTab } from './benefits-tab';
import { CHILD_ID, election, EMPLOYEE_ID, employeeBenefits, medical, PLAN_ID, SPOUSE_ID, YEAR_ID } from './fixtures';

const params = { employeeId: EMPLOYEE_ID };

/**
 * Her benefits as the server keeps them: a choice the tier rule accepts is added to her choices,
 * one it refuses answers the server's 422, as benefits/enrolment.ts `tierMismatch` words it.
 */
function benefitsServer() {
  const state = { elections: [] as (typeof election)[] };
  return [
    onCall(employeeBenefitsContract, params, () => ({ ...employeeBenefits, elections: state.elections })),
    onCall(benefitsHistoryContract, params, () => ({
      results: state.elections.some((e) => e.plan_id)
        ? [
            {
              start: '2031-01-05',
              end: '2031-01-11',
              lines: [
                {
                  kind: 'MEDICAL',
                  plan_id: PLAN_ID,
                  plan_name: medical.name,
                  payroll_code: 'Medical',
                  tier: 'EMPLOYEE_SPOUSE',
                  deduction: 98,
                  contribution: 300,
                },
              ],
              deductions: 98,
              contributions: 300,
            },
          ]
        : [],
    })),
    onCall(createElectionContract, params, (request: StubRequest) => {
      const body = request.body as ElectionBody;
      if (body.tier === 'EMPLOYEE_SPOUSE' && !body.dependent_ids?.includes(SPOUSE_ID))
        return failure(422, [productMessages.benefitsTierMismatch.EMPLOYEE_SPOUSE], 'VALIDATION_FAILED');
      const made =
        body.plan_id === null
          ? {
              ...election,
              id: '00000000-0000-4000-8000-000000000b07',
              plan_id: null,
              plan_name: null,
              tier: null,
              dependents: [],
              employee_cost: 0,
              employer_cost: 0,
            }
          : election;
      state.elections = [made];
      return made;
    }),
  ];
}

const renderTab = () =>
  render(
    <TestProviders>
      <BenefitsTab employeeId={EMPLOYEE_ID} />
    </TestProviders>,
  );

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string | RegExp) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe("the employee page's Benefits tab", () => {
  beforeEach(() => useAppStore.getState().login(loginAnswerFixture));

  it('refuses a tier her chosen dependents do not fit with the server’s words, then enrols her with her spouse', async () => {
    const { requests } = stubFetch(...benefitsServer());
    renderTab();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: /^Plan year 2031: Open enrolment until 15\/12\/2030/ })).toBeInTheDocument();
    expect(screen.getByText(productMessages.benefitsNoEnrolments)).toBeInTheDocument();
    expect(await screen.findByText(productMessages.benefitsNoHistory)).toBeInTheDocument();

    await choose(user, 'Medical plan', medical.name);
    expect(screen.getByText('Coverage from 01/01/2031')).toBeInTheDocument();
    await choose(user, 'Medical tier', 'Employee + spouse: $98.00 a pay period');
    await user.click(screen.getByRole('combobox', { name: 'Medical dependents' }));
    await user.click(await screen.findByRole('option', { name: 'Ivy Hale' }));
    await user.click(screen.getByRole('button', { name: `${productMessages.benefitsEnrol} (Medical)` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(productMessages.benefitsTierMismatch.EMPLOYEE_SPOUSE);
    expect(screen.queryByText(productMessages.benefitsElectionSaved)).toBeNull();

    // Her spouse instead of her child.
    await user.click(screen.getByRole('combobox', { name: 'Medical dependents' }));
    await user.click(await screen.findByRole('option', { name: 'Ivy Hale' }));
    await user.click(await screen.findByRole('option', { name: 'Sam Hale' }));
    await user.click(screen.getByRole('button', { name: `${productMessages.benefitsEnrol} (Medical)` }));
    expect(await screen.findByText(productMessages.benefitsElectionSaved)).toBeInTheDocument();

    const sent = requests.filter(isCall(createElectionContract, params)).map((r) => r.body);
    expect(sent).toEqual([
      { plan_year_id: YEAR_ID, kind: 'MEDICAL', plan_id: PLAN_ID, tier: 'EMPLOYEE_SPOUSE', dependent_ids: [CHILD_ID] },
      { plan_year_id: YEAR_ID, kind: 'MEDICAL', plan_id: PLAN_ID, tier: 'EMPLOYEE_SPOUSE', dependent_ids: [SPOUSE_ID] },
    ]);
    const choices = await screen.findByRole('table', { name: 'Her choices' });
    const row = within(choices).getByRole('row', { name: /Maple Health PPO/ });
    expect(row).toHaveTextContent('Employee + spouse');
    expect(row).toHaveTextContent('Sam Hale');
    expect(row).toHaveTextContent('$98.00');
    const history = await screen.findByRole('table', { name: 'Deductions by pay period' });
    expect(within(history).getByRole('row', { name: /Medical \$98\.00/ })).toHaveTextContent('$300.00');
  });

  it('sends no dependents for employee coverage, even after some were chosen for another tier', async () => {
    const { requests } = stubFetch(...benefitsServer());
    renderTab();
    const user = userEvent.setup();
    await screen.findByRole('combobox', { name: 'Medical plan' });
    await choose(user, 'Medical plan', medical.name);
    await choose(user, 'Medical tier', 'Employee + spouse: $98.00 a pay period');
    await user.click(screen.getByRole('combobox', { name: 'Medical dependents' }));
    await user.click(await screen.findByRole('option', { name: 'Sam Hale' }));
    await choose(user, 'Medical tier', 'Employee: $45.00 a pay period');
    await user.click(screen.getByRole('button', { name: `${productMessages.benefitsEnrol} (Medical)` }));
    await waitFor(() => expect(requests.some(isCall(createElectionContract, params))).toBe(true));
    expect(requests.find(isCall(createElectionContract, params))?.body).toMatchObject({ tier: 'EMPLOYEE', dependent_ids: [] });
  });

  it('waives medical cover: no plan, no tier, nobody covered', async () => {
    const { requests } = stubFetch(...benefitsServer());
    renderTab();
    const user = userEvent.setup();
    await screen.findByRole('combobox', { name: 'Medical plan' });
    await choose(user, 'Medical plan', productMessages.benefitsWaive);
    expect(screen.queryByRole('combobox', { name: 'Medical tier' })).toBeNull();
    await user.click(screen.getByRole('button', { name: `${productMessages.benefitsWaive} (Medical)` }));
    expect(await screen.findByText(productMessages.benefitsElectionSaved)).toBeInTheDocument();
    expect(requests.find(isCall(createElectionContract, params))?.body).toEqual({
      plan_year_id: YEAR_ID,
      kind: 'MEDICAL',
      plan_id: null,
      tier: null,
      dependent_ids: [],
    });
    const row = within(await screen.findByRole('table', { name: 'Her choices' })).getByRole('row', {
      name: new RegExp(productMessages.benefitsWaived),
    });
    expect(row).toHaveTextContent('$0.00');
  });

  it('records a birth, which opens her window, and says so', async () => {
    const { requests } = stubFetch(
      ...benefitsServer(),
      onCall(createLifeEventContract, params, () => ({
        id: '00000000-0000-4000-8000-000000000b08',
        kind: 'BIRTH',
        event_date: '2030-12-20',
        window_closes: '2031-01-19',
      })),
    );
    renderTab();
    const user = userEvent.setup();
    const record = await screen.findByRole('button', { name: 'Record life event' });
    expect(record).toBeDisabled();
    await choose(user, 'Life event', 'Birth');
    await user.type(screen.getByLabelText('Event date'), '2030-12-20');
    await user.click(record);
    expect(await screen.findByText(productMessages.benefitsLifeEventSaved)).toBeInTheDocument();
    expect(requests.find(isCall(createLifeEventContract, params))?.body).toEqual({ kind: 'BIRTH', event_date: '2030-12-20' });
  });
});
