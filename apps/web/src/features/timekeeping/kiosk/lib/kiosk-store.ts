/**
 * Where a paired device keeps its time-clock secret (decision 067): one localStorage entry, set
 * when an administrator pairs the device and dropped when the server no longer knows it. The
 * secret travels only in the x-time-clock-kiosk header.
 */
const STORAGE_KEY = 'careroster-time-clock-kiosk';

export function storedKioskSecret(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeKioskSecret(secret: string | null): void {
  try {
    if (secret === null) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, secret);
  } catch {
    // Private browsing may refuse storage: the kiosk then works for one page life.
  }
}
