/**
 * The kiosk page's calls through the light client (decision 060): the zod contracts stay off the
 * page, so their paths are written here and pinned to the contracts by kiosk.test.ts.
 */
import type { KioskPunchAnswer } from '@careroster/shared/api/timekeeping/kiosk/kiosk-punch';
import type { TimeClockKiosk } from '@careroster/shared/api/timekeeping/kiosk/time-clock-kiosks';
import { TIME_CLOCK_KIOSK_HEADER, kioskPunchFieldNames } from '@careroster/shared/timekeeping/kiosk';
import type { PunchKind } from '@careroster/shared/timekeeping/values';
import { requestJson } from '../../../../public-shell/http';

export const kioskPaths = {
  kiosk: '/time-clock/kiosk',
  punch: '/time-clock/kiosk/punches',
  kiosks: '/facilities/time-clock-kiosks',
  logout: '/auth/logout',
} as const;

export type KioskHome = { facility_name: string; device_location: string; timezone: string; iana_zone: string };

const kioskHeaders = (secret: string) => ({ [TIME_CLOCK_KIOSK_HEADER]: secret });
const staffHeaders = (token: string, facilityId: string) => ({ Authorization: `Bearer ${token}`, 'facility-id': facilityId });

/** Where this kiosk stands; a 401 means the device is no longer paired. The page shows failures itself. */
export const getKiosk = (secret: string) =>
  requestJson<KioskHome>(kioskPaths.kiosk, { method: 'GET', headers: kioskHeaders(secret) }, 'none');

export type KioskPunch = { employeeNumber: string; passcode: string; kind: PunchKind; reason: string; photo: Blob | null };

export function punchOnKiosk(secret: string, punch: KioskPunch) {
  const body = new FormData();
  body.append(kioskPunchFieldNames.employeeNumber, punch.employeeNumber);
  body.append(kioskPunchFieldNames.passcode, punch.passcode);
  body.append(kioskPunchFieldNames.kind, punch.kind);
  if (punch.reason.trim()) body.append(kioskPunchFieldNames.reason, punch.reason.trim());
  if (punch.photo) body.append('photo', punch.photo, 'punch.jpg');
  return requestJson<KioskPunchAnswer>(kioskPaths.punch, { method: 'POST', body, headers: kioskHeaders(secret) }, 'none');
}

/** The facility's registered devices, for the administrator pairing this one. */
export const listKiosks = (token: string, facilityId: string) =>
  requestJson<{ count: number; results: TimeClockKiosk[] }>(
    kioskPaths.kiosks,
    { method: 'GET', headers: staffHeaders(token, facilityId) },
    'none',
  );

export const pairKiosk = (token: string, facilityId: string, deviceId: string) =>
  requestJson<{ kiosk_secret: string; kiosk: TimeClockKiosk }>(
    kioskPaths.kiosks,
    { method: 'POST', body: { device_id: deviceId }, headers: staffHeaders(token, facilityId) },
    'none',
  );

/** The administrator's session ends on the shared device once it is paired. */
export const signOutHere = (token: string) =>
  requestJson<{ message: string }>(kioskPaths.logout, { method: 'POST', headers: { Authorization: `Bearer ${token}` } }, 'none');
