import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { addEmployeeBody } from '@careroster/shared/api/records/add-employee';
import { productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { toOptionalNumber } from '@careroster/shared/validation/common';
import { GenericModal } from '../../../components/generic-modal';
import { PhoneInput } from '../../../components/phone-input';
import { submitWith, useSingleFlight } from '../../../components/use-single-flight';
import { showToast } from '../../../api/toasts';
import { useAppStore } from '../../../store/app-store';
import { useAddEmployee } from '../api/people';
import { genderOptions, jobTitleOptions, NullableSelect } from './employee-fields';
import { MobileVerification } from './mobile-verification';

const emptyToNull = (value: unknown) => (value === '' ? null : value);
const { shape } = addEmployeeBody;
/** The contract's body without the verification (held beside the form), as typed: numbers and dates from text. */
const addEmployeeForm = addEmployeeBody.omit({ verification_id: true }).extend({
  first_name: z.string().trim().min(1, productMessages.required('First name')).pipe(shape.first_name),
  last_name: z.string().trim().min(1, productMessages.required('Last name')).pipe(shape.last_name),
  job_title_id: z.string().min(1, productMessages.required('Job title')).pipe(shape.job_title_id),
  monthly_rate: z.preprocess(toOptionalNumber, shape.monthly_rate),
  date_of_joining: z.preprocess(emptyToNull, shape.date_of_joining),
  unit_id: z.preprocess(emptyToNull, shape.unit_id),
});
type AddForm = z.input<typeof addEmployeeForm>;
type AddValues = z.output<typeof addEmployeeForm>;

const empty: AddForm = {
  first_name: '',
  last_name: '',
  mobile: '',
  email: '',
  monthly_rate: '',
  is_resident: true,
  job_title_id: '',
  job_category: null,
  date_of_joining: '',
  pay_type: null,
  payment_category: null,
  discipline: '',
  department: '',
  paychex_emp_id: null,
  paychex_org_id: null,
  paychex_org_id_15: null,
  gender: null,
  unit_id: null,
};

/** The employees page's "Add employee" (decision 063): one internal employee, her mobile verified by a code. */
export function AddEmployeeButton() {
  const role = useAppStore((state) => state.auth.role);
  const [opened, setOpened] = useState(false);
  if (!can(role, 'staff:write')) return null;
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        {productMessages.addEmployee}
      </Button>
      {/* Mounted only while open: each opening starts with an empty form and no code. */}
      {opened && <AddEmployeeDialog onClose={() => setOpened(false)} />}
    </>
  );
}

function AddEmployeeDialog({ onClose }: { onClose: () => void }) {
  const form = useForm<AddForm, unknown, AddValues>({ resolver: zodResolver(addEmployeeForm), defaultValues: empty });
  const { errors } = form.formState;
  const mobile = useWatch({ control: form.control, name: 'mobile' });
  const [verification, setVerification] = useState<{ mobile: string; id: string } | null>(null);
  const verificationId = verification?.mobile === mobile ? verification.id : null;
  const add = useAddEmployee();
  const [submit, saving] = useSingleFlight(
    form.handleSubmit(async (values) => {
      if (!verificationId) return;
      try {
        const answer = await add.mutateAsync({ ...values, verification_id: verificationId });
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
      title={productMessages.addEmployee}
      size="lg"
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={() => void submit()}
      confirmLabel={productMessages.addEmployee}
      confirmLoading={saving}
      confirmDisabled={!verificationId}
    >
      <form onSubmit={submitWith(submit)} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="First name" required autoComplete="off" error={errors.first_name?.message} {...form.register('first_name')} />
            <TextInput label="Last name" required autoComplete="off" error={errors.last_name?.message} {...form.register('last_name')} />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="mobile"
            render={({ field }) => (
              <PhoneInput
                label="Mobile"
                required
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.mobile?.message}
              />
            )}
          />
          <MobileVerification key={mobile} mobile={mobile} onVerified={(id) => setVerification({ mobile, id })} />
          <TextInput label="Email" type="email" autoComplete="off" error={errors.email?.message} {...form.register('email')} />
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
                  onChange={(value) => field.onChange(value ?? '')}
                  error={errors.job_title_id?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="monthly_rate"
              render={({ field }) => (
                <NumberInput
                  label="Monthly rate"
                  required
                  prefix="$"
                  decimalScale={2}
                  allowNegative={false}
                  thousandSeparator=","
                  value={typeof field.value === 'number' || typeof field.value === 'string' ? field.value : ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.monthly_rate?.message}
                />
              )}
            />
            <TextInput
              label={productMessages.hireDateLabel}
              type="date"
              error={errors.date_of_joining?.message}
              {...form.register('date_of_joining')}
            />
            <Controller
              control={form.control}
              name="gender"
              render={({ field }) => (
                <NullableSelect label={productMessages.genderLabel} data={genderOptions} value={field.value} onChange={field.onChange} />
              )}
            />
            <TextInput label="Department" error={errors.department?.message} {...form.register('department')} />
            <TextInput label="Discipline" error={errors.discipline?.message} {...form.register('discipline')} />
          </SimpleGrid>
          <Checkbox label="Resident" {...form.register('is_resident')} />
        </Stack>
      </form>
    </GenericModal>
  );
}
