import { describe, expect, it } from 'vitest';
import { logoutContract } from '@careroster/shared/api/auth/logout';
import { getKioskContract, kioskPunchContract } from '@careroster/shared/api/timekeeping/kiosk/kiosk-punch';
import { listTimeClockKiosksContract, pairTimeClockKioskContract } from '@careroster/shared/api/timekeeping/kiosk/time-clock-kiosks';
import { kioskPaths } from './kiosk';

describe('the kiosk page calls', () => {
  it('go where the contracts say, with their method', () => {
    expect([getKioskContract, listTimeClockKiosksContract].map((c) => c.method)).toEqual(['GET', 'GET']);
    expect([kioskPunchContract, pairTimeClockKioskContract, logoutContract].map((c) => c.method)).toEqual(['POST', 'POST', 'POST']);
    expect(pairTimeClockKioskContract.path).toBe(listTimeClockKiosksContract.path);
    expect(kioskPaths).toEqual({
      kiosk: getKioskContract.path,
      punch: kioskPunchContract.path,
      kiosks: listTimeClockKiosksContract.path,
      logout: logoutContract.path,
    });
  });
});
