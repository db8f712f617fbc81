import { useState } from 'react';
import { Alert, Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { todayIn } from '@careroster/shared/format/date-time';
import { fixed } from '@careroster/shared/format/number';
import { formatMileRate, formatMoney, fromCents, fromMills, MILE_RATE_DECIMALS } from '@careroster/shared/format/money';
import { productMessages } from '@careroster/shared/messages';
import { irsMileageRateMills, REIMBURSEMENT_DESCRIPTION_MAX_LENGTH } from '@careroster/shared/money/payments';
import { MILEAGE_CATEGORY } from '@careroster/shared/company/categories';
import {
  createReimbursementFormSchema,
  reimbursementCents,
  reimbursementDateError,
  type CreateReimbursementInput,
} from '@careroster/shared/validation/payments';
import { showToast } from '../../../api/toasts';
import { GenericModal } from '../../../components/generic-modal';
import { useAppStore } from '../../../store/app-store';
import { useCategories } from '../../company';
import { failureMessage, useCreateReimbursement } from '../api/payments';
import { AmountInput, blockNumberSigns } from './amount-input';
import { NurseSelect } from './nurse-select';

type Form = {
  employee_id: string | null;
  category: string | null;
  description: string;
  incurred_on: string;
  amount: string;
  miles: string;
  mile_rate: string;
};
type Errors = Partial<Record<keyof Form, string>>;

/** What the form sends: only the fields of its category. */
function bodyOf(form: Form): CreateReimbursementInput {
  const common = {
    employee_id: form.employee_id ?? '',
    category: form.category ?? '',
    description: form.description,
    incurred_on: form.incurred_on,
  };
  return form.category === MILEAGE_CATEGORY
    ? { ...common, miles: form.miles, mile_rate: form.mile_rate }
    : { ...common, amount: form.amount };
}

/**
 * A nurse's expense, entered by the facility: mileage at a rate per mile (empty: the IRS rate of the
 * expense's year, which the server applies; decision 051), or an amount.
 */
export function NewReimbursementDialog({ onClose }: { onClose: () => void }) {
  const zone = useAppStore((state) => state.facility.facilityInfo?.timezone);
  const today = todayIn(zone, new Date());
  const [form, setForm] = useState<Form>({
    employee_id: null,
    category: null,
    description: '',
    incurred_on: today,
    amount: '',
    miles: '',
    mile_rate: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateReimbursement();
  // The facility's active expense categories (decision 078): an archived one is offered for nothing new.
  const categories = useCategories('expense-categories');
  const categoryOptions = (categories.data?.results ?? []).filter((c) => c.active).map((c) => ({ value: c.code, label: c.name }));
  const set = (change: Partial<Form>) => setForm((f) => ({ ...f, ...change }));
  const parsed = createReimbursementFormSchema.safeParse(bodyOf(form));
  const total = parsed.success ? formatMoney(fromCents(reimbursementCents(parsed.data))) : null;
  const irsRate = fromMills(irsMileageRateMills(form.incurred_on || today));

  const submit = () => {
    const found: Errors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as keyof Form] ??= issue.message;
    const late = reimbursementDateError(form.incurred_on, today);
    if (late) found.incurred_on ??= late;
    setErrors(found);
    if (!parsed.success || late) return;
    create.mutate(parsed.data, {
      onSuccess: () => {
        showToast('success', productMessages.reimbursementCreated);
        onClose();
      },
    });
  };
  const mileage = form.category === MILEAGE_CATEGORY;
  return (
    <GenericModal
      opened
      onClose={onClose}
      title={productMessages.newReimbursement}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={submit}
      confirmLabel="Save"
      confirmLoading={create.isPending}
    >
      <Stack gap="sm">
        <NurseSelect
          label="Nurse"
          required
          value={form.employee_id}
          onChange={(id) => set({ employee_id: id })}
          error={errors.employee_id}
        />
        <SimpleGrid cols={2} spacing="sm">
          <Select
            label="Category"
            required
            data={categoryOptions}
            value={form.category}
            onChange={(v) => set({ category: v })}
            error={errors.category}
          />
          <TextInput
            label="Date of the expense"
            type="date"
            required
            max={today}
            value={form.incurred_on}
            onChange={(e) => set({ incurred_on: e.currentTarget.value })}
            error={errors.incurred_on}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          required
          autosize
          minRows={2}
          maxLength={REIMBURSEMENT_DESCRIPTION_MAX_LENGTH}
          description={`${form.description.length}/${REIMBURSEMENT_DESCRIPTION_MAX_LENGTH}`}
          value={form.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
          error={errors.description}
        />
        {mileage ? (
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              label="Miles"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={form.miles}
              onKeyDown={blockNumberSigns}
              onChange={(e) => set({ miles: e.currentTarget.value })}
              error={errors.miles}
            />
            <AmountInput
              label="Rate per mile"
              value={form.mile_rate}
              onChange={(e) => set({ mile_rate: e.currentTarget.value })}
              step={0.001}
              placeholder={fixed(irsRate, MILE_RATE_DECIMALS)}
              description={productMessages.reimbursementMileRateHint(formatMileRate(irsRate), (form.incurred_on || today).slice(0, 4))}
              error={errors.mile_rate}
            />
          </SimpleGrid>
        ) : (
          <AmountInput label="Amount" value={form.amount} onChange={(e) => set({ amount: e.currentTarget.value })} error={errors.amount} />
        )}
        {total && (
          <Group gap="xs">
            <Text size="sm" fw={500}>
              Total
            </Text>
            <Text size="sm">{total}</Text>
          </Group>
        )}
        {create.isError && (
          <Alert color="red" role="alert">
            {failureMessage(create.error)}
          </Alert>
        )}
      </Stack>
    </GenericModal>
  );
}
