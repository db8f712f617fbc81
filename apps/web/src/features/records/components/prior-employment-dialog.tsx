import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { PriorEmploymentRecord } from '@careroster/shared/api/records/prior-employment';
import { todayIn } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import {
  monthOf,
  PRIOR_CITY_MAX_LENGTH,
  PRIOR_EMPLOYER_MAX_LENGTH,
  PRIOR_JOB_TITLE_MAX_LENGTH,
  PRIOR_REASON_MAX_LENGTH,
  PRIOR_REFERENCE_NAME_MAX_LENGTH,
  PRIOR_STATE_MAX_LENGTH,
} from '@careroster/shared/records/work-history';
import {
  priorEmploymentMonthError,
  priorEmploymentSchema,
  type PriorEmployment,
  type PriorEmploymentInput,
} from '@careroster/shared/validation/prior-employment';
import { GenericModal } from '../../../components/generic-modal';
import { submitWith, useSingleFlight } from '../../../components/use-single-flight';

const labels = productMessages.priorEmploymentFields;
const resolver = zodResolver(priorEmploymentSchema);

type Fields = {
  employer: string;
  job_title: string;
  from_month: string;
  to_month: string;
  city: string;
  state: string;
  reason_for_leaving: string;
  reference_name: string;
  reference_phone: string;
};

const empty: Fields = {
  employer: '',
  job_title: '',
  from_month: '',
  to_month: '',
  city: '',
  state: '',
  reason_for_leaving: '',
  reference_name: '',
  reference_phone: '',
};

const fieldsOf = (entry: PriorEmploymentRecord | null): Fields =>
  entry
    ? {
        employer: entry.employer,
        job_title: entry.job_title,
        from_month: entry.from_month,
        to_month: entry.to_month ?? '',
        city: entry.city ?? '',
        state: entry.state ?? '',
        reason_for_leaving: entry.reason_for_leaving ?? '',
        reference_name: entry.reference_name ?? '',
        reference_phone: entry.reference_phone ?? '',
      }
    : empty;

export interface PriorEmploymentDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The entry being edited; null when adding. */
  entry: PriorEmploymentRecord | null;
  /** Settles when the call is done; the dialog closes on success and keeps what was typed otherwise. */
  onSubmit: (body: PriorEmployment) => Promise<boolean>;
}

/** Add or edit one prior employment entry (decision 066), with the server's rules checked as she types. */
export function PriorEmploymentDialog({ opened, onClose, entry, onSubmit }: PriorEmploymentDialogProps) {
  const form = useForm<PriorEmploymentInput, unknown, PriorEmployment>({ resolver, defaultValues: fieldsOf(entry) });
  const { errors } = form.formState;

  useEffect(() => {
    if (opened) form.reset(fieldsOf(entry));
  }, [opened, entry, form]);

  const [submit, saving] = useSingleFlight(
    form.handleSubmit(async (values) => {
      // The server checks the facility's month; the browser's is the same but near midnight on the 1st.
      const problem = priorEmploymentMonthError(values, monthOf(todayIn(undefined, new Date())));
      if (problem) {
        form.setError(problem.path, { message: problem.message });
        return;
      }
      if (await onSubmit(values)) onClose();
    }),
  );

  const text = (name: keyof Fields, max: number, extra: { required?: boolean; autofocus?: boolean } = {}) => (
    <TextInput
      label={labels[name]}
      required={extra.required}
      maxLength={max}
      error={errors[name]?.message}
      data-autofocus={extra.autofocus ? true : undefined}
      {...form.register(name)}
    />
  );

  return (
    <GenericModal
      opened={opened}
      onClose={onClose}
      title={entry ? productMessages.priorEmploymentEdit : productMessages.priorEmploymentAdd}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={() => void submit()}
      confirmLabel={entry ? 'Update' : 'Save'}
      confirmLoading={saving}
      size="lg"
    >
      <form onSubmit={submitWith(submit)} noValidate>
        <Stack>
          {text('employer', PRIOR_EMPLOYER_MAX_LENGTH, { required: true, autofocus: true })}
          {text('job_title', PRIOR_JOB_TITLE_MAX_LENGTH, { required: true })}
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              type="month"
              label={labels.from_month}
              required
              error={errors.from_month?.message}
              {...form.register('from_month')}
            />
            <TextInput
              type="month"
              label={labels.to_month}
              description={productMessages.priorEmploymentToHint}
              error={errors.to_month?.message}
              {...form.register('to_month')}
            />
            {text('city', PRIOR_CITY_MAX_LENGTH)}
            {text('state', PRIOR_STATE_MAX_LENGTH)}
          </SimpleGrid>
          <Textarea
            label={labels.reason_for_leaving}
            rows={2}
            maxLength={PRIOR_REASON_MAX_LENGTH}
            error={errors.reason_for_leaving?.message}
            {...form.register('reason_for_leaving')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {text('reference_name', PRIOR_REFERENCE_NAME_MAX_LENGTH)}
            <TextInput
              type="tel"
              label={labels.reference_phone}
              error={errors.reference_phone?.message}
              {...form.register('reference_phone')}
            />
          </SimpleGrid>
        </Stack>
      </form>
    </GenericModal>
  );
}
