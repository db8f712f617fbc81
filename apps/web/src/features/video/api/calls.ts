import { useEffect, useState } from 'react';
import { cancelVideoCallContract, joinVideoCallContract, startVideoCallContract } from '@careroster/shared/api/video/video-call';
import { callApi, type ApiError } from '../../../api/client';
import { newIdempotencyKey } from '../../../api/idempotency';
import { useAppStore } from '../../../store/app-store';

type Started = { token: string; room: string } | { error: ApiError | Error } | null;

/**
 * spec 000: POST facilities/credential/video-call {nurse} once for this window. The key makes a
 * repeated mount (React's strict mode, a reload of the same window) reach the same room.
 */
export function useStartCall(nurseId: string | null): Started {
  const [key] = useState(newIdempotencyKey);
  const setVideo = useAppStore((s) => s.setVideo);
  const [started, setStarted] = useState<Started>(null);
  useEffect(() => {
    if (!nurseId) return;
    let live = true;
    callApi(startVideoCallContract, { body: { nurse: nurseId } }, { idempotencyKey: key })
      .then((answer) => {
        if (!live) return;
        setVideo({ client: { roomName: answer.room_name }, client_token: answer.token });
        setStarted({ token: answer.token, room: answer.room_name });
      })
      .catch((error: ApiError | Error) => live && setStarted({ error }));
    return () => {
      live = false;
    };
  }, [nurseId, key, setVideo]);
  return started;
}

/** Nobody answered, or the caller hung up alone: the server marks the room CANCELLED. */
export const cancelCall = (room: string) => callApi(cancelVideoCallContract, { params: { room } }, { report: 'log' });

type Joined = { token: string; callerName: string } | { error: ApiError | Error } | null;

// The link works once: a second mount of the page (strict mode) must reuse the first exchange.
const exchanges = new Map<string, ReturnType<typeof exchange>>();
const exchange = (token: string) => callApi(joinVideoCallContract, { params: { token } }, { report: 'none' });

/** The nurse's link is spent once for her own call token (a reload of the page cannot join again). */
export function useJoinCall(linkToken: string): Joined {
  const [joined, setJoined] = useState<Joined>(null);
  useEffect(() => {
    let live = true;
    const pending = exchanges.get(linkToken) ?? exchange(linkToken);
    exchanges.set(linkToken, pending);
    pending
      .then((answer) => live && setJoined({ token: answer.token, callerName: `${answer.caller_name}, ${answer.facility_name}` }))
      .catch((error: ApiError | Error) => live && setJoined({ error }));
    return () => {
      live = false;
    };
  }, [linkToken]);
  return joined;
}
