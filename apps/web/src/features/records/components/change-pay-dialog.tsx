import { Alert, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { PayAnswer } from '@careroster/shared/api/records/pay-details';
import { addDays } from '@careroster/shared/format/wall-clock';
import { productMessages } from '@careroster/shared/messages';
import {
  PAY_TEXT_MAX_LENGTH,
  payDetailsFormSchema,
  paymentCategoryOptions,
  payTypeOptions,
} from '@careroster/shared/validation/pay-details';
import { showToast } from '../../../api/toasts';
import { GenericModal } from '../../../components/generic-modal';
import { useChangePay } from '../api/pay';

type Form = {
  effective_from: string;
  hourly_rate: string | number;
  monthly_rate: string | number;
  pay_type: string | null;
  payment_category: string | null;
  paychex_emp_id: string;
  paychex_org_id: string;
  paychex_org_id_15: string;
};
type Errors = Partial<Record<keyof Form, string>>;

/** The offered choices plus whatever the record already holds (a bulk-invite file's own text). */
const choices = (offered: readonly string[], held: string | null) => [...new Set([...offered, ...(held ? [held] : [])])];

function initialForm(pay: PayAnswer): Form {
  const { current } = pay;
  // The first day a change may take: tomorrow, or the day after approved payroll when that is later.
  const tomorrow = addDays(pay.today, 1);
  const open = pay.settled_through ? addDays(pay.settled_through, 1) : tomorrow;
  return {
    effective_from: open > tomorrow ? open : tomorrow,
    hourly_rate: current.hourly_rate,
    monthly_rate: current.monthly_rate ?? '',
    pay_type: current.pay_type,
    payment_category: current.payment_category,
    paychex_emp_id: current.paychex_emp_id ?? '',
    paychex_org_id: current.paychex_org_id ?? '',
    paychex_org_id_15: current.paychex_org_id_15 ?? '',
  };
}

/**
 * "Change pay" (decision 064): the whole set of pay details from a date on, the current values to
 * start from. A date today or earlier changes the card at once; a later one waits for its day.
 */
export function ChangePayDialog({ employeeId, pay, onClose }: { employeeId: string; pay: PayAnswer; onClose: () => void }) {
  const [form, setForm] = useState<Form>(() => initialForm(pay));
  const [errors, setErrors] = useState<Errors>({});
  const change = useChangePay(employeeId);
  const set = (next: Partial<Form>) => setForm((f) => ({ ...f, ...next }));

  const submit = () => {
    const parsed = payDetailsFormSchema.safeParse({
      ...form,
      hourly_rate: String(form.hourly_rate),
      monthly_rate: String(form.monthly_rate),
    });
    const found: Errors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as keyof Form] ??= issue.message;
    setErrors(found);
    if (!parsed.success) return;
    change.mutate(parsed.data, {
      onSuccess: () => {
        showToast('success', productMessages.payChanged);
        onClose();
      },
    });
  };

  const money = { prefix: '$', decimalScale: 2, allowNegative: false, thousandSeparator: ',' } as const;
  return (
    <GenericModal
      opened
      onClose={onClose}
      title={productMessages.payChange}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={submit}
      confirmLabel="Save"
      confirmLoading={change.isPending}
    >
      <Stack gap="sm">
        <TextInput
          label={productMessages.payEffectiveFromLabel}
          type="date"
          required
          value={form.effective_from}
          onChange={(e) => set({ effective_from: e.currentTarget.value })}
          error={errors.effective_from}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label={productMessages.payHourlyRateLabel}
            {...money}
            value={form.hourly_rate}
            onChange={(v) => set({ hourly_rate: v })}
            error={errors.hourly_rate}
          />
          <NumberInput
            label={productMessages.payMonthlyRateLabel}
            description={productMessages.payMonthlyRateHint}
            {...money}
            value={form.monthly_rate}
            onChange={(v) => set({ monthly_rate: v })}
            error={errors.monthly_rate}
          />
          <Select
            label={productMessages.payTypeLabel}
            data={choices(payTypeOptions, pay.current.pay_type)}
            clearable
            value={form.pay_type}
            onChange={(v) => set({ pay_type: v })}
            error={errors.pay_type}
          />
          <Select
            label={productMessages.paymentCategoryLabel}
            data={choices(paymentCategoryOptions, pay.current.payment_category)}
            clearable
            value={form.payment_category}
            onChange={(v) => set({ payment_category: v })}
            error={errors.payment_category}
          />
          <TextInput
            label={productMessages.payPaychexEmpIdLabel}
            maxLength={PAY_TEXT_MAX_LENGTH}
            value={form.paychex_emp_id}
            onChange={(e) => set({ paychex_emp_id: e.currentTarget.value })}
            error={errors.paychex_emp_id}
          />
          <TextInput
            label={productMessages.payPaychexOrgIdLabel}
            maxLength={PAY_TEXT_MAX_LENGTH}
            value={form.paychex_org_id}
            onChange={(e) => set({ paychex_org_id: e.currentTarget.value })}
            error={errors.paychex_org_id}
          />
          <TextInput
            label={productMessages.payPaychexOrgId15Label}
            maxLength={PAY_TEXT_MAX_LENGTH}
            value={form.paychex_org_id_15}
            onChange={(e) => set({ paychex_org_id_15: e.currentTarget.value })}
            error={errors.paychex_org_id_15}
          />
        </SimpleGrid>
        {change.isError && (
          <Alert color="red" role="alert">
            {change.error.message}
          </Alert>
        )}
      </Stack>
    </GenericModal>
  );
}
