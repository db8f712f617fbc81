import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Box, Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  CALL_CLOSE_DELAY_AFTER_END_MS,
  CALL_CLOSE_DELAY_AFTER_PERMISSION_DENIED_MS,
  CALL_NO_ANSWER_TIMEOUT_MS,
  CAMERA_TOGGLE_DEBOUNCE_MS,
} from '@careroster/shared/constants';
import { formatCountdown, formatElapsed } from '@careroster/shared/format/call-timer';
import { messages, productMessages } from '@careroster/shared/messages';
import { readLocal, storageKeys } from '../../../store/storage-keys';
import { CallSession, type CallEnd, type ConnectionState } from '../lib/call-session';
import { acquireMedia, type MediaProblem } from '../lib/media';
import { CallErrorDialog } from './call-error-dialog';
import { DeviceMenu } from './device-menu';

type Phase = 'waiting' | 'in-call' | 'ended' | 'not-answered' | 'refused' | 'denied';

type Props = {
  /** The party's call token; null while the call is being set up. */
  token: string | null;
  /** Who is on the other side, for the header. */
  peerName: string;
  /** The caller gives up after 75 s alone, and marks the call CANCELLED on the server. */
  onNoAnswer?: () => Promise<unknown>;
};

const closeWindow = () => window.close();

function useSecondsSince(start: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (start === null) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [start]);
  return start === null ? 0 : Math.max(0, Math.floor((now - start) / 1000));
}

function VideoElement({
  stream,
  muted,
  label,
  small,
  sinkVersion = 0,
}: {
  stream: MediaStream | null;
  muted: boolean;
  label: string;
  small?: boolean;
  sinkVersion?: number;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    const sink = readLocal(storageKeys.audioOutputDeviceId);
    if (sink && !muted && 'setSinkId' in video)
      void (video as HTMLVideoElement & { setSinkId(id: string): Promise<void> }).setSinkId(sink).catch(() => undefined);
  }, [stream, muted, sinkVersion]);
  return (
    <video
      ref={ref}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
      data-testid={small ? 'local-video' : 'remote-video'}
      style={
        small
          ? { position: 'absolute', left: 16, bottom: 16, width: 200, borderRadius: 8, background: '#000' }
          : { width: '100%', height: '100%', objectFit: 'contain', background: '#000' }
      }
    />
  );
}

/**
 * The call window of spec 000: the other party's name and a timer in the header, the remote
 * video (or the waiting texts), the own preview small at bottom left, and mute, hang up and
 * camera in the footer. Counts down 75 s while alone, then counts the call's length.
 */
