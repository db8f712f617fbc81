import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BankAccount } from '@careroster/shared/api/bank/bank-account';
import { messages, productMessages } from '@careroster/shared/messages';
import { getBankAccountContract } from '@careroster/shared/api/bank/get-bank-account';
import { verifyDepositsContract } from '@careroster/shared/api/bank/verify-deposits';
import { useAppStore } from '../../../store/app-store';
import { failure, onCall, stubFetch } from '../../../test/fetch-stub';
import { facilityA, facilityB, loginAnswerFixture } from '../../../test/fixtures';
import { TestProviders } from '../../../test/render-app';
import { BankAccountSection } from './bank-account-section';

const awaiting: BankAccount = {
  id: '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b',
  status: 'AWAITING_VERIFICATION',
  holder_name: 'Maple Grove Care Home Inc',
  routing_number: '021000021',
  account_number: '****1234',
  account_type: 'SAVINGS',
  attempts_left: 3,
  deposits_arrived: true,
  deposits_arrived_at: '2026-03-02T10:00:00.000Z',
  expires_at: '2026-03-11T10:00:00.000Z',
  verified_at: null,
  created_at: '2026-03-01T10:00:00.000Z',
};

function renderAs(role: 'ADMIN' | 'MANAGER') {
  const facility = role === 'ADMIN' ? facilityA : facilityB;
  useAppStore.getState().login({ ...loginAnswerFixture, role, facility_id: facility.id });
  render(
    <TestProviders>
      <BankAccountSection />
    </TestProviders>,
  );
}

describe('BankAccountSection', () => {
  it('verifies: checks the amounts, blocks e, shows the first message of a refusal and the attempts left', async () => {
    let account = awaiting;
    const { requests } = stubFetch(
      onCall(getBankAccountContract, () => ({ account })),
      onCall(verifyDepositsContract, () => {
        account = { ...account, attempts_left: 2 };
        return failure(422, [productMessages.bankWrongAmounts(2)], 'VALIDATION_FAILED');
      }),
    );
    const user = userEvent.setup();
    renderAs('ADMIN');
    expect(await screen.findByText('****1234')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: productMessages.bankVerify }));
    const dialog = await screen.findByRole('dialog', { name: productMessages.bankVerifyTitle });
    expect(dialog).toHaveTextContent(productMessages.bankAttemptsLeft(3));
    const amount1 = screen.getByLabelText('Amount 1');
    await user.type(amount1, '-0e.5');
    expect(amount1).toHaveValue(0.5);
    await user.click(screen.getAllByRole('button', { name: productMessages.bankVerify }).at(-1)!);
    expect(await screen.findByText(messages.amountMax)).toBeInTheDocument();
    expect(screen.getByText(messages.amount2Required)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.clear(amount1);
    await user.type(amount1, '0.01');
    await user.type(screen.getByLabelText('Amount 2'), '0.02');
    await user.click(screen.getAllByRole('button', { name: productMessages.bankVerify }).at(-1)!);
    expect(await screen.findByRole('alert')).toHaveTextContent(productMessages.bankWrongAmounts(2));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ amount1: 0.01, amount2: 0.02 });
    await waitFor(() => expect(screen.getByTestId('bank-attempts')).toHaveTextContent(productMessages.bankAttemptsLeft(2)));
  });

  it("shows 'No attemps left' and disables the submit at 0", async () => {
    stubFetch(onCall(getBankAccountContract, () => ({ account: { ...awaiting, status: 'FAILED', attempts_left: 0 } })));
    const user = userEvent.setup();
    renderAs('ADMIN');
    await user.click(await screen.findByRole('button', { name: productMessages.bankVerify }));
    const dialog = await screen.findByRole('dialog', { name: productMessages.bankVerifyTitle });
    expect(dialog).toHaveTextContent(messages.noAttemptsLeft);
    expect(screen.getAllByRole('button', { name: productMessages.bankVerify }).at(-1)).toBeDisabled();
  });

  it('asks before replacing a live account', async () => {
    stubFetch(onCall(getBankAccountContract, () => ({ account: { ...awaiting, status: 'VERIFIED' } })));
    const user = userEvent.setup();
    renderAs('ADMIN');
    await user.click(await screen.findByRole('button', { name: productMessages.bankReplace }));
    expect(await screen.findByRole('dialog', { name: productMessages.bankReplaceTitle })).toHaveTextContent(
      productMessages.bankReplaceBody('1234'),
    );
  });

  it('shows a manager the account, without Verify or Replace', async () => {
    stubFetch(onCall(getBankAccountContract, () => ({ account: awaiting })));
    renderAs('MANAGER');
    expect(await screen.findByText('****1234')).toBeInTheDocument();
    expect(screen.getByText(productMessages.bankStatusLabels.AWAITING_VERIFICATION)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
