import { Alert, Button, Text } from '@mantine/core';
import { productMessages } from '@careroster/shared/messages';
import { pushFailureMessage, pushSupport } from '../../../notifications';
import { useOfferNotifications, useSubscribeOfferNotifications } from '../api/offer-notifications';

const refusal = {
  denied: productMessages.offerPushDenied,
  default: productMessages.offerPushDenied,
  unsupported: productMessages.offerPushUnsupported,
};

function Subscribe({ device, publicKey }: { device: string; publicKey: string }) {
  const subscribe = useSubscribeOfferNotifications(device, publicKey);
  const answer = subscribe.data;
  if (answer && typeof answer !== 'string') return <Text size="sm">{answer.message}</Text>;
  return (
    <>
      <Button variant="default" onClick={() => subscribe.mutate()} loading={subscribe.isPending} style={{ alignSelf: 'flex-start' }}>
        {productMessages.offerPushButton}
      </Button>
      {typeof answer === 'string' && <Alert color="gray">{refusal[answer]}</Alert>}
      {subscribe.isError && (
        <Alert color="red" role="alert">
          {pushFailureMessage(subscribe.error)}
        </Alert>
      )}
    </>
  );
}

/** On the nurse's time-clock page: her release offers as notifications on this phone, besides the SMS. */
export function OfferNotificationsButton({ device }: { device: string }) {
  const state = useOfferNotifications(device);
  if (!state.data || pushSupport() === 'unsupported') return null;
  if (state.data.subscribed) return <Text size="sm">{productMessages.offerPushOn}</Text>;
  return <Subscribe device={device} publicKey={state.data.public_key} />;
}
