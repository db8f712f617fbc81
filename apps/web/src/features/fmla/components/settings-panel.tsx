import { Alert, Button, NativeSelect, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FmlaSettings } from '@careroster/shared/api/fmla/settings';
import { formatDate } from '@careroster/shared/format/date-time';
import { fmlaPeriodMethods, type FmlaPeriodMethod } from '@careroster/shared/fmla/period';
import { productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { showToast } from '../../../api/toasts';
import { PageLoader } from '../../../components/page-loader';
import { useAppStore } from '../../../store/app-store';
import { useFmlaSettings, useSaveFmlaSettings } from '../api/fmla';

type Form = { method: FmlaPeriodMethod; start: string; other: number | string };
const formOf = (s: FmlaSettings): Form => ({ method: s.method, start: s.leave_year_start, other: s.other_worksite_employees });

/**
 * The 12-month period (29 CFR 825.200(b)) and the employees at the employer's other worksites
 * within 75 miles (825.110(a)(3)). Admins change them; a new method applies after 60 days (825.200(d)).
 */
export function SettingsPanel() {
  const settings = useFmlaSettings();
  if (!settings.data) return <PageLoader label="Loading FMLA settings" />;
  return <SettingsForm key={settings.dataUpdatedAt} settings={settings.data} />;
}

/** The form over what was loaded; a reload after a save starts it again from what the server kept. */
function SettingsForm({ settings: s }: { settings: FmlaSettings }) {
  const save = useSaveFmlaSettings();
  const canSave = can(
    useAppStore((state) => state.auth.role),
    'facility:update',
  );
  const [form, setForm] = useState<Form>(formOf(s));
  const submit = () =>
    save.mutate(
      { method: form.method, leave_year_start: form.start, other_worksite_employees: Number(form.other) },
      {
        onSuccess: (saved) =>
          showToast('success', saved.effective_from ? productMessages.fmlaSettingsSaved(formatDate(saved.effective_from)) : 'Saved.'),
      },
    );
  return (
    <Stack gap="sm" maw={520}>
      {s.previous_method && s.effective_from && (
        <Alert color="blue" title="A change is under notice">
          {productMessages.fmlaMethodLabel[s.method]} applies from {formatDate(s.effective_from)}. Until then each employee keeps whichever
          of it and {productMessages.fmlaMethodLabel[s.previous_method].toLowerCase()} leaves her more.
        </Alert>
      )}
      <NativeSelect
        label="12-month period"
        disabled={!canSave}
        value={form.method}
        onChange={(e) => setForm({ ...form, method: e.currentTarget.value as FmlaPeriodMethod })}
        data={fmlaPeriodMethods.map((m) => ({ value: m, label: productMessages.fmlaMethodLabel[m] }))}
      />
      {form.method === 'LEAVE_YEAR' && (
        <TextInput
          label="Leave year starts (MM-DD)"
          disabled={!canSave}
          value={form.start}
          onChange={(e) => setForm({ ...form, start: e.currentTarget.value })}
        />
      )}
      <NumberInput
        label="Employees at other worksites within 75 miles"
        description={`This facility has ${s.facility_employees} active employees of its own.`}
        disabled={!canSave}
        min={0}
        step={1}
        value={form.other}
        onChange={(v) => setForm({ ...form, other: v })}
      />
      {save.error && (
        <Text c="red" size="sm" role="alert">
          {save.error.message}
        </Text>
      )}
      {canSave && (
        <Button onClick={submit} loading={save.isPending} w="fit-content">
          Save FMLA settings
        </Button>
      )}
    </Stack>
  );
}
