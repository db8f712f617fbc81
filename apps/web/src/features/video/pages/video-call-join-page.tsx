import { useParams } from 'react-router';
import { productMessages } from '@careroster/shared/messages';
import { PageLoader } from '../../../components/page-loader';
import { PublicPage } from '../../../components/public-page';
import { useJoinCall } from '../api/calls';
import { CallErrorDialog } from '../components/call-error-dialog';
import { CallWindow } from '../components/call-window';

/** Public `/video-call/:token`: where the nurse answers, from the link in her SMS or mail. */
export function VideoCallJoinPage() {
  const { token = '' } = useParams();
  const joined = useJoinCall(token);
  if (!joined) return <PageLoader />;
  // A wrong, used or expired link: spec 000's ERROR dialog, saying which.
  if ('error' in joined) {
    return (
      <PublicPage>
        <CallErrorDialog opened detail={productMessages.videoCallLinkInvalid} />
      </PublicPage>
    );
  }
  return <CallWindow token={joined.token} peerName={joined.callerName} />;
}
