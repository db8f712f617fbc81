import { Alert } from '@mantine/core';
import { productMessages } from '@careroster/shared/messages';
import { PageLoader } from '../../../../components/page-loader';
import { UnreadBadge } from '../../../messages';
import { isTokenRefused, useDeviceMessageToken, useNurseInbox } from '../api/nurse-messages';
import { NurseMessages } from './nurse-messages';

/** The Messages tab's label on the time-clock page, with her unread count once the token is traded. */
export function MessagesTabLabel({ device }: { device: string }) {
  const token = useDeviceMessageToken(device).data?.token;
  return (
    <>
      {productMessages.messagesTitle}
      {token && <InboxCount token={token} />}
    </>
  );
}

function InboxCount({ token }: { token: string }) {
  return <UnreadBadge count={useNurseInbox(token).data?.unread} ml={6} />;
}

/** The Messages tab of the time-clock page (issue 16): this phone's device trades for a message-center token. */
export function DeviceMessages({ device }: { device: string }) {
  const token = useDeviceMessageToken(device);
  if (token.isPending) return <PageLoader label="Loading your messages" />;
  if (token.isError) {
    return (
      <Alert color="red" role="alert">
        {isTokenRefused(token.error) ? productMessages.messageLinkInvalid : token.error.message}
      </Alert>
    );
  }
  return <NurseMessages token={token.data.token} onRenew={() => void token.refetch()} />;
}
