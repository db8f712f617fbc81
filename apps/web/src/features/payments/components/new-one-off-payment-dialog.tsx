import { useState } from 'react';
import { Alert, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { formatDateRange, todayIn } from '@careroster/shared/format/date-time';
import { formatMoney } from '@careroster/shared/format/money';
import { productMessages } from '@careroster/shared/messages';
import { ONE_OFF_REASON_MAX_LENGTH } from '@careroster/shared/money/one-off-payments';
import { oneOffPaymentKinds, type OneOffPaymentKind } from '@careroster/shared/money/values';
import {
  createOneOffPaymentFormSchema,
  oneOffDateError,
  type CreateOneOffPaymentInput,
} from '@careroster/shared/validation/one-off-payments';
import { showToast } from '../../../api/toasts';
import { GenericModal } from '../../../components/generic-modal';
import { useAppStore } from '../../../store/app-store';
import { useCreateOneOffPayment, useOneOffOptions } from '../api/one-off-payments';
import { failureMessage } from '../api/payments';
import { AmountInput } from './amount-input';
import { NurseSelect } from './nurse-select';

type Form = {
  employee_id: string | null;
  kind: OneOffPaymentKind | null;
  amount: string;
  reason: string;
  dated: string;
  booking_id: string | null;
  payroll_run_id: string | null;
};
type Errors = Partial<Record<keyof Form, string>>;

export const oneOffKindOptions = oneOffPaymentKinds.map((k) => ({ value: k, label: productMessages.oneOffKindLabels[k] }));

/** What the form sends: the booking only for a shift incentive, the run only for a correction. */
const bodyOf = (form: Form): CreateOneOffPaymentInput => ({
  employee_id: form.employee_id ?? '',
  kind: form.kind as OneOffPaymentKind,
  amount: form.amount,
  reason: form.reason,
  dated: form.dated,
  ...(form.kind === 'SHIFT_INCENTIVE' ? { booking_id: form.booking_id ?? '' } : {}),
  ...(form.kind === 'CORRECTION' ? { payroll_run_id: form.payroll_run_id ?? '' } : {}),
});

/**
 * "New payment" (spec 000 §7 new-payment, decision 077): a bonus, a shift incentive for one of
 * the nurse's bookings, a referral bonus or a correction of an approved payroll run. The dialog
 * says up front what needs a second administrator; the server decides.
 */
export function NewOneOffPaymentDialog({ onClose }: { onClose: () => void }) {
  const zone = useAppStore((state) => state.facility.facilityInfo?.timezone);
  const today = todayIn(zone, new Date());
  const [form, setForm] = useState<Form>({
    employee_id: null,
    kind: null,
    amount: '',
    reason: '',
    dated: today,
    booking_id: null,
    payroll_run_id: null,
  });
  const [errors, setErrors] = useState<Errors>({});
  const options = useOneOffOptions(form.employee_id);
  const create = useCreateOneOffPayment();
  const set = (change: Partial<Form>) => {
    setForm((f) => ({ ...f, ...change }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(change).map((k) => [k, undefined])) }));
  };
  const threshold = options.data ? formatMoney(options.data.approval_threshold) : null;

  const submit = () => {
    const parsed = createOneOffPaymentFormSchema.safeParse(bodyOf(form));
    const found: Errors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as keyof Form] ??= issue.message;
    const late = oneOffDateError(form.dated, today);
    if (late) found.dated ??= late;
    setErrors(found);
    if (!parsed.success || late) return;
    create.mutate(parsed.data, {
      onSuccess: (payment) => {
        showToast(
          'success',
          payment.status === 'PENDING_APPROVAL' && threshold
            ? productMessages.oneOffCreatedPending(threshold)
            : productMessages.oneOffCreated,
        );
        onClose();
      },
    });
  };
  const bookings = (options.data?.bookings ?? []).map((b) => ({ value: b.id, label: b.label }));
  const runs = (options.data?.runs ?? []).map((r) => ({ value: r.id, label: formatDateRange(r.start, r.end) }));
  return (
    <GenericModal
      opened
      onClose={onClose}
      title={productMessages.oneOffNew}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={submit}
      confirmLabel="Save"
      confirmLoading={create.isPending}
    >
      <Stack gap="sm">
        <NurseSelect
          label={productMessages.oneOffFieldNurse}
          required
          value={form.employee_id}
          onChange={(id) => set({ employee_id: id, booking_id: null })}
          error={errors.employee_id}
        />
        <SimpleGrid cols={2} spacing="sm">
          <Select
            label={productMessages.oneOffFieldKind}
            required
            data={oneOffKindOptions}
            value={form.kind}
            onChange={(v) => set({ kind: v })}
            error={errors.kind}
          />
          <TextInput
            label={productMessages.oneOffFieldDate}
            type="date"
            required
            max={today}
            value={form.dated}
            onChange={(e) => set({ dated: e.currentTarget.value })}
            error={errors.dated}
          />
        </SimpleGrid>
        {form.kind === 'SHIFT_INCENTIVE' && (
          <Select
            label={productMessages.oneOffFieldBooking}
            required
            data={bookings}
            value={form.booking_id}
            onChange={(v) => set({ booking_id: v })}
            nothingFoundMessage={productMessages.oneOffNoBookings}
            description={form.employee_id && options.data && bookings.length === 0 ? productMessages.oneOffNoBookings : undefined}
            error={errors.booking_id}
          />
        )}
        {form.kind === 'CORRECTION' && (
          <Select
            label={productMessages.oneOffFieldRun}
            required
            data={runs}
            value={form.payroll_run_id}
            onChange={(v) => set({ payroll_run_id: v })}
            description={options.data && runs.length === 0 ? productMessages.oneOffNoRuns : undefined}
            error={errors.payroll_run_id}
          />
        )}
        <AmountInput
          label={productMessages.oneOffFieldAmount}
          required
          value={form.amount}
          onChange={(e) => set({ amount: e.currentTarget.value })}
          error={errors.amount}
        />
        <Textarea
          label={productMessages.oneOffFieldReason}
          required
          autosize
          minRows={2}
          maxLength={ONE_OFF_REASON_MAX_LENGTH}
          description={`${form.reason.length}/${ONE_OFF_REASON_MAX_LENGTH}`}
          value={form.reason}
          onChange={(e) => set({ reason: e.currentTarget.value })}
          error={errors.reason}
        />
        {threshold && (
          <Text size="sm" c="dimmed">
            {productMessages.oneOffThresholdHint(threshold)}
          </Text>
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
