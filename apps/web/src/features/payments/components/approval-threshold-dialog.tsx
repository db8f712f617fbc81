import { useState } from 'react';
import { Alert, Stack } from '@mantine/core';
import { fixed } from '@careroster/shared/format/number';
import { productMessages } from '@careroster/shared/messages';
import { paymentSettingsFormSchema } from '@careroster/shared/validation/one-off-payments';
import { showToast } from '../../../api/toasts';
import { GenericModal } from '../../../components/generic-modal';
import { usePaymentSettings, useUpdatePaymentSettings } from '../api/one-off-payments';
import { failureMessage } from '../api/payments';
import { AmountInput } from './amount-input';

/** The facility's approval threshold for one-off payments (decision 077), checked by the server's schema first. */
export function ApprovalThresholdDialog({ onClose }: { onClose: () => void }) {
  const current = usePaymentSettings(true);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const save = useUpdatePaymentSettings();
  const value = draft ?? (current.data ? fixed(current.data.one_off_approval_threshold, 2) : '');
  const submit = () => {
    const parsed = paymentSettingsFormSchema.safeParse({ one_off_approval_threshold: value });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    save.mutate(parsed.data, {
      onSuccess: () => {
        showToast('success', productMessages.oneOffSettingsSaved);
        onClose();
      },
    });
  };
  return (
    <GenericModal
      opened
      onClose={onClose}
      title={productMessages.oneOffSettingsTitle}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={submit}
      confirmLabel="Save"
      confirmLoading={save.isPending}
      confirmDisabled={!current.data}
    >
      <Stack gap="sm">
        <AmountInput
          label={productMessages.oneOffThresholdLabel}
          value={value}
          onChange={(e) => {
            setDraft(e.currentTarget.value);
            setError(undefined);
          }}
          error={error}
        />
        {save.isError && (
          <Alert color="red" role="alert">
            {failureMessage(save.error)}
          </Alert>
        )}
      </Stack>
    </GenericModal>
  );
}
