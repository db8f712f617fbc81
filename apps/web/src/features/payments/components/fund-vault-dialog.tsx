import { useState } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import type { PaymentsSummary } from '@careroster/shared/api/payments/payments-summary';
import { formatMoney } from '@careroster/shared/format/money';
import { messages, productMessages } from '@careroster/shared/messages';
import { vaultFundingAccountsError } from '@careroster/shared/validation/money';
import { fundVaultFormSchema } from '@careroster/shared/validation/payments';
import { showToast } from '../../../api/toasts';
import { GenericModal } from '../../../components/generic-modal';
import { failureMessage, useFundVault } from '../api/payments';
import { AmountInput } from './amount-input';
import { Field } from '../../../components/read-only-field';

/**
 * The fund-vault dialog (spec 000): the amount, the funding account (the verified bank account,
 * masked) and the vault account, and the fee note. Without both accounts it says so and cannot
 * be submitted.
 */
export function FundVaultDialog({ summary, onClose }: { summary: PaymentsSummary; onClose: () => void }) {
  const [amount, setAmount] = useState('');
  const fund = useFundVault();
  const verified = summary.funding_account?.status === 'VERIFIED' ? summary.funding_account : null;
  const blocked = vaultFundingAccountsError(verified?.id, summary.vault_account.id);
  const submit = () => {
    const parsed = fundVaultFormSchema.safeParse({ amount });
    if (!parsed.success) {
      showToast('error', parsed.error.issues[0]?.message ?? messages.enterValidAmount);
      return;
    }
    fund.mutate(parsed.data, {
      onSuccess: () => {
        showToast('info', messages.vaultFunded);
        onClose();
      },
      onError: (error) => showToast('error', failureMessage(error)),
    });
  };
  return (
    <GenericModal
      opened
      onClose={onClose}
      title={productMessages.fundVault}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={submit}
      confirmLabel={productMessages.fundVault}
      confirmLoading={fund.isPending}
      confirmDisabled={blocked !== null}
    >
      <Stack gap="sm">
        <AmountInput
          label={productMessages.fundVaultAmount}
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          disabled={blocked !== null}
          data-autofocus
        />
        <Field
          label={productMessages.fundingAccount}
          value={verified ? `${verified.holder_name} ${verified.account_number}` : productMessages.noFundingAccount}
        />
        <Field label={productMessages.vaultAccount} value={summary.vault_account.label} />
        <Text size="sm">{productMessages.vaultFeeNote(formatMoney(summary.funding_fee))}</Text>
        <Text size="sm" c="dimmed">
          {productMessages.vaultSettleNote}
        </Text>
        {blocked && (
          <Alert color="yellow" role="alert">
            {blocked}
          </Alert>
        )}
      </Stack>
    </GenericModal>
  );
}