export function CallWindow({ token, peerName, onNoAnswer }: Props) {
  const [phase, setPhase] = useState<Phase>('waiting');
  const [problem, setProblem] = useState<MediaProblem | null>(null);
  // The stream the call starts with; `local` follows later device changes without restarting the call.
  const [initial, setInitial] = useState<MediaStream | null>(null);
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  const [joinedAt, setJoinedAt] = useState<number | null>(null);
  const [openedAt] = useState(() => Date.now());
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const [sinkVersion, setSinkVersion] = useState(0);
  const session = useRef<CallSession | null>(null);
  const waited = useSecondsSince(phase === 'waiting' ? openedAt : null);
  const elapsed = useSecondsSince(joinedAt);

  useEffect(() => {
    let cancelled = false;
    let stream: MediaStream | null = null;
    void acquireMedia().then((media) => {
      if (cancelled) return media.stream?.getTracks().forEach((t) => t.stop());
      stream = media.stream;
      setProblem(media.problem);
      if (media.problem?.denied) {
        setPhase('denied');
        setTimeout(closeWindow, CALL_CLOSE_DELAY_AFTER_PERMISSION_DENIED_MS);
      }
      setInitial(media.stream);
      setLocal(media.stream);
    });
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  useEffect(() => {
    if (!token || !initial) return;
    const s = new CallSession(token, initial, {
      onPeer: (present) => {
        if (present) {
          setPhase('in-call');
          setJoinedAt((at) => at ?? Date.now());
        }
      },
      onRemoteStream: setRemote,
      onConnection: setConnection,
      onEnd: (end: CallEnd) => {
        if (end === 'REFUSED') return setPhase('refused');
        setPhase(end === 'CANCELLED' ? 'not-answered' : 'ended');
        if (end === 'ENDED') setTimeout(closeWindow, CALL_CLOSE_DELAY_AFTER_END_MS);
      },
    });
    session.current = s;
    s.start();
    return () => {
      s.stop();
      session.current = null;
    };
  }, [token, initial]);

  // Closing the window hangs up: the other party is not left waiting for someone who has gone.
  useEffect(() => {
    const leave = () => session.current?.hangup();
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, []);

  // Nobody came within 75 s: the caller disconnects and the server marks the call CANCELLED.
  useEffect(() => {
    if (phase !== 'waiting' || !onNoAnswer) return;
    const timer = setTimeout(
      () => {
        session.current?.stop();
        setPhase('not-answered');
        void onNoAnswer().catch(() => undefined);
      },
      Math.max(0, openedAt + CALL_NO_ANSWER_TIMEOUT_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [phase, onNoAnswer, openedAt]);

  useEffect(() => {
    if (phase === 'ended' || phase === 'not-answered') local?.getTracks().forEach((t) => t.stop());
  }, [phase, local]);

  const toggleMute = () => {
    const next = !muted;
    local?.getAudioTracks().forEach((t) => (t.enabled = !next));
    setMuted(next);
  };
  const applyCamera = useDebouncedCallback(
    (off: boolean) => local?.getVideoTracks().forEach((t) => (t.enabled = !off)),
    CAMERA_TOGGLE_DEBOUNCE_MS,
  );
  const toggleCamera = () => {
    const next = !cameraOff;
    setCameraOff(next);
    applyCamera(next);
  };
  // A new camera or microphone replaces the sent tracks at once; a new speaker plays the call from now on.
  const changeDevice = (kind: MediaDeviceKind) => {
    if (kind === 'audiooutput') return setSinkVersion((v) => v + 1);
    void acquireMedia().then((media) => {
      if (!media.stream) return;
      media.stream.getAudioTracks().forEach((t) => (t.enabled = !muted));
      media.stream.getVideoTracks().forEach((t) => (t.enabled = !cameraOff));
      void session.current?.replaceLocal(media.stream);
      local?.getTracks().forEach((t) => t.stop());
      setInitial(media.stream);
      setLocal(media.stream);
    });
  };
  const hangUp = () => {
    if (phase === 'waiting' && onNoAnswer) {
      // Hanging up alone cancels the call (spec 000).
      session.current?.stop();
      setPhase('not-answered');
      void onNoAnswer().catch(() => undefined);
      return;
    }
    session.current?.hangup();
  };

  const timer = phase === 'waiting' ? formatCountdown(Math.max(0, CALL_NO_ANSWER_TIMEOUT_MS / 1000 - waited)) : formatElapsed(elapsed);
  const over = phase === 'ended' || phase === 'not-answered' || phase === 'denied';

  return (
    <Stack h="100vh" gap={0} bg="dark.8" c="white">
      <Group justify="space-between" px="md" py="sm" component="header">
        <Title order={1} size="h4">
          {peerName}
        </Title>
        {!over && (
          <Text ff="monospace" aria-label="Call timer" role="timer">
            {timer}
          </Text>
        )}
      </Group>
      {connection === 'reconnecting' && phase === 'in-call' && (
        <Alert color="yellow" radius={0} role="status">
          {messages.videoReconnecting}
        </Alert>
      )}
      {problem && (
        <Alert color={problem.denied ? 'red' : 'yellow'} radius={0} role="alert" title={problem.heading}>
          {problem.detail}
        </Alert>
      )}
      <Box style={{ flex: 1, position: 'relative', minHeight: 0 }}>
        {phase === 'in-call' && remote ? (
          <VideoElement stream={remote} muted={false} label={`Video of ${peerName}`} sinkVersion={sinkVersion} />
        ) : (
          <Center h="100%">
            <Stack align="center" gap="xs" role="status">
              {phase === 'waiting' || (phase === 'in-call' && !remote) ? (
                <>
                  <Text fw={700} size="lg">
                    {messages.videoWaitingTitle}
                  </Text>
                  <Text>{messages.videoWaitingBody}</Text>
                </>
              ) : phase === 'ended' ? (
                <Text fw={700} size="lg">
                  {messages.videoEnded}
                </Text>
              ) : phase === 'not-answered' ? (
                <>
                  <Text fw={700} size="lg">
                    {messages.videoNotAnswered}
                  </Text>
                  <Text>{messages.videoNotPicked}</Text>
                </>
              ) : null}
            </Stack>
          </Center>
        )}
        {local && !over && <VideoElement stream={local} muted label="Your camera" small />}
      </Box>
      <Group justify="center" gap="md" py="md" component="footer">
        <Button variant={muted ? 'filled' : 'light'} color="gray" onClick={toggleMute} disabled={over} aria-pressed={muted}>
          {muted ? productMessages.callUnmute : productMessages.callMute}
        </Button>
        <Button color="red.8" onClick={hangUp} disabled={over || phase === 'refused'}>
          {productMessages.callHangUp}
        </Button>
        <Button variant={cameraOff ? 'filled' : 'light'} color="gray" onClick={toggleCamera} disabled={over} aria-pressed={cameraOff}>
          {cameraOff ? productMessages.callCameraOn : productMessages.callCameraOff}
        </Button>
        <DeviceMenu onChange={changeDevice} disabled={over} />
      </Group>
      <CallErrorDialog opened={phase === 'refused'} />
      {phase === 'in-call' && (
        <Badge pos="absolute" top={60} right={16} color={connection === 'connected' ? 'teal' : 'yellow'}>
          {connection}
        </Badge>
      )}
    </Stack>
  );
}
