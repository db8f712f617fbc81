import { Checkbox, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { policyBody, type PtoPolicy } from '@careroster/shared/api/pto/pto';
import { productMessages } from '@careroster/shared/messages';
import { showToast } from '../../../api/toasts';
import { GenericModal } from '../../../components/generic-modal';
import { useSavePolicy } from '../api/pto';

type Form = { name: string; accrual: number | string; cap: number | string; carry: number | string; isDefault: boolean };
const fresh: Form = { name: '', accrual: 0.0385, cap: 40, carry: 16, isDefault: false };
const formOf = (p: PtoPolicy | null): Form =>
  p ? { name: p.name, accrual: p.accrual_per_hour, cap: p.annual_cap_hours, carry: p.carry_over_hours, isDefault: p.is_default } : fresh;

/** Create or edit a policy: accrual per hour worked, annual cap, carry-over, default. Keyed by the caller per policy, so each opening starts from it. */
export function PolicyDialog({ policy, opened, onClose }: { policy: PtoPolicy | null; opened: boolean; onClose: () => void }) {
  const save = useSavePolicy();
  const [form, setForm] = useState<Form>(formOf(policy));
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setProblem(null);
    save.reset();
    onClose();
  };
  const submit = () => {
    const parsed = policyBody.safeParse({
      name: form.name,
      accrual_per_hour: Number(form.accrual),
      annual_cap_hours: Number(form.cap),
      carry_over_hours: Number(form.carry),
      is_default: form.isDefault,
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    if (parsed.data.carry_over_hours > parsed.data.annual_cap_hours) {
      setProblem(productMessages.ptoPolicyCarryOverAboveCap);
      return;
    }
    setProblem(null);
    save.mutate(
      { body: parsed.data, ...(policy ? { policyId: policy.id } : {}) },
      {
        onSuccess: () => {
          showToast('success', productMessages.ptoPolicySaved);
          close();
        },
      },
    );
  };
  const error = problem ?? save.error?.message ?? null;
  const perHours = Number(form.accrual) > 0 ? Math.round(1 / Number(form.accrual)) : null;
  return (
    <GenericModal
      opened={opened}
      onClose={close}
      title={policy ? 'Edit PTO policy' : 'New PTO policy'}
      onSecondary={close}
      secondaryLabel="Cancel"
      onConfirm={submit}
      confirmLabel="Save"
      confirmLoading={save.isPending}
    >
      <Stack gap="sm">
        <TextInput
          label="Name"
          required
          maxLength={80}
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
        />
        <NumberInput
          label="Accrual per hour worked"
          description={perHours ? `About 1 hour of PTO per ${perHours} hours worked` : 'Hours of PTO per hour worked'}
          required
          min={0}
          max={1}
          step={0.0005}
          decimalScale={4}
          value={form.accrual}
          onChange={(v) => setForm({ ...form, accrual: v })}
        />
        <NumberInput
          label="Annual cap (hours)"
          description="The most a year accrues"
          required
          min={0}
          step={1}
          decimalScale={2}
          value={form.cap}
          onChange={(v) => setForm({ ...form, cap: v })}
        />
        <NumberInput
          label="Carry-over (hours)"
          description="The most that moves into the next year"
          required
          min={0}
          step={1}
          decimalScale={2}
          value={form.carry}
          onChange={(v) => setForm({ ...form, carry: v })}
        />
        <Checkbox
          label="Default policy of the facility"
          description={
            policy?.is_default
              ? 'Make another policy the default to change this.'
              : 'Employees without a policy of their own accrue under it.'
          }
          checked={form.isDefault}
          disabled={policy?.is_default === true}
          onChange={(e) => setForm({ ...form, isDefault: e.currentTarget.checked })}
        />
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </GenericModal>
  );
}
