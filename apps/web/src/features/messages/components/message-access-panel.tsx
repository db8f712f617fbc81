import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { showToast } from '../../../api/toasts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useAppStore } from '../../../store/app-store';
import { useRevokeMessageAccess } from '../api/conversations';

/**
 * On the employee page (issue 16): a lost or shared phone. Every message link of hers, and the
 * access her time-clock phone traded for, stop at once; the next message sends her a new link.
 */
export function MessageAccessPanel({ employeeId }: { employeeId: string }) {
  const allowed = can(
    useAppStore((state) => state.auth.role),
    'messages:send',
  );
  const revoke = useRevokeMessageAccess(employeeId);
  const [confirming, setConfirming] = useState(false);
  if (!allowed) return null;

  const act = async () => {
    try {
      const { revoked } = await revoke.mutateAsync();
      showToast('success', productMessages.messageAccessRemoved(revoked));
    } catch {
      // The API client already showed the failure.
    }
    setConfirming(false);
  };

  return (
    <Card withBorder mt="md" component="section" aria-labelledby="message-access-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="message-access-heading">
          {productMessages.messageAccessTitle}
        </Title>
        <Text size="sm">{productMessages.messageAccessHint}</Text>
        <Group>
          <Button size="xs" variant="default" color="red" onClick={() => setConfirming(true)}>
            {productMessages.messageAccessRemove}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void act()}
        loading={revoke.isPending}
        title={productMessages.messageAccessConfirmTitle}
        confirmLabel={productMessages.messageAccessRemove}
      >
        {productMessages.messageAccessConfirm}
      </ConfirmDialog>
    </Card>
  );
}
