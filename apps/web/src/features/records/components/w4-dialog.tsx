import { Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { SaveW4Body } from '@careroster/shared/api/records/w4';
import { todayIn } from '@careroster/shared/format/date-time';
import { w4FilingStatuses } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { notAfterToday, w4FormSchema } from '@careroster/shared/validation/records-tax';
import { GenericModal } from '../../../components/generic-modal';
import { useAppStore } from '../../../store/app-store';

type AmountField = 'dependents_amount' | 'other_income' | 'deductions' | 'extra_withholding';
type Form = {
  filing_status: string | null;
  multiple_jobs: boolean;
  exempt: boolean;
  signed_date: string;
} & Record<AmountField, string>;
type Errors = Partial<Record<keyof Form, string>>;

const amountFields: { field: AmountField; label: string }[] = [
  { field: 'dependents_amount', label: productMessages.w4DependentsAmount },
  { field: 'other_income', label: productMessages.w4OtherIncome },
  { field: 'deductions', label: productMessages.w4Deductions },
  { field: 'extra_withholding', label: productMessages.w4ExtraWithholding },
];

/** An empty amount is a step left blank on the paper form: zero. */
const amountOf = (text: string) => (text.trim() === '' ? 0 : Number(text));

export const w4BodyOf = (form: Form): SaveW4Body => ({
  filing_status: (form.filing_status ?? '') as SaveW4Body['filing_status'],
  multiple_jobs: form.multiple_jobs,
  exempt: form.exempt,
  signed_date: form.signed_date,
  dependents_amount: amountOf(form.dependents_amount),
  other_income: amountOf(form.other_income),
  deductions: amountOf(form.deductions),
  extra_withholding: amountOf(form.extra_withholding),
});

/**
 * A new W-4 as the employee signed it (IRS Form W-4, 2020 and later): Step 1(c), 2(c), 3, 4(a)-(c),
 * the exempt claim and the date. The server applies the same rules (decision 065).
 */
export function W4Dialog({ onClose, onSubmit }: { onClose: () => void; onSubmit: (body: SaveW4Body) => Promise<unknown> }) {
  const zone = useAppStore((state) => state.facility.facilityInfo?.timezone);
  const today = todayIn(zone, new Date());
  const [form, setForm] = useState<Form>({
    filing_status: null,
    multiple_jobs: false,
    exempt: false,
    signed_date: today,
    dependents_amount: '',
    other_income: '',
    deductions: '',
    extra_withholding: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<Form>) => setForm((f) => ({ ...f, ...change }));

  const submit = async () => {
    const parsed = w4FormSchema.safeParse(w4BodyOf(form));
    const found: Errors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as keyof Form] ??= issue.message;
    if (form.signed_date && !notAfterToday(form.signed_date, today)) found.signed_date ??= productMessages.w4SignedDateFuture;
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onSubmit(w4BodyOf(form));
      onClose();
    } catch {
      // The API client has shown the refusal; the dialog keeps what was entered.
    } finally {
      setSaving(false);
    }
  };

  return (
    <GenericModal
      opened
      onClose={onClose}
      title={productMessages.w4New}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={() => void submit()}
      confirmLabel={productMessages.w4Save}
      confirmLoading={saving}
      size="lg"
    >
      <Stack gap="sm">
        <Select
          label={productMessages.w4FilingStatus}
          required
          data={w4FilingStatuses.map((s) => ({ value: s.value, label: s.label }))}
          value={form.filing_status}
          onChange={(value) => set({ filing_status: value })}
          error={errors.filing_status}
          data-autofocus
        />
        <Checkbox
          label={productMessages.w4MultipleJobs}
          checked={form.multiple_jobs}
          onChange={(e) => set({ multiple_jobs: e.currentTarget.checked })}
          error={errors.multiple_jobs}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {amountFields.map(({ field, label }) => (
            <TextInput
              key={field}
              label={label}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              placeholder="0.00"
              value={form[field]}
              onChange={(e) => set({ [field]: e.currentTarget.value })}
              error={errors[field]}
            />
          ))}
        </SimpleGrid>
        <Checkbox
          label={productMessages.w4Exempt}
          checked={form.exempt}
          onChange={(e) => set({ exempt: e.currentTarget.checked })}
          error={errors.exempt}
        />
        <TextInput
          label={productMessages.w4SignedDate}
          type="date"
          required
          max={today}
          value={form.signed_date}
          onChange={(e) => set({ signed_date: e.currentTarget.value })}
          error={errors.signed_date}
        />
      </Stack>
    </GenericModal>
  );
}
