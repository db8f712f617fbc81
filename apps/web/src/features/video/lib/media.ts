import { VIDEO_CAPTURE } from '@careroster/shared/constants';
import { messages, productMessages } from '@careroster/shared/messages';
import { readLocal, storageKeys } from '../../../store/storage-keys';

/** A media problem as spec 000 section 8 words it: the heading, then what it means here. */
export type MediaProblem = { heading: string; detail: string; /** Permission refused: the window closes after 5 s. */ denied: boolean };
export type Media = { stream: MediaStream; problem: MediaProblem | null };

const constraints = (kinds: { audio: boolean; video: boolean }): MediaStreamConstraints => {
  const video = readLocal(storageKeys.videoInputDeviceId);
  const audio = readLocal(storageKeys.audioInputDeviceId);
  return {
    video: kinds.video ? { ...VIDEO_CAPTURE, ...(video ? { deviceId: { ideal: video } } : {}) } : false,
    audio: kinds.audio ? (audio ? { deviceId: { ideal: audio } } : true) : false,
  };
};

/** The camera, microphone and speaker choices of spec 000 section 3, kept in local storage. */
export const deviceChoices = [
  { kind: 'videoinput', key: storageKeys.videoInputDeviceId, label: 'Camera' },
  { kind: 'audioinput', key: storageKeys.audioInputDeviceId, label: 'Microphone' },
  { kind: 'audiooutput', key: storageKeys.audioOutputDeviceId, label: 'Speaker' },
] as const;

async function permissionState(name: 'camera' | 'microphone'): Promise<PermissionState | 'unknown'> {
  try {
    return (await navigator.permissions.query({ name: name })).state;
  } catch {
    return 'unknown';
  }
}

async function deniedProblem(err: DOMException): Promise<MediaProblem> {
  const heading = messages.mediaUnableToAccess;
  // Chromium says "Permission denied by system" when the OS privacy settings block the browser.
  if (/system/i.test(err.message)) return { heading, detail: productMessages.mediaSystemBlocked, denied: true };
  const [camera, microphone] = await Promise.all([permissionState('camera'), permissionState('microphone')]);
  const detail =
    camera === 'denied' && microphone !== 'denied'
      ? productMessages.mediaCameraDenied
      : microphone === 'denied' && camera !== 'denied'
        ? productMessages.mediaMicrophoneDenied
        : productMessages.mediaBothDenied;
  return { heading, detail, denied: true };
}

/**
 * Camera and microphone for the call, as the user chose them (spec 000 section 3). When one of
 * the two is missing the call goes on with the other and says so; when neither is there, with
 * nothing to send. A refusal is a problem that ends the call.
 */
export async function acquireMedia(): Promise<Media | { stream: null; problem: MediaProblem }> {
  try {
    return { stream: await navigator.mediaDevices.getUserMedia(constraints({ audio: true, video: true })), problem: null };
  } catch (error) {
    const err = error instanceof DOMException ? error : new DOMException(String(error), 'Error');
    if (err.name === 'NotAllowedError' || err.name === 'SecurityError') return { stream: null, problem: await deniedProblem(err) };
    if (err.name !== 'NotFoundError' && err.name !== 'OverconstrainedError') {
      return { stream: null, problem: { heading: messages.mediaErrorAcquiring, detail: err.name, denied: false } };
    }
    const devices = await navigator.mediaDevices.enumerateDevices().catch(() => []);
    const hasCamera = devices.some((d) => d.kind === 'videoinput');
    const hasMicrophone = devices.some((d) => d.kind === 'audioinput');
    if (hasCamera && hasMicrophone) {
      return { stream: null, problem: { heading: messages.mediaCannotFind, detail: productMessages.mediaNotFoundDetail, denied: false } };
    }
    if (!hasCamera && !hasMicrophone) {
      return {
        stream: new MediaStream(),
        problem: { heading: messages.mediaNoCameraOrMicrophone, detail: productMessages.mediaOthersCannotSeeOrHear, denied: false },
      };
    }
    const stream = await navigator.mediaDevices
      .getUserMedia(constraints({ audio: hasMicrophone, video: hasCamera }))
      .catch(() => new MediaStream());
    return hasCamera
      ? { stream, problem: { heading: messages.mediaNoMicrophone, detail: productMessages.mediaOthersCannotHear, denied: false } }
      : { stream, problem: { heading: messages.mediaNoCamera, detail: productMessages.mediaOthersCannotSee, denied: false } };
  }
}
