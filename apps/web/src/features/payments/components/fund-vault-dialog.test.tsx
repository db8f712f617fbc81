import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentsSummary } from '@careroster/shared/api/payments/payments-summary';
import { messages, productMessages } from '@careroster/shared/messages';
import { fundVaultContract } from '@careroster/shared/api/payments/fund-vault';
import { useAppStore } from '../../../store/app-store';
import { failure, onCall, stubFetch } from '../../../test/fetch-stub';
import { facilityB, loginAnswerFixture } from '../../../test/fixtures';
import { TestProviders } from '../../../test/render-app';
import { PaymentsPage } from '../pages/payments-page';
import { FundVaultDialog } from './fund-vault-dialog';

const summary: PaymentsSummary = {
  vault: 7473.4,
  in_transit: 1000,
  fees_paid: 0.09,
  funding_fee: 0.03,
  funding_account: {
    id: '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b',
    holder_name: 'Maple Grove Care Home Inc',
    account_number: '****6789',
    status: 'VERIFIED',
  },
  vault_account: { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', label: 'Maple Grove Care Home vault' },
};

function renderDialog(head: PaymentsSummary = summary) {
  useAppStore.getState().login(loginAnswerFixture);
  const onClose = vi.fn();
  render(
    <TestProviders>
      <FundVaultDialog summary={head} onClose={onClose} />
    </TestProviders>,
  );
  return { onClose, user: userEvent.setup() };
}

const submit = () => screen.getByRole('button', { name: productMessages.fundVault });

describe('FundVaultDialog (spec 000)', () => {
  it('shows the funding account masked, the vault account and the 3-cent fee note', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: productMessages.fundVault });
    expect(dialog).toHaveTextContent('****6789');
    expect(dialog).toHaveTextContent('Maple Grove Care Home vault');
    expect(dialog).toHaveTextContent(productMessages.vaultFeeNote('$0.03'));
  });

  it('blocks e, E, + and - in the amount', async () => {
    const { user } = renderDialog();
    const amount = screen.getByLabelText(productMessages.fundVaultAmount);
    await user.type(amount, '-1e+2E5.5');
    expect(amount).toHaveValue(125.5);
  });

  it("answers 0 with the 'Enter valid amount' toast and sends nothing", async () => {
    const { requests } = stubFetch();
    const { user, onClose } = renderDialog();
    await user.type(screen.getByLabelText(productMessages.fundVaultAmount), '0');
    await user.click(submit());
    expect(await screen.findByText(messages.enterValidAmount)).toBeInTheDocument();
    await user.click(submit());
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("funds with an Idempotency-Key and says 'Vault Amount funded'", async () => {
    const { requests } = stubFetch(
      onCall(fundVaultContract, () => ({
        id: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
        amount: 125.5,
        fee: 0.03,
        status: 'PENDING',
        settles_at: '2030-01-01T00:00:00.000Z',
      })),
    );
    const { user, onClose } = renderDialog();
    await user.type(screen.getByLabelText(productMessages.fundVaultAmount), '125.50');
    await user.click(submit());
    expect(await screen.findByText(messages.vaultFunded)).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({ amount: 125.5 });
    expect(post.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    expect(onClose).toHaveBeenCalled();
  });

  it("shows a refusal's first message, and 'Something went wrong' for a server failure", async () => {
    let status = 422;
    stubFetch(
      onCall(fundVaultContract, () => (status === 422 ? failure(422, [messages.vaultNeedsAccounts, 'second']) : failure(500, ['boom']))),
    );
    const { user, onClose } = renderDialog();
    await user.type(screen.getByLabelText(productMessages.fundVaultAmount), '10');
    await user.click(submit());
    expect(await screen.findByText(messages.vaultNeedsAccounts)).toBeInTheDocument();
    status = 500;
    await user.click(submit());
    expect(await screen.findByText(messages.somethingWentWrongNoStop)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('without a verified funding account says so and cannot be submitted', () => {
    renderDialog({ ...summary, funding_account: { ...summary.funding_account!, status: 'AWAITING_VERIFICATION' } });
    expect(screen.getByRole('alert')).toHaveTextContent(messages.vaultNeedsAccounts);
    expect(submit()).toBeDisabled();
    expect(screen.getByLabelText(productMessages.fundVaultAmount)).toBeDisabled();
  });
});

describe('PaymentsPage', () => {
  it('tells a manager the page is not hers, and asks the server nothing', async () => {
    const { requests } = stubFetch();
    useAppStore.getState().login({ ...loginAnswerFixture, role: 'MANAGER', facility_id: facilityB.id });
    render(
      <TestProviders>
        <PaymentsPage />
      </TestProviders>,
    );
    expect(await screen.findByText(productMessages.paymentsNotAllowed)).toBeInTheDocument();
    await waitFor(() => expect(requests.filter((r) => r.path.includes('/payments') || r.path.includes('/reimbursements'))).toEqual([]));
  });
});
