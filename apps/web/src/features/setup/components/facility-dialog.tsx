import { Alert, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { setupFacilityBody, type SetupFacility, type SetupFacilityBody } from '@careroster/shared/api/setup/setup';
import { usStateOptions } from '@careroster/shared/company/regions';
import { businessTypes, payrollSettings, timezones } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { fieldErrorsOf, serverFieldErrors } from '../../../components/field-errors';
import { GenericModal } from '../../../components/generic-modal';
import { useSingleFlight } from '../../../components/use-single-flight';
import { useAddSetupFacility, useUpdateSetupFacility } from '../api/setup';

type Field = Exclude<keyof SetupFacilityBody, 'country'>;
type Draft = Record<Field, string>;

const emptyDraft: Draft = {
  name: '',
  legal_name: '',
  business_type: '',
  ein: '',
  address_line1: '',
  address_line2: '',
  city: '',
  state: '',
  zip: '',
  timezone: '',
  cms_facility_id: '',
  payroll_setting: '',
};

const fields = Object.keys(emptyDraft) as Field[];

const draftOf = (facility: SetupFacility | null): Draft =>
  facility ? (Object.fromEntries(fields.map((f) => [f, facility[f] ?? ''])) as Draft) : emptyDraft;

/** The body as the contract takes it: the optional fields left empty are null; the setup is in the US (decision 078). */
const bodyOf = (draft: Draft): SetupFacilityBody =>
  ({
    ...draft,
    country: 'US',
    address_line2: draft.address_line2.trim() || null,
    cms_facility_id: draft.cms_facility_id.trim() || null,
  }) as SetupFacilityBody;

/**
 * Each of setupFacilityBody's messages and the field it is about. Both address lines share one
 * message; line 2 is the optional one and holds no more than the input lets her type.
 */
const fieldOfMessage: Record<string, Field> = {
  [productMessages.setupFacilityNameInvalid]: 'name',
  [productMessages.setupLegalNameInvalid]: 'legal_name',
  [productMessages.setupBusinessTypeInvalid]: 'business_type',
  [productMessages.taxEinInvalid]: 'ein',
  [productMessages.profileAddressInvalid]: 'address_line1',
  [productMessages.profileCityInvalid]: 'city',
  [productMessages.profileStateInvalid]: 'state',
  [productMessages.profileZipInvalid]: 'zip',
  [productMessages.profileTimezoneInvalid]: 'timezone',
  [productMessages.pbjCmsIdInvalid]: 'cms_facility_id',
  [productMessages.setupPayrollInvalid]: 'payroll_setting',
};

const businessTypeOptions = businessTypes.map((t) => ({ value: t.value, label: t.label }));
const timezoneOptions = timezones.map((z) => ({ value: z.value, label: z.label }));
const payrollOptions = payrollSettings.map((p) => ({ value: p.value, label: p.label }));

/** Adds a facility to the setup, or edits one not created yet: its profile and its legal entity (decision 080). */
export function FacilityDialog({ facility, onClose }: { facility: SetupFacility | null; onClose: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(facility));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [other, setOther] = useState<string[]>([]);
  const add = useAddSetupFacility();
  const update = useUpdateSetupFacility();
  const set = (field: Field, value: string) => setDraft((d) => ({ ...d, [field]: value }));

  const [submit, saving] = useSingleFlight(async () => {
    const body = bodyOf(draft);
    const checked = setupFacilityBody.safeParse(body);
    setOther([]);
    if (!checked.success) return setErrors(fieldErrorsOf(checked.error));
    setErrors({});
    try {
      if (facility) await update.mutateAsync({ key: facility.key, body });
      else await add.mutateAsync(body);
      onClose();
    } catch (error) {
      const refused = serverFieldErrors(error, fieldOfMessage);
      setErrors(refused.fields);
      setOther(refused.other);
    }
  });

  const text = (field: Field, label: string, extra: { maxLength: number; required?: boolean; placeholder?: string }) => (
    <TextInput
      label={label}
      required={extra.required ?? true}
      maxLength={extra.maxLength}
      placeholder={extra.placeholder}
      value={draft[field]}
      onChange={(e) => set(field, e.currentTarget.value)}
      error={errors[field]}
    />
  );
  const select = (field: Field, label: string, data: { value: string; label: string }[], searchable = false) => (
    <Select
      label={label}
      required
      searchable={searchable}
      allowDeselect={false}
      data={data}
      value={draft[field] || null}
      onChange={(v) => set(field, v ?? '')}
      error={errors[field]}
    />
  );

  return (
    <GenericModal
      opened
      onClose={onClose}
      size="lg"
      title={facility ? productMessages.setupEditFacility(facility.name) : productMessages.setupAddFacility}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={() => void submit()}
      confirmLabel="Save facility"
      confirmLoading={saving}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {text('name', 'Facility name', { maxLength: 120 })}
          {text('legal_name', 'Legal name of the entity', { maxLength: 200 })}
          {select('business_type', 'Business type', businessTypeOptions)}
          {text('ein', 'Federal EIN', { maxLength: 10, placeholder: 'NN-NNNNNNN' })}
          {text('address_line1', 'Address', { maxLength: 200 })}
          {text('address_line2', 'Address line 2', { maxLength: 200, required: false })}
          {text('city', 'City', { maxLength: 100 })}
          <SimpleGrid cols={2} spacing="sm">
            {select('state', 'State', usStateOptions, true)}
            {text('zip', 'ZIP code', { maxLength: 10 })}
          </SimpleGrid>
          {select('timezone', 'Time zone', timezoneOptions)}
          {select('payroll_setting', 'Pay period', payrollOptions)}
          {text('cms_facility_id', 'CMS facility ID (for PBJ)', { maxLength: 16, required: false })}
        </SimpleGrid>
        {other.length > 0 && (
          <Alert color="red" role="alert">
            {other.join(' ')}
          </Alert>
        )}
      </Stack>
    </GenericModal>
  );
}
