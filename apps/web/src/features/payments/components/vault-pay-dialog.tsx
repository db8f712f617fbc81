import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { formatMoney } from '@careroster/shared/format/money';
import { messages, productMessages } from '@careroster/shared/messages';
import { showToast } from '../../../api/toasts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { failureMessage } from '../api/payments';

type Pay = {
  mutate: (id: string, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
};

/**
 * Paying one item from the vault, the 'Process Reimbursement!' dialog of spec 001: 'You are about
 * to initiate a transaction', Cancel and 'Pay $<amount>'. Reimbursements and one-off payments
 * (decision 077) both pay through it; a refusal (the vault too low) shows its first message.
 */
export function VaultPayDialog(props: { id: string; amount: number; title: string; detail: ReactNode; pay: Pay; onClose: () => void }) {
  const { id, amount, title, detail, pay, onClose } = props;
  const shown = formatMoney(amount);
  return (
    <ConfirmDialog
      opened
      onClose={onClose}
      onConfirm={() =>
        pay.mutate(id, {
          onSuccess: () => {
            showToast('success', productMessages.reimbursementPaid(shown));
            onClose();
          },
        })
      }
      title={title}
      confirmLabel={productMessages.reimbursementPay(shown)}
      loading={pay.isPending}
      error={pay.isError ? failureMessage(pay.error) : null}
    >
      <Text size="sm">{messages.processReimbursementBody}</Text>
      <Text size="sm" mt="xs" c="dimmed">
        {detail}
      </Text>
    </ConfirmDialog>
  );
}
