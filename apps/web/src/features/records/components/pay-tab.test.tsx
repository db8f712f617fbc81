import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changePayContract, getPayContract, type PayAnswer } from '@careroster/shared/api/records/pay-details';
import { productMessages } from '@careroster/shared/messages';
import { useAppStore } from '../../../store/app-store';
import { employeeCard } from '../../../test/employee-fixtures';
import { onCall, stubFetch } from '../../../test/fetch-stub';
import { loginAnswerFixture } from '../../../test/fixtures';
import { TestProviders } from '../../../test/render-app';
import { PayTab } from './pay-tab';

const answer: PayAnswer = {
  employee_id: employeeCard.id,
  current: {
    hourly_rate: 30,
    monthly_rate: null,
    is_monthly_rate_set: false,
    pay_type: 'HOURLY',
    payment_category: 'W2',
    paychex_emp_id: null,
    paychex_org_id: null,
    paychex_org_id_15: null,
  },
  today: '2026-11-18',
  settled_through: '2026-11-21',
  history: [],
};

function renderTab() {
  render(
    <TestProviders>
      <PayTab employeeId={employeeCard.id} />
    </TestProviders>,
  );
  return userEvent.setup();
}

describe('PayTab', () => {
  beforeEach(() => useAppStore.getState().login(loginAnswerFixture));

  it("shows the pay in force and the card's 'monthly rate not set'", async () => {
    stubFetch(onCall(getPayContract, { employeeId: employeeCard.id }, () => answer));
    renderTab();
    expect(await screen.findByText('$30.00/Hr')).toBeInTheDocument();
    expect(screen.getByText(productMessages.payMonthlyNotSet)).toBeInTheDocument();
    expect(screen.getByText(productMessages.payHistoryEmpty)).toBeInTheDocument();
  });

  it('starts Change pay after approved payroll, asks for a rate, and sends the whole set', async () => {
    const { requests } = stubFetch(
      onCall(getPayContract, { employeeId: employeeCard.id }, () => answer),
      onCall(changePayContract, { employeeId: employeeCard.id }, () => answer),
    );
    const user = renderTab();
    await user.click(await screen.findByRole('button', { name: productMessages.payChange }));
    const dialog = screen.getByRole('dialog', { name: productMessages.payChange });
    // Payroll through Saturday 21 November is approved: the first open day is Sunday the 22nd, not tomorrow.
    const date = within(dialog).getByLabelText(new RegExp(`^${productMessages.payEffectiveFromLabel}`));
    expect(date).toHaveValue('2026-11-22');

    const hourly = within(dialog).getByRole('textbox', { name: productMessages.payHourlyRateLabel });
    await user.clear(hourly);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(productMessages.payRateRequired)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    // The currency input keeps two decimals and no sign.
    await user.type(hourly, '-34.567');
    expect(hourly).toHaveValue('$34.56');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      effective_from: '2026-11-22',
      hourly_rate: 34.56,
      pay_type: 'HOURLY',
      payment_category: 'W2',
      paychex_emp_id: null,
      paychex_org_id: null,
      paychex_org_id_15: null,
    });
  });
});
