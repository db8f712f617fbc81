import { zodResolver } from '@hookform/resolvers/zod';
import { Select, Stack, TextInput } from '@mantine/core';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { completeWalkInInviteBody, createWalkInInviteBody } from '@careroster/shared/api/employees/walk-in-invites';
import { jobTitles } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { toOptionalNumber } from '@careroster/shared/validation/common';
import { PhoneInput } from '../../../components/phone-input';

// The contract's body, with a named "required" message in front of each of its own rules.
const required = <T extends z.ZodType<unknown, string>>(label: string, rule: T) =>
  z.string().trim().min(1, productMessages.required(label)).pipe(rule);
const { shape } = completeWalkInInviteBody;
const walkInForm = completeWalkInInviteBody.extend({
  first_name: required('First name', shape.first_name),
  last_name: required('Last name', shape.last_name),
  job_title_id: required('Job title', shape.job_title_id),
});
/**
 * The manager also sets the hourly rate; the nurse confirming the link does not. The field holds
 * what is typed ('38.' on the way to '38.5') and becomes a number only when the form is sent.
 */
const walkInInviteForm = walkInForm.extend({
  hourly_rate: z.preprocess(toOptionalNumber, createWalkInInviteBody.shape.hourly_rate),
});

export type WalkInForm = z.input<typeof walkInInviteForm>;
export type WalkInInviteValues = z.output<typeof walkInInviteForm>;
export const walkInResolver = zodResolver(walkInForm);
export const walkInInviteResolver = zodResolver(walkInInviteForm);
export const emptyWalkIn: WalkInForm = { first_name: '', last_name: '', mobile: '', job_title_id: '' };

const jobTitleOptions = jobTitles.map((title) => ({ value: title.id, label: `${title.abbreviation} - ${title.name}` }));

/** Name, phone (spec mask +1(XXX) XXX-XXXX) and job title of a walk-in nurse. */
export function WalkInFields<Sent extends FieldValues>({ form }: { form: UseFormReturn<WalkInForm, unknown, Sent> }) {
  const { errors } = form.formState;
  return (
    <Stack gap="sm">
      <TextInput
        label="First name"
        required
        autoComplete="given-name"
        error={errors.first_name?.message}
        {...form.register('first_name')}
      />
      <TextInput label="Last name" required autoComplete="family-name" error={errors.last_name?.message} {...form.register('last_name')} />
      <Controller
        control={form.control}
        name="mobile"
        render={({ field }) => (
          <PhoneInput
            label="Phone"
            required
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.mobile?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="job_title_id"
        render={({ field }) => (
          <Select
            label="Job title"
            required
            searchable
            data={jobTitleOptions}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            error={errors.job_title_id?.message}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
    </Stack>
  );
}
