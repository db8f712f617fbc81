import { useState } from 'react';
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { labelOf, payrollSettings, type PayrollSetting } from '@careroster/shared/lookups';
import { messages, productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { showToast } from '../../../api/toasts';
import { GenericModal } from '../../../components/generic-modal';
import { useAppStore } from '../../../store/app-store';
import { useAddress, useUpdatePayrollSetting } from '../api/facility-settings';
import { SettingsSection } from './settings-section';

/** The spec's payroll settings dialog: WEEKLY or BIWEEKLY. */
export function PayrollSettingsDialog({ current, onClose }: { current: PayrollSetting; onClose: () => void }) {
  const [value, setValue] = useState<PayrollSetting>(current);
  const update = useUpdatePayrollSetting();
  const save = () =>
    update.mutate(value, {
      onSuccess: () => {
        showToast('success', productMessages.payrollSettingSaved);
        onClose();
      },
      onError: () => showToast('error', messages.payrollUpdateFailed),
    });
  return (
    <GenericModal
      opened
      onClose={onClose}
      title={productMessages.payrollSettingsTitle}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={save}
      confirmLabel="Save"
      confirmLoading={update.isPending}
    >
      <Radio.Group label="Pay period" value={value} onChange={setValue}>
        <Stack gap="xs" mt="xs">
          {payrollSettings.map((p) => (
            <Radio key={p.value} value={p.value} label={p.label} />
          ))}
        </Stack>
      </Radio.Group>
    </GenericModal>
  );
}

/** The facility's pay period; only roles with facility:update see the button that changes it. */
export function PayrollSettingSection() {
  const address = useAddress();
  const role = useAppStore((state) => state.auth.role);
  const [open, setOpen] = useState(false);
  const current = address.data?.payroll_setting;
  return (
    <SettingsSection id="settings-payroll" title={productMessages.settingsPayroll}>
      <Group justify="space-between">
        <Text size="sm">{current ? productMessages.payrollSettingCurrent(labelOf(payrollSettings, current)) : 'Loading…'}</Text>
        {current && can(role, 'facility:update') && <Button onClick={() => setOpen(true)}>{productMessages.payrollSettingChange}</Button>}
      </Group>
      {open && current && <PayrollSettingsDialog current={current} onClose={() => setOpen(false)} />}
    </SettingsSection>
  );
}
