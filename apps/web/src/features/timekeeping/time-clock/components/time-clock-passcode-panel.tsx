import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDate, formatTime } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { showToast } from '../../../../api/toasts';
import { useAppStore } from '../../../../store/app-store';
import { useRegenerateTimeClockPasscode, useTimeClockPasscode } from '../api/time-clock-passcode';

/**
 * The nurse's passcode for the facility's shared time clocks (issue 27, decision 067), under her
 * profile beside the phone's link: whether she has one and since when, and for those who may act,
 * a new one sent to her by SMS. Staff never see the passcode.
 */
export function TimeClockPasscodePanel({ employeeId }: { employeeId: string }) {
  const role = useAppStore((state) => state.auth.role);
  if (!can(role, 'time:read')) return null;
  return <PasscodePanel employeeId={employeeId} mayAct={can(role, 'time:write')} />;
}

function PasscodePanel({ employeeId, mayAct }: { employeeId: string; mayAct: boolean }) {
  const passcode = useTimeClockPasscode(employeeId);
  const regenerate = useRegenerateTimeClockPasscode(employeeId);
  const [confirming, setConfirming] = useState(false);

  const send = async () => {
    try {
      await regenerate.mutateAsync();
      showToast('success', productMessages.timeClockPasscodeSent);
    } catch {
      // The API client already showed the failure.
    }
    setConfirming(false);
  };

  const setAt = passcode.data?.set_at;
  return (
    <Card withBorder mt="md" component="section" aria-labelledby="time-clock-passcode-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="time-clock-passcode-heading">
          {productMessages.timeClockPasscodeHeading}
        </Title>
        {passcode.isPending && <Text size="sm">Loading…</Text>}
        {passcode.data && (
          <Text size="sm">
            {setAt
              ? productMessages.timeClockPasscodeSetAt(`${formatDate(setAt)} ${formatTime(setAt)}`, passcode.data.set_by)
              : productMessages.timeClockPasscodeNone}
          </Text>
        )}
        {mayAct && passcode.data && (
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => setConfirming(true)}>
              {setAt ? productMessages.timeClockPasscodeSendNew : productMessages.timeClockPasscodeSend}
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void send()}
        loading={regenerate.isPending}
        title={productMessages.timeClockPasscodeConfirmTitle}
        confirmLabel="Send"
      >
        {productMessages.timeClockPasscodeConfirmText}
      </ConfirmDialog>
    </Card>
  );
}
