import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { EmployeeDetail } from '@careroster/shared/api/employees/employee';
import { updateEmployeeBody, type UpdateEmployeeBody } from '@careroster/shared/api/records/update-employee';
import { maskPhoneInput, nationalDigits } from '@careroster/shared/format/phone';
import { productMessages } from '@careroster/shared/messages';
import { GenericModal } from '../../../components/generic-modal';
import { PhoneInput } from '../../../components/phone-input';
import { submitWith, useSingleFlight } from '../../../components/use-single-flight';
import { showToast } from '../../../api/toasts';
import { useAgencyChoices, useEmployeeEditChoices, useUpdateEmployee } from '../api/people';
import { genderOptions, jobTitleOptions, NullableSelect, workerTypeOptions } from './employee-fields';
import { MobileVerification } from './mobile-verification';

const emptyToNull = (value: unknown) => (value === '' ? null : value);
const { shape } = updateEmployeeBody;
/** Every field the dialog shows, required where the employee must keep a value. */
const editForm = z.object({
  first_name: z.string().trim().min(1, productMessages.required('First name')).pipe(shape.first_name.unwrap()),
  last_name: z.string().trim().min(1, productMessages.required('Last name')).pipe(shape.last_name.unwrap()),
  email: shape.email.unwrap(),
  mobile: shape.mobile.unwrap(),
  job_title_id: shape.job_title_id.unwrap(),
  worker_type: shape.worker_type.unwrap(),
  agency_id: shape.agency_id.unwrap(),
  unit_id: shape.unit_id.unwrap(),
  department: shape.department.unwrap(),
  date_of_joining: z.preprocess(emptyToNull, shape.date_of_joining.unwrap()),
  termination_date: z.preprocess(emptyToNull, shape.termination_date.unwrap()),
  gender: shape.gender.unwrap(),
});
type EditForm = z.input<typeof editForm>;
type EditValues = z.output<typeof editForm>;

const formOf = (e: EmployeeDetail): EditForm => ({
  first_name: e.first_name,
  last_name: e.last_name,
  email: e.email ?? '',
  mobile: maskPhoneInput(e.mobile),
  job_title_id: e.job_title_id,
  worker_type: e.worker_type,
  agency_id: e.agency_id,
  unit_id: e.unit_id,
  department: e.department ?? '',
  date_of_joining: e.date_of_joining ?? '',
  termination_date: e.termination_date ?? '',
  gender: e.gender,
});

/**
 * The profile tab's Edit (decision 063): her profile, job title, worker type (an agency nurse with
 * her agency), unit, department, hire and termination dates and gender. A new mobile is verified by
 * a code before the save; only the fields that changed are sent.
 */
export function EditEmployeeDialog({ employee, onClose }: { employee: EmployeeDetail; onClose: () => void }) {
  const form = useForm<EditForm, unknown, EditValues>({ resolver: zodResolver(editForm), defaultValues: formOf(employee) });
  const { errors } = form.formState;
  const mobile = useWatch({ control: form.control, name: 'mobile' });
  const workerType = useWatch({ control: form.control, name: 'worker_type' });
  const mobileChanged = nationalDigits(mobile) !== employee.mobile;
  const [verification, setVerification] = useState<{ mobile: string; id: string } | null>(null);
  const verificationId = verification?.mobile === mobile ? verification.id : null;
  const choices = useEmployeeEditChoices(true);
  const agencies = useAgencyChoices(workerType === 'AN');
  const update = useUpdateEmployee(employee.id);
  const [submit, saving] = useSingleFlight(
    form.handleSubmit(async (values) => {
      const before = editForm.parse(formOf(employee));
      const body: UpdateEmployeeBody = {};
      for (const key of Object.keys(values) as (keyof EditValues)[]) {
        if (JSON.stringify(values[key]) !== JSON.stringify(before[key])) Object.assign(body, { [key]: values[key] });
      }
      if (values.worker_type !== 'AN') delete body.agency_id;
      if (body.mobile !== undefined) {
        if (!verificationId) return;
        body.verification_id = verificationId;
      }
      try {
        const answer = await update.mutateAsync(body);
        showToast('success', answer.message);
        onClose();
      } catch {
        // The API client already showed the failure; the form keeps what was typed.
      }
    }),
  );

  return (
    <GenericModal
      opened
      onClose={onClose}
      title={`${productMessages.editEmployee} ${employee.first_name} ${employee.last_name}`}
      size="lg"
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={() => void submit()}
      confirmLabel="Save"
      confirmLoading={saving}
      confirmDisabled={mobileChanged && !verificationId}
    >
      <form onSubmit={submitWith(submit)} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="First name" required error={errors.first_name?.message} {...form.register('first_name')} />
            <TextInput label="Last name" required error={errors.last_name?.message} {...form.register('last_name')} />
            <TextInput label="Email" type="email" error={errors.email?.message} {...form.register('email')} />
            <Controller
              control={form.control}
              name="mobile"
              render={({ field }) => (
                <PhoneInput
                  label="Mobile"
                  required
                  name={field.name}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.mobile?.message}
                />
              )}
            />
          </SimpleGrid>
          {mobileChanged && (
            <MobileVerification key={mobile} mobile={mobile ?? ''} onVerified={(id) => setVerification({ mobile: mobile ?? '', id })} />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Controller
              control={form.control}
              name="job_title_id"
              render={({ field }) => (
                <NullableSelect
                  label="Job title"
                  required
                  data={jobTitleOptions}
                  value={field.value}
                  onChange={(v) => field.onChange(v ?? '')}
                />
              )}
            />
            <Controller
              control={form.control}
              name="worker_type"
              render={({ field }) => (
                <NullableSelect
                  label="Worker type"
                  required
                  data={workerTypeOptions}
                  value={field.value}
                  onChange={(v) => field.onChange(v ?? 'IN')}
                />
              )}
            />
            {workerType === 'AN' && (
              <Controller
                control={form.control}
                name="agency_id"
                render={({ field }) => (
                  <NullableSelect
                    label="Agency"
                    required
                    data={(agencies.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
                    value={field.value}
                    onChange={field.onChange}
                  />
                )}
              />
            )}
            <Controller
              control={form.control}
              name="unit_id"
              render={({ field }) => (
                <NullableSelect
                  label={productMessages.unitLabel}
                  data={(choices.data?.units ?? []).map((u) => ({ value: u.id, label: u.name }))}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
            <TextInput label="Department" error={errors.department?.message} {...form.register('department')} />
            <Controller
              control={form.control}
              name="gender"
              render={({ field }) => (
                <NullableSelect label={productMessages.genderLabel} data={genderOptions} value={field.value} onChange={field.onChange} />
              )}
            />
            <TextInput
              label={productMessages.hireDateLabel}
              type="date"
              error={errors.date_of_joining?.message}
              {...form.register('date_of_joining')}
            />
            <TextInput
              label={productMessages.terminationDateLabel}
              type="date"
              error={errors.termination_date?.message}
              {...form.register('termination_date')}
            />
          </SimpleGrid>
        </Stack>
      </form>
    </GenericModal>
  );
}
