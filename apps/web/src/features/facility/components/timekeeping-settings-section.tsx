import { useState } from 'react';
import { NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { TimekeepingSettings } from '@careroster/shared/api/timekeeping/timekeeping-settings';
import { weekdays } from '@careroster/shared/lookups';
import { messages, productMessages } from '@careroster/shared/messages';
import { overtimeEnforcements, overtimeRules, roundingIncrements } from '@careroster/shared/timekeeping/values';
import { ApiError } from '../../../api/client';
import { showToast } from '../../../api/toasts';
import { useTimekeepingSettings, useUpdateTimekeepingSettings } from '../api/timekeeping-settings';
import { SettingsFormFooter, SettingsSection } from './settings-section';

type Draft = {
  rounding_minutes: string;
  approval_deadline_hours: number | string;
  overtime_rule: string;
  overtime_enforcement: string;
  workweek_start_day: string;
  workweek_start_time: string;
  workday_start_time: string;
};

const draftOf = (s: TimekeepingSettings): Draft => ({
  rounding_minutes: String(s.rounding_minutes),
  approval_deadline_hours: s.approval_deadline_hours,
  overtime_rule: s.overtime_rule,
  overtime_enforcement: s.overtime_enforcement,
  workweek_start_day: String(s.workweek_start_day),
  workweek_start_time: s.workweek_start_time,
  workday_start_time: s.workday_start_time,
});

function TimekeepingForm({ settings }: { settings: TimekeepingSettings }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const update = useUpdateTimekeepingSettings();
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const save = () =>
    update.mutate(
      {
        rounding_minutes: Number(draft.rounding_minutes),
        approval_deadline_hours: Number(draft.approval_deadline_hours),
        overtime_rule: draft.overtime_rule as TimekeepingSettings['overtime_rule'],
        overtime_enforcement: draft.overtime_enforcement as TimekeepingSettings['overtime_enforcement'],
        workweek_start_day: Number(draft.workweek_start_day),
        workweek_start_time: draft.workweek_start_time,
        workday_start_time: draft.workday_start_time,
      },
      { onSuccess: (answer) => showToast('success', answer.message) },
    );
  const error = update.error instanceof ApiError ? update.error.messages : update.isError ? [messages.somethingWentWrong] : [];
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="Rounding of punches"
          description="Neutral both ways (29 CFR 785.48)"
          allowDeselect={false}
          data={roundingIncrements.map((n) => ({ value: String(n), label: n === 0 ? productMessages.roundingNone : `${n} minutes` }))}
          value={draft.rounding_minutes}
          onChange={(v) => v && set({ rounding_minutes: v })}
        />
        <NumberInput
          label="Auto-approval deadline (hours after the pay period)"
          min={0}
          max={720}
          allowDecimal={false}
          value={draft.approval_deadline_hours}
          onChange={(v) => set({ approval_deadline_hours: v })}
        />
        <Text size="sm" c="dimmed" mt="lg">
          Pay period: {settings.payroll_setting === 'BIWEEKLY' ? 'every two weeks' : 'weekly'}, from Sunday
        </Text>
        <Select
          label="Overtime rule"
          allowDeselect={false}
          data={overtimeRules.map((r) => ({ value: r, label: productMessages.overtimeRuleLabels[r] }))}
          value={draft.overtime_rule}
          onChange={(v) => v && set({ overtime_rule: v })}
        />
        <Select
          label="Projected overtime"
          allowDeselect={false}
          data={overtimeEnforcements.map((r) => ({ value: r, label: productMessages.overtimeEnforcementLabels[r] }))}
          value={draft.overtime_enforcement}
          onChange={(v) => v && set({ overtime_enforcement: v })}
        />
        <Select
          label="Workweek starts on"
          description="A fixed 168 hours (29 CFR 778.105)"
          allowDeselect={false}
          data={weekdays.map((d) => ({ value: String(d.value), label: d.label }))}
          value={draft.workweek_start_day}
          onChange={(v) => v && set({ workweek_start_day: v })}
        />
        <TextInput
          label="Workweek starts at"
          placeholder="00:00"
          value={draft.workweek_start_time}
          onChange={(e) => set({ workweek_start_time: e.currentTarget.value })}
        />
        <TextInput
          label="Workday starts at"
          description="Daily overtime counts within each workday"
          placeholder="00:00"
          value={draft.workday_start_time}
          onChange={(e) => set({ workday_start_time: e.currentTarget.value })}
        />
      </SimpleGrid>
      <SettingsFormFooter error={error} onSave={save} saving={update.isPending} />
    </Stack>
  );
}

/**
 * The settings page's Timekeeping section: rounding, auto-approval, overtime rule and where the
 * workweek and workday begin. Where nurses
 * clock in (coordinates and geofence) is edited with the facility's address, in the profile section.
 */
export function TimekeepingSettingsSection() {
  const settings = useTimekeepingSettings();
  return (
    <SettingsSection id="settings-timekeeping" title={productMessages.settingsTimekeeping} hint={productMessages.settingsTimekeepingHint}>
      {settings.data ? <TimekeepingForm settings={settings.data} /> : <Text size="sm">Loading…</Text>}
    </SettingsSection>
  );
}
