/** The largest side of the punch photo: enough to recognise a face, small enough for a slow network. */
const PHOTO_MAX_SIDE = 640;
const JPEG_QUALITY = 0.8;

/** The front camera, video only. Null when there is none or the nurse refused it. */
export async function openCamera(): Promise<MediaStream | null> {
  if (!navigator.mediaDevices?.getUserMedia) return null;
  try {
    return await navigator.mediaDevices.getUserMedia({
      video: { facingMode: 'user', width: { ideal: PHOTO_MAX_SIDE }, height: { ideal: PHOTO_MAX_SIDE } },
      audio: false,
    });
  } catch {
    return null;
  }
}

export function closeCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** The video's current frame as a JPEG, scaled to at most PHOTO_MAX_SIDE; null while no frame has arrived. */
export async function captureJpeg(video: HTMLVideoElement): Promise<Blob | null> {
  const { videoWidth: w, videoHeight: h } = video;
  if (!w || !h) return null;
  const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(w, h));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(w * scale);
  canvas.height = Math.round(h * scale);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/jpeg', JPEG_QUALITY));
}
