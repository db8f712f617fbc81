import { useState, type KeyboardEvent } from 'react';
import { Alert, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { BANK_VERIFICATION_MAX_AMOUNT } from '@careroster/shared/constants';
import type { BankAccount } from '@careroster/shared/api/bank/bank-account';
import { messages, productMessages } from '@careroster/shared/messages';
import { bankVerificationFormSchema } from '@careroster/shared/validation/money';
import { ApiError } from '../../../api/client';
import { showToast } from '../../../api/toasts';
import { GenericModal } from '../../../components/generic-modal';
import { useVerifyDeposits } from '../api/bank-account';

/** spec 000 section 5: the number field blocks e, E, + and - (a browser number input takes them). */
const blockNonAmountKeys = (event: KeyboardEvent<HTMLInputElement>) => {
  if (['e', 'E', '+', '-'].includes(event.key)) event.preventDefault();
};

type Amounts = { amount1: string; amount2: string };

/** The Bank details verification dialog (spec 000): two small amounts, the attempts left. */
export function VerifyDepositsDialog({ account, onClose }: { account: BankAccount; onClose: () => void }) {
  const [amounts, setAmounts] = useState<Amounts>({ amount1: '', amount2: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Amounts>>({});
  const verify = useVerifyDeposits();
  const noAttempts = account.attempts_left <= 0;
  const submit = () => {
    const parsed = bankVerificationFormSchema.safeParse(amounts);
    if (!parsed.success) {
      const errors: Partial<Amounts> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Amounts;
        errors[field] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    verify.mutate(parsed.data, {
      onSuccess: () => {
        showToast('success', productMessages.bankVerified);
        onClose();
      },
    });
  };
  // spec 000 section 8: a failure shows the first message of the error data.
  const failure = verify.error instanceof ApiError ? verify.error.messages[0] : verify.isError ? messages.somethingWentWrong : null;
  const field = (name: keyof Amounts, label: string) => (
    <TextInput
      type="number"
      inputMode="decimal"
      label={label}
      placeholder="0.00"
      min={0}
      max={BANK_VERIFICATION_MAX_AMOUNT}
      step={0.01}
      leftSection="$"
      value={amounts[name]}
      onKeyDown={blockNonAmountKeys}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setAmounts((a) => ({ ...a, [name]: value }));
      }}
      error={fieldErrors[name]}
      disabled={noAttempts}
    />
  );
  return (
    <GenericModal
      opened
      onClose={onClose}
      title={productMessages.bankVerifyTitle}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={submit}
      confirmLabel={productMessages.bankVerify}
      confirmLoading={verify.isPending}
      confirmDisabled={noAttempts}
    >
      <Stack gap="sm">
        <Text size="sm">{productMessages.bankVerifyHint}</Text>
        <SimpleGrid cols={2} spacing="sm">
          {field('amount1', 'Amount 1')}
          {field('amount2', 'Amount 2')}
        </SimpleGrid>
        <Text size="sm" fw={500} data-testid="bank-attempts" c={noAttempts ? 'red' : undefined}>
          {noAttempts ? messages.noAttemptsLeft : productMessages.bankAttemptsLeft(account.attempts_left)}
        </Text>
        {failure && !noAttempts && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </GenericModal>
  );
}
