import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createTaxAccountContract,
  getTaxSetupContract,
  revealTaxAccountContract,
  type TaxSetup,
} from '@careroster/shared/api/company/taxes';
import { productMessages } from '@careroster/shared/messages';
import { useAppStore } from '../../../store/app-store';
import { isCall, onCall, stubFetch } from '../../../test/fetch-stub';
import { loginAnswerFixture } from '../../../test/fixtures';
import { TestProviders } from '../../../test/render-app';
import { TaxesPanel } from './taxes-panel';

const accountId = '00000000-0000-4000-8000-0000000000a1';
const setup: TaxSetup = {
  ein: '36-1234567',
  accounts: [
    {
      id: accountId,
      kind: 'STATE_UNEMPLOYMENT',
      state: 'IL',
      locality: null,
      account_number: '****5678',
      effective_from: '2026-01-01',
      effective_to: null,
    },
  ],
  sui_rates: [{ state: 'IL', year: 2026, rate: 3.525 }],
};

describe('TaxesPanel (decision 078)', () => {
  beforeEach(() => useAppStore.getState().login(loginAnswerFixture));

  it('shows the accounts masked, reveals one on request, and checks a new account before sending it', async () => {
    const { requests } = stubFetch(
      onCall(getTaxSetupContract, () => setup),
      onCall(revealTaxAccountContract, { accountId }, () => ({ account_number: '1234-5678' })),
      onCall(createTaxAccountContract, () => setup.accounts[0]!),
    );
    render(
      <TestProviders>
        <TaxesPanel />
      </TestProviders>,
    );
    const user = userEvent.setup();
    expect(await screen.findByDisplayValue('36-1234567')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Tax accounts' });
    expect(table).toHaveTextContent('State unemployment (SUI)IL****5678');
    expect(screen.getByRole('table', { name: 'SUI rates' })).toHaveTextContent('IL20263.525%');
    await user.click(within(table).getByRole('button', { name: 'Reveal IL ****5678' }));
    expect(await within(table).findByText('1234-5678')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add tax account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add tax account' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Account number' }), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // No state chosen yet: the shared schema's message, and nothing is sent.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(productMessages.profileStateInvalid);
    expect(requests.filter(isCall(createTaxAccountContract))).toHaveLength(0);
  });
});
