import { useState } from 'react';
import { NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { Address } from '@careroster/shared/api/facility/get-address';
import { usStateOptions } from '@careroster/shared/company/regions';
import { GEOFENCE_MAX_METRES } from '@careroster/shared/api/timekeeping/timekeeping-settings';
import { timezones } from '@careroster/shared/lookups';
import { messages, productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { GEOFENCE_MIN_METRES } from '@careroster/shared/timekeeping/values';
import { ApiError } from '../../../api/client';
import { showToast } from '../../../api/toasts';
import { useAppStore } from '../../../store/app-store';
import { useAddress, useUpdateProfile } from '../api/facility-settings';
import { SettingsFormFooter, SettingsSection } from './settings-section';

type Draft = Omit<
  Address,
  'facility_id' | 'country' | 'payroll_setting' | 'latitude' | 'longitude' | 'geofence_radius_metres' | 'address_line2'
> & {
  address_line2: string;
  latitude: number | string;
  longitude: number | string;
  geofence_radius_metres: number | string;
};

const draftOf = (a: Address): Draft => ({
  name: a.name,
  address_line1: a.address_line1,
  address_line2: a.address_line2 ?? '',
  city: a.city,
  state: a.state,
  zip: a.zip,
  timezone: a.timezone,
  latitude: a.latitude ?? '',
  longitude: a.longitude ?? '',
  geofence_radius_metres: a.geofence_radius_metres,
});

const numberOrNull = (v: number | string) => (v === '' ? null : Number(v));

function ProfileForm({ address, editable }: { address: Address; editable: boolean }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(address));
  const update = useUpdateProfile();
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const save = () =>
    update.mutate(
      {
        ...draft,
        address_line2: draft.address_line2.trim() === '' ? null : draft.address_line2,
        timezone: draft.timezone as never,
        latitude: numberOrNull(draft.latitude),
        longitude: numberOrNull(draft.longitude),
        geofence_radius_metres: Number(draft.geofence_radius_metres),
      },
      { onSuccess: (answer) => showToast('success', answer.message) },
    );
  const error = update.error instanceof ApiError ? update.error.messages : update.isError ? [messages.somethingWentWrong] : [];
  const field = (key: 'name' | 'address_line1' | 'address_line2' | 'city' | 'zip', label: string) => (
    <TextInput label={label} readOnly={!editable} value={draft[key]} onChange={(e) => set({ [key]: e.currentTarget.value })} />
  );
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {field('name', 'Facility name')}
        <Select
          label="Time zone"
          allowDeselect={false}
          readOnly={!editable}
          data={timezones.map((z) => ({ value: z.value, label: z.label }))}
          value={draft.timezone}
          onChange={(v) => v && set({ timezone: v })}
        />
        {field('address_line1', 'Address')}
        {field('address_line2', 'Address line 2')}
        {field('city', 'City')}
        <SimpleGrid cols={2} spacing="sm">
          <Select
            label="State"
            searchable
            allowDeselect={false}
            readOnly={!editable}
            data={usStateOptions}
            value={draft.state}
            onChange={(v) => v && set({ state: v })}
          />
          {field('zip', 'ZIP code')}
        </SimpleGrid>
        <NumberInput
          label="Latitude"
          decimalScale={6}
          min={-90}
          max={90}
          readOnly={!editable}
          value={draft.latitude}
          onChange={(v) => set({ latitude: v })}
        />
        <NumberInput
          label="Longitude"
          decimalScale={6}
          min={-180}
          max={180}
          readOnly={!editable}
          value={draft.longitude}
          onChange={(v) => set({ longitude: v })}
        />
        <NumberInput
          label="Geofence radius (metres)"
          description={`Nurses clock in within this distance; ${GEOFENCE_MIN_METRES} to ${GEOFENCE_MAX_METRES} m`}
          min={GEOFENCE_MIN_METRES}
          max={GEOFENCE_MAX_METRES}
          allowDecimal={false}
          readOnly={!editable}
          value={draft.geofence_radius_metres}
          onChange={(v) => set({ geofence_radius_metres: v })}
        />
      </SimpleGrid>
      {editable && <SettingsFormFooter error={error} onSave={save} saving={update.isPending} label="Save profile" />}
    </Stack>
  );
}

/** Facility profile and address, with where nurses may clock in; read-only without facility:update. */
export function FacilityProfileSection() {
  const address = useAddress();
  const role = useAppStore((state) => state.auth.role);
  return (
    <SettingsSection id="settings-profile" title={productMessages.settingsProfile} hint={productMessages.settingsProfileHint}>
      {address.data ? (
        <ProfileForm key={address.data.facility_id} address={address.data} editable={can(role, 'facility:update')} />
      ) : (
        <Text size="sm">Loading…</Text>
      )}
    </SettingsSection>
  );
}
