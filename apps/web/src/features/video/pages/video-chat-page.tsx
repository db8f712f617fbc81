import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { cancelCall, useStartCall } from '../api/calls';
import { CallErrorDialog } from '../components/call-error-dialog';
import { CallWindow } from '../components/call-window';

/** `/video-chat?id=&name=&profile_photo=` (spec 000 section 2): the facility user's call window, opened in a new window. */
export function VideoChatPage() {
  const [params] = useSearchParams();
  const nurseId = params.get('id');
  const name = params.get('name') ?? '';
  const started = useStartCall(nurseId);
  const room = started && 'room' in started ? started.room : null;
  const onNoAnswer = useCallback(() => (room ? cancelCall(room) : Promise.resolve()), [room]);

  if (!nurseId || (started && 'error' in started)) return <CallErrorDialog opened />;
  if (!started) return <PageLoader />;
  return <CallWindow token={started.token} peerName={name} onNoAnswer={onNoAnswer} />;
}
