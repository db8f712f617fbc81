/**
 * Every key this app writes to localStorage (spec 000 section 3, "Stored locally"), named once.
 * The API token, role and facility id are read by the HTTP client on every call, and the video
 * window opened in a new tab reads them too, so they live under their own keys rather than only
 * inside the persisted store blob.
 */
export const storageKeys = {
  apiToken: 'token',
  role: 'ROLE',
  facilityId: 'FACILITY_ID',
  agaliaId: 'agalia_id',
  pushDeviceToken: 'device_token',
  audioInputDeviceId: 'audio_input_device_id',
  audioOutputDeviceId: 'audio_output_device_id',
  videoInputDeviceId: 'video_input_device_id',
  sessionVideoToken: 'session_video_token',
  appState: 'careroster-state',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

// Private browsing and locked-down kiosks may refuse storage; the app then works for one page life.
export function readLocal(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // See readLocal.
  }
}
