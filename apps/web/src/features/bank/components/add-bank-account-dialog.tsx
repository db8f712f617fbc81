import { useState } from 'react';
import { Alert, Select, Stack, TextInput } from '@mantine/core';
import { bankAccountTypes, type BankAccountType } from '@careroster/shared/compliance/values';
import { messages, productMessages } from '@careroster/shared/messages';
import { addBankAccountSchema } from '@careroster/shared/validation/bank';
import { ApiError } from '../../../api/client';
import { showToast } from '../../../api/toasts';
import { GenericModal } from '../../../components/generic-modal';
import { useAddBankAccount } from '../api/bank-account';

type Draft = { holder_name: string; routing_number: string; account_number: string; account_type: BankAccountType | '' };
const empty: Draft = { holder_name: '', routing_number: '', account_number: '', account_type: 'CHECKING' };

/** Adds (or, after the section's confirmation, replaces) the facility's funding account. */
export function AddBankAccountDialog({ onClose }: { onClose: () => void }) {
  const [draft, setDraft] = useState<Draft>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const add = useAddBankAccount();
  // A field's message goes once it is edited: it described the old value.
  const set = (change: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...change }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !(field in change))));
  };
  const submit = () => {
    const parsed = addBankAccountSchema.safeParse(draft);
    if (!parsed.success) {
      const found: Partial<Record<keyof Draft, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Draft] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: () => {
        showToast('success', productMessages.bankAdded);
        onClose();
      },
    });
  };
  const failure = add.error instanceof ApiError ? add.error.messages[0] : add.isError ? messages.somethingWentWrong : null;
  return (
    <GenericModal
      opened
      onClose={onClose}
      title={productMessages.bankAdd}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={submit}
      confirmLabel="Save"
      confirmLoading={add.isPending}
    >
      <Stack gap="sm">
        <TextInput
          label="Account holder name"
          required
          autoComplete="off"
          value={draft.holder_name}
          error={errors.holder_name}
          onChange={(e) => set({ holder_name: e.currentTarget.value })}
        />
        <TextInput
          label="Routing number"
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          value={draft.routing_number}
          error={errors.routing_number}
          onChange={(e) => set({ routing_number: e.currentTarget.value })}
        />
        <TextInput
          label="Account number"
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          value={draft.account_number}
          error={errors.account_number}
          onChange={(e) => set({ account_number: e.currentTarget.value })}
        />
        <Select
          label="Account type"
          required
          allowDeselect={false}
          data={bankAccountTypes.map((type) => ({ value: type, label: productMessages.bankAccountTypeLabels[type] }))}
          value={draft.account_type}
          error={errors.account_type}
          onChange={(v) => set({ account_type: v ?? '' })}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </GenericModal>
  );
}
