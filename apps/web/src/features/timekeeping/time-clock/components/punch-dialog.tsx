import { Alert, Button, Image, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { TimeClockBooking } from '@careroster/shared/api/timekeeping/time-clock/get-time-clock';
import { productMessages } from '@careroster/shared/messages';
import { TIMEKEEPING_REASON_MAX_LENGTH } from '@careroster/shared/timekeeping/values';
import { ApiError } from '../../../../api/client';
import { GenericModal } from '../../../../components/generic-modal';
import { usePunch } from '../api/time-clock';
import { captureJpeg, closeCamera, openCamera } from '../lib/camera';
import { currentPosition, type Position } from '../lib/location';

type Props = {
  device: string;
  booking: TimeClockBooking;
  kind: 'IN' | 'OUT';
  onClose: () => void;
  onDone: (kind: 'IN' | 'OUT') => void;
};

const verb = (kind: 'IN' | 'OUT') => (kind === 'IN' ? 'Clock in' : 'Clock out');

/**
 * One punch: the front camera's preview (the frame is taken when the nurse presses Take photo,
 * or at the punch), the browser's location with its accuracy, and a reason when the punch will
 * be flagged: no location, no camera, or the server says it is outside the facility's area.
 */
export function PunchDialog({ device, booking, kind, onClose, onDone }: Props) {
  const punch = usePunch(device);
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null | 'opening'>('opening');
  const [photo, setPhoto] = useState<{ blob: Blob; url: string } | null>(null);
  const [position, setPosition] = useState<Position | null | 'locating'>('locating');
  const located = useRef<Promise<Position | null> | null>(null);
  const [reason, setReason] = useState('');
  const [askReason, setAskReason] = useState(false);
  const [problem, setProblem] = useState<string[] | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    let opened: MediaStream | null = null;
    void openCamera().then((s) => {
      opened = s;
      if (live) setStream(s);
      else closeCamera(s);
    });
    located.current = currentPosition();
    void located.current.then((p) => live && setPosition(p));
    return () => {
      live = false;
      closeCamera(opened);
    };
  }, []);

  useEffect(() => {
    const element = video.current;
    if (!element || !stream || stream === 'opening' || photo) return;
    element.srcObject = stream;
    void element.play().catch(() => undefined);
  }, [stream, photo]);

  useEffect(() => () => (photo ? URL.revokeObjectURL(photo.url) : undefined), [photo]);

  const cameraMissing = stream === null;
  const locationMissing = position === null;
  const needsReason = askReason || cameraMissing || locationMissing;

  const takePhoto = async () => {
    if (!video.current) return null;
    const blob = await captureJpeg(video.current);
    if (blob) setPhoto({ blob, url: URL.createObjectURL(blob) });
    return blob;
  };

  const submit = async () => {
    setProblem(null);
    if (needsReason && !reason.trim()) {
      setReasonError(productMessages.timeClockReasonRequired);
      return;
    }
    setReasonError(null);
    const blob = photo?.blob ?? (stream && stream !== 'opening' ? await takePhoto() : null);
    const where = position === 'locating' ? await (located.current ?? Promise.resolve(null)) : position;
    try {
      await punch.mutateAsync({ assignmentId: booking.id, kind, position: where, photo: blob, reason });
      onDone(kind);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.messages[0] === productMessages.timeClockReasonRequired) {
        // The server flags what the phone cannot know (the facility's area): the nurse says why.
        setAskReason(true);
        setProblem(error.messages);
        return;
      }
      setProblem(error instanceof Error ? [error.message] : [String(error)]);
    }
  };

  return (
    <GenericModal
      opened
      onClose={onClose}
      title={`${verb(kind)}: ${booking.shift_title}`}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={() => void submit()}
      confirmLabel={verb(kind)}
      confirmLoading={punch.isPending}
    >
      <Stack gap="sm">
        {stream === 'opening' && <Text size="sm">Opening the camera…</Text>}
        {cameraMissing && <Alert color="yellow">{productMessages.timeClockCameraUnavailable}</Alert>}
        {photo ? (
          <Stack gap="xs" align="center">
            <Image src={photo.url} alt="Your photo for this punch" maw={320} radius="sm" />
            <Button variant="default" size="xs" onClick={() => setPhoto(null)}>
              Retake photo
            </Button>
          </Stack>
        ) : (
          stream &&
          stream !== 'opening' && (
            <Stack gap="xs" align="center">
              <video
                ref={video}
                autoPlay
                playsInline
                muted
                aria-label="Camera preview"
                style={{ width: '100%', maxWidth: 320, borderRadius: 4, background: '#000', transform: 'scaleX(-1)' }}
              />
              <Button variant="default" size="xs" onClick={() => void takePhoto()}>
                Take photo
              </Button>
            </Stack>
          )
        )}
        <Text size="sm" role="status">
          {position === 'locating'
            ? 'Finding your location…'
            : position === null
              ? productMessages.timeClockLocationUnavailable
              : `Location found (accurate to ${Math.round(position.accuracy)} m).`}
        </Text>
        {problem && (
          <Alert color="red" role="alert">
            {problem.map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
          </Alert>
        )}
        {needsReason && (
          <Textarea
            label="Reason"
            description="The facility sees this with your punch."
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={TIMEKEEPING_REASON_MAX_LENGTH}
            error={reasonError}
            rows={2}
            required
            data-autofocus
          />
        )}
      </Stack>
    </GenericModal>
  );
}
