import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createPlanContract, createPlanYearContract, listPlanYearsContract, type PlanYear } from '@careroster/shared/api/benefits/plans';
import { productMessages } from '@careroster/shared/messages';
import { useAppStore } from '../../../store/app-store';
import { failure, isCall, onCall, stubFetch } from '../../../test/fetch-stub';
import { facilityB, loginAnswerFixture } from '../../../test/fixtures';
import { TestProviders } from '../../../test/render-app';
import { medical, planYear, YEAR_ID } from './fixtures';
import { PlansTab } from './plans-tab';

const renderTab = () =>
  render(
    <TestProviders>
      <PlansTab />
    </TestProviders>,
  );

/** The list answers what has been saved so far, as the server would after each create. */
function planYearsServer(initial: PlanYear[]) {
  const state = { years: initial };
  return {
    state,
    list: onCall(listPlanYearsContract, () => ({ results: state.years })),
  };
}

describe('the Plans tab', () => {
  beforeEach(() => useAppStore.getState().login(loginAnswerFixture));

  it('adds a plan year: missing and impossible dates are shown beside their fields and nothing is sent, then it saves', async () => {
    const server = planYearsServer([]);
    const { requests } = stubFetch(
      server.list,
      onCall(createPlanYearContract, (request) => {
        server.state.years = [planYear];
        return { ...planYear, ...(request.body as object) };
      }),
    );
    renderTab();
    const user = userEvent.setup();
    expect(await screen.findByText(productMessages.benefitsNoPlanYears)).toBeInTheDocument();
    expect(screen.getByText(productMessages.benefitsNoPlanYearsHint)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New plan year' }));
    const dialog = await screen.findByRole('dialog', { name: 'New plan year' });
    await user.click(within(dialog).getByRole('button', { name: 'Save plan year' }));
    expect(await within(dialog).findByText(productMessages.benefitsPlanYearNameInvalid)).toBeInTheDocument();
    expect(within(dialog).getAllByText(productMessages.invalidDate)).toHaveLength(4);

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Plan year 2031');
    await user.type(within(dialog).getByLabelText(/^Coverage starts/), '2031-01-01');
    await user.type(within(dialog).getByLabelText(/^Coverage ends/), '2030-12-31');
    await user.type(within(dialog).getByLabelText(/^Open enrolment opens/), '2030-11-01');
    await user.type(within(dialog).getByLabelText(/^Open enrolment closes/), '2032-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save plan year' }));
    const end = within(dialog).getByLabelText(/^Coverage ends/);
    await waitFor(() => expect(end).toHaveAccessibleDescription(productMessages.benefitsPlanYearDates));
    expect(within(dialog).getByLabelText(/^Open enrolment closes/)).toHaveAccessibleDescription(productMessages.benefitsEnrolmentDates);
    expect(within(dialog).queryByText(productMessages.benefitsPlanYearNameInvalid)).toBeNull();
    expect(requests.some(isCall(createPlanYearContract))).toBe(false);

    await user.clear(end);
    await user.type(end, '2031-12-31');
    const closes = within(dialog).getByLabelText(/^Open enrolment closes/);
    await user.clear(closes);
    await user.type(closes, '2030-12-15');
    await user.click(within(dialog).getByRole('button', { name: 'Save plan year' }));

    expect(await screen.findByText(productMessages.benefitsPlanYearSaved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New plan year' })).toBeNull());
    expect(requests.find(isCall(createPlanYearContract))?.body).toEqual({
      name: 'Plan year 2031',
      start_date: '2031-01-01',
      end_date: '2031-12-31',
      enrolment_opens: '2030-11-01',
      enrolment_closes: '2030-12-15',
    });
    expect(await screen.findByRole('heading', { name: /^Plan year 2031: 01\/01\/2031 to 31\/12\/2031/ })).toBeInTheDocument();
    expect(screen.getByText(productMessages.benefitsNoPlans)).toBeInTheDocument();
  });

  it('adds a medical plan with two tiers and their costs; no name and an emptied cost are refused beside their fields first', async () => {
    const server = planYearsServer([planYear]);
    const { requests } = stubFetch(
      server.list,
      onCall(createPlanContract, { planYearId: YEAR_ID }, () => {
        server.state.years = [{ ...planYear, plans: [medical] }];
        return medical;
      }),
    );
    renderTab();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add plan' }));
    const dialog = await screen.findByRole('dialog', { name: `Add a plan to ${planYear.name}` });

    await user.click(within(dialog).getByRole('checkbox', { name: 'Employee + spouse' }));
    const spouseCost = within(dialog).getByRole('textbox', { name: 'Employee + spouse: employee cost' });
    await user.clear(spouseCost);
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(await within(dialog).findByText(productMessages.benefitsPlanNameInvalid)).toBeInTheDocument();
    expect(spouseCost).toHaveAccessibleDescription(productMessages.benefitsCostInvalid);
    expect(requests.some(isCall(createPlanContract, { planYearId: YEAR_ID }))).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /^Plan name/ }), 'Maple Health PPO');
    const own = within(dialog).getByRole('textbox', { name: 'Employee: employee cost' });
    await user.clear(own);
    await user.type(own, '45');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Employee: employer cost' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Employee: employer cost' }), '180');
    await user.type(spouseCost, '98.5');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Employee + spouse: employer cost' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Employee + spouse: employer cost' }), '300');
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));

    expect(await screen.findByText(productMessages.benefitsPlanSaved)).toBeInTheDocument();
    expect(requests.find(isCall(createPlanContract, { planYearId: YEAR_ID }))?.body).toEqual({
      kind: 'MEDICAL',
      name: 'Maple Health PPO',
      worker_types: ['IN'],
      waiting_days: 0,
      aca_full_time_only: false,
      tiers: [
        { tier: 'EMPLOYEE', employee_cost: 45, employer_cost: 180 },
        { tier: 'EMPLOYEE_SPOUSE', employee_cost: 98.5, employer_cost: 300 },
      ],
    });
    const plans = await screen.findByRole('table', { name: `Plans of ${planYear.name}` });
    const row = within(plans).getByRole('row', { name: /Maple Health PPO/ });
    expect(row).toHaveTextContent('Medical');
    expect(row).toHaveTextContent('Employee $45.00 / $180.00');
    expect(row).toHaveTextContent('Employee + spouse $98.00 / $300.00');
  });

  it("shows the server's refusal in the dialog and keeps what was typed", async () => {
    const overlap = productMessages.benefitsPlanYearOverlap('Plan year 2031');
    stubFetch(
      planYearsServer([planYear]).list,
      onCall(createPlanYearContract, () => failure(409, [overlap], 'CONFLICT')),
    );
    renderTab();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New plan year' }));
    const dialog = await screen.findByRole('dialog', { name: 'New plan year' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Overlapping year');
    await user.type(within(dialog).getByLabelText(/^Coverage starts/), '2031-06-01');
    await user.type(within(dialog).getByLabelText(/^Coverage ends/), '2032-05-31');
    await user.type(within(dialog).getByLabelText(/^Open enrolment opens/), '2031-05-01');
    await user.type(within(dialog).getByLabelText(/^Open enrolment closes/), '2031-05-20');
    await user.click(within(dialog).getByRole('button', { name: 'Save plan year' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(overlap);
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Overlapping year');
    expect(screen.queryByText(productMessages.benefitsPlanYearSaved)).toBeNull();
  });

  it('shows a manager the plans without the buttons that set them up (benefits:manage)', async () => {
    useAppStore.getState().login({ ...loginAnswerFixture, role: 'MANAGER', facility_id: facilityB.id });
    stubFetch(planYearsServer([{ ...planYear, plans: [medical] }]).list);
    renderTab();
    expect(await screen.findByRole('table', { name: `Plans of ${planYear.name}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New plan year' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add plan' })).toBeNull();
  });
});
