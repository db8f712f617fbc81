import { Button } from '@mantine/core';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { can } from '@careroster/shared/roles';
import { useAppStore } from '../../../store/app-store';

type Props = { nurseId: string; name: string; profilePhoto: string | null };

/** Opens the call window in a window of its own (spec 000: `/video-chat?id=&name=&profile_photo=`). */
export function VideoCallButton({ nurseId, name, profilePhoto }: Props) {
  const role = useAppStore((state) => state.auth.role);
  if (!can(role, 'video:call')) return null;
  const query = new URLSearchParams({ id: nurseId, name, ...(profilePhoto ? { profile_photo: profilePhoto } : {}) });
  return (
    <Button variant="light" onClick={() => window.open(`${paths.videoChat}?${query.toString()}`, '_blank', 'popup,width=1280,height=800')}>
      {productMessages.callStartVideo}
    </Button>
  );
}
