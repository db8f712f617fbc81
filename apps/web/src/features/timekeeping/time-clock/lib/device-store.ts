/**
 * Where the phone keeps its time-clock device tokens (decision 018): one localStorage entry, a
 * map from the link token of the address to the device token it was traded for. A reload and a
 * second visit from the same SMS find the device by the address; the link token itself is spent
 * after the claim, so keeping it as the key gives nothing away. A nurse booked at two facilities
 * has two links, hence a map. Private browsing may refuse storage: the page then works for one
 * page life and a reload needs a new link.
 */
const STORAGE_KEY = 'careroster-time-clock-devices';

type Devices = Record<string, string>;

function readAll(): Devices {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

function writeAll(devices: Devices): void {
  try {
    if (Object.keys(devices).length === 0) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, JSON.stringify(devices));
  } catch {
    // See the note above: storage refused.
  }
}

export const storedDevice = (linkToken: string): string | null => readAll()[linkToken] ?? null;

/** Every time clock of this phone, as [link token, device token]: a reminder's link names a missed punch, not a time clock. */
export const storedDevices = (): [string, string][] => Object.entries(readAll());

export function storeDevice(linkToken: string, deviceToken: string): void {
  writeAll({ ...readAll(), [linkToken]: deviceToken });
}

/** The facility revoked the device or sent a new link: forget it, so the page says so plainly. */
export function forgetDevice(linkToken: string): void {
  const devices = readAll();
  delete devices[linkToken];
  writeAll(devices);
}
