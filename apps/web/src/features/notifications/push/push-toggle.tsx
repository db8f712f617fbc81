import { Button, Stack, Text } from '@mantine/core';
import { productMessages } from '@careroster/shared/messages';
import { usePushSubscription } from './use-push-subscription';

/** Push notifications on this device: one clear button, and why when the browser cannot or will not. */
export function PushToggle() {
  const push = usePushSubscription();
  if (push.support === 'unsupported') return <Text c="dimmed">{productMessages.pushUnsupported}</Text>;
  if (push.support === 'denied') return <Text c="dimmed">{productMessages.pushDenied}</Text>;
  const on = push.subscribed === true;
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant={on ? 'default' : 'filled'}
        loading={push.busy}
        disabled={push.subscribed === null}
        onClick={() => void (on ? push.turnOff() : push.turnOn())}
      >
        {on ? productMessages.pushTurnOff : productMessages.pushTurnOn}
      </Button>
      {push.failure && (
        <Text c="red" size="sm" role="status">
          {push.failure}
        </Text>
      )}
    </Stack>
  );
}
