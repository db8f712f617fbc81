import { useState } from 'react';
import { NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import type { StaffingSettings } from '@careroster/shared/api/staffing/release-settings';
import { messages, productMessages } from '@careroster/shared/messages';
import { MIN_REST_HOURS_LIMIT, RELEASE_HOURS_LIMIT } from '@careroster/shared/staffing/values';
import { ApiError } from '../../../api/client';
import { showToast } from '../../../api/toasts';
import { useStaffingSettings, useUpdateStaffingSettings } from '../api/staffing-settings';
import { SettingsFormFooter, SettingsSection } from './settings-section';

type Draft = Record<keyof StaffingSettings, number | string>;

const fields: { key: keyof StaffingSettings; label: string; limit: { min: number; max: number } }[] = [
  { key: 'min_rest_hours', label: productMessages.minRestHoursLabel, limit: MIN_REST_HOURS_LIMIT },
  { key: 'release_marketplace_after_hours', label: productMessages.releaseMarketplaceAfterLabel, limit: RELEASE_HOURS_LIMIT },
  { key: 'release_agency_after_hours', label: productMessages.releaseAgencyAfterLabel, limit: RELEASE_HOURS_LIMIT },
  { key: 'release_agency_within_hours', label: productMessages.releaseAgencyWithinLabel, limit: RELEASE_HOURS_LIMIT },
];

function StaffingForm({ settings }: { settings: StaffingSettings }) {
  const [draft, setDraft] = useState<Draft>(settings);
  const update = useUpdateStaffingSettings();
  const save = () =>
    update.mutate(
      {
        min_rest_hours: Number(draft.min_rest_hours),
        release_marketplace_after_hours: Number(draft.release_marketplace_after_hours),
        release_agency_after_hours: Number(draft.release_agency_after_hours),
        release_agency_within_hours: Number(draft.release_agency_within_hours),
      },
      { onSuccess: (answer) => showToast('success', answer.message) },
    );
  const error = update.error instanceof ApiError ? update.error.messages : update.isError ? [messages.somethingWentWrong] : [];
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {fields.map((f) => (
          <NumberInput
            key={f.key}
            label={f.label}
            min={f.limit.min}
            max={f.limit.max}
            allowDecimal={false}
            value={draft[f.key]}
            onChange={(v) => setDraft((d) => ({ ...d, [f.key]: v }))}
          />
        ))}
      </SimpleGrid>
      <SettingsFormFooter error={error} onSave={save} saving={update.isPending} />
    </Stack>
  );
}

/** The settings page's Staffing section (issue 15): rest between bookings and the default release plan. */
export function StaffingSettingsSection() {
  const settings = useStaffingSettings();
  return (
    <SettingsSection id="settings-staffing" title={productMessages.settingsStaffing} hint={productMessages.settingsStaffingHint}>
      {settings.data ? <StaffingForm settings={settings.data} /> : <Text size="sm">Loading…</Text>}
    </SettingsSection>
  );
}
