import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMyElectionContract, myBenefitsContract } from '@careroster/shared/api/benefits/enrolment';
import { TIME_CLOCK_DEVICE_HEADER } from '@careroster/shared/api/timekeeping/time-clock/device';
import { productMessages } from '@careroster/shared/messages';
import { isCall, onCall, stubFetch } from '../../../test/fetch-stub';
import { TestProviders } from '../../../test/render-app';
import { election, employeeBenefits, PLAN_ID, SPOUSE_ID, YEAR_ID } from './fixtures';
import { MyBenefits } from './my-benefits';

const renderSection = () =>
  render(
    <TestProviders>
      <MyBenefits device="device-1" />
    </TestProviders>,
  );

describe('My benefits (the nurse’s time-clock page)', () => {
  it('enrols her with her spouse through her device, then lists her choice', async () => {
    const state = { elections: [] as (typeof election)[] };
    const { requests } = stubFetch(
      onCall(myBenefitsContract, () => ({ ...employeeBenefits, elections: state.elections })),
      onCall(createMyElectionContract, () => {
        state.elections = [{ ...election, by_employee: true }];
        return state.elections[0]!;
      }),
    );
    renderSection();
    const user = userEvent.setup();
    const section = await screen.findByRole('heading', { name: productMessages.benefitsMyTitle });
    expect(section).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Medical plan' }));
    await user.click(await screen.findByRole('option', { name: 'Maple Health PPO' }));
    await user.click(screen.getByRole('combobox', { name: 'Medical tier' }));
    await user.click(await screen.findByRole('option', { name: 'Employee + spouse: $98.00 a pay period' }));
    await user.click(screen.getByRole('combobox', { name: 'Medical dependents' }));
    await user.click(await screen.findByRole('option', { name: 'Sam Hale' }));
    await user.click(screen.getByRole('button', { name: `${productMessages.benefitsEnrol} (Medical)` }));

    expect(await screen.findByText(productMessages.benefitsElectionSaved)).toBeInTheDocument();
    const sent = requests.find(isCall(createMyElectionContract))!;
    expect(sent.headers.get(TIME_CLOCK_DEVICE_HEADER)).toBe('device-1');
    expect(sent.body).toEqual({
      plan_year_id: YEAR_ID,
      kind: 'MEDICAL',
      plan_id: PLAN_ID,
      tier: 'EMPLOYEE_SPOUSE',
      dependent_ids: [SPOUSE_ID],
    });
    expect(requests.find(isCall(myBenefitsContract))!.headers.get(TIME_CLOCK_DEVICE_HEADER)).toBe('device-1');
    const mine = await screen.findByRole('table', { name: 'My choices' });
    expect(within(mine).getByRole('row', { name: /Maple Health PPO/ })).toHaveTextContent('Sam Hale');
  });

  it('outside every window shows her choices and says enrolment is closed, without the form', async () => {
    stubFetch(
      onCall(myBenefitsContract, () => ({
        ...employeeBenefits,
        years: employeeBenefits.years.map((y) => ({ ...y, window: null })),
        elections: [election],
      })),
    );
    renderSection();
    expect(await screen.findByText(productMessages.benefitsMyClosed)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'My choices' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Medical plan' })).toBeNull();
  });
});
