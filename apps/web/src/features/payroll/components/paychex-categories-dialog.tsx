import { useState } from 'react';
import { Stack, Text, TextInput } from '@mantine/core';
import { paychexCategoriesSchema, type PaychexCategories } from '@careroster/shared/api/payroll/paychex-categories';
import { productMessages } from '@careroster/shared/messages';
import { PAYCHEX_CATEGORY_MAX_LENGTH, payrollEarningKinds, type PayrollEarningKind } from '@careroster/shared/payroll/earnings';
import { showToast } from '../../../api/toasts';
import { GenericModal } from '../../../components/generic-modal';
import { usePaychexCategories, useUpdatePaychexCategories } from '../api/payroll';

/** The facility's Paychex earning category per kind of pay, checked by the same schema as the server. */
export function PaychexCategoriesDialog({ onClose }: { onClose: () => void }) {
  const current = usePaychexCategories(true);
  const [draft, setDraft] = useState<Partial<PaychexCategories>>({});
  const [errors, setErrors] = useState<Partial<Record<PayrollEarningKind, string>>>({});
  const save = useUpdatePaychexCategories();
  const value = (kind: PayrollEarningKind) => draft[kind] ?? current.data?.categories[kind] ?? '';
  const submit = () => {
    const parsed = paychexCategoriesSchema.safeParse(Object.fromEntries(payrollEarningKinds.map((kind) => [kind, value(kind)])));
    if (!parsed.success) {
      const found: Partial<Record<PayrollEarningKind, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as PayrollEarningKind] ??= issue.message;
      setErrors(found);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => {
        showToast('info', productMessages.paychexCategoriesSaved);
        onClose();
      },
    });
  };
  return (
    <GenericModal
      opened
      onClose={onClose}
      title={productMessages.payrollCategoriesTitle}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={submit}
      confirmLabel="Save"
      confirmLoading={save.isPending}
      confirmDisabled={!current.data}
    >
      <Stack gap="sm">
        <Text size="sm">{productMessages.payrollCategoriesHint}</Text>
        {payrollEarningKinds.map((kind) => (
          <TextInput
            key={kind}
            label={productMessages.payrollEarningKind[kind]}
            maxLength={PAYCHEX_CATEGORY_MAX_LENGTH}
            value={value(kind)}
            error={errors[kind]}
            placeholder={current.data?.defaults[kind]}
            onChange={(e) => {
              const text = e.currentTarget.value;
              setDraft((d) => ({ ...d, [kind]: text }));
              setErrors((er) => ({ ...er, [kind]: undefined }));
            }}
          />
        ))}
      </Stack>
    </GenericModal>
  );
}
