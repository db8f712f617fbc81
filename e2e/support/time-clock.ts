import { expect } from 'vitest';
import { baseUrl } from './browser';

/** The header the time clock's public routes read the device token from. */
export const TIME_CLOCK_DEVICE_HEADER = 'x-time-clock-device';

/** A time-clock link in the dev outbox (the SMS and mail a nurse gets when first booked). */
export const timeClockLinkPattern = /https?:\/\/[^/\s]+(\/time-clock\/[\w-]+)/;

/**
 * Claims a time-clock link as the nurse's phone does on first opening it: answers the device
 * token for the x-time-clock-device header, for tests of parts that build on the time clock.
 */
export async function claimTimeClock(linkPath: string): Promise<string> {
  const token = linkPath.split('/').pop()!;
  const res = await fetch(`${baseUrl()}/api/v1/time-clock/claim`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  const text = await res.text();
  expect(res.status, `claim: ${text}`).toBe(200);
  return (JSON.parse(text) as { data: { device_token: string } }).data.device_token;
}

type Nurse = { id: string; first_name: string; last_name: string };

/**
 * An available nurse for the position who has never been sent a time-clock link, so booking her
 * texts one. Other files book nurses too and the order of files is not fixed: ask, don't assume.
 */
export async function nurseWithoutTimeClock(token: string, facilityId: string, shiftId: string, positionId: string): Promise<Nurse> {
  const headers = { authorization: `Bearer ${token}`, 'facility-id': facilityId };
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${baseUrl()}/api/v1/${path}`, { headers });
    expect(res.status, `GET ${path}`).toBe(200);
    return ((await res.json()) as { data: T }).data;
  };
  // Earlier files have booked and linked many nurses: look through every page of the available ones.
  for (let page = 1; ; page += 1) {
    const { results, count } = await get<{ results: Nurse[]; count: number }>(
      `facilities/shifts/${shiftId}/employees-available?position_id=${positionId}&status=ACTIVE&page_size=40&page=${page}`,
    );
    for (const nurse of results) {
      const link = await get<{ status: string }>(`facilities/employees/${nurse.id}/time-clock-link`);
      if (link.status === 'NONE') return nurse;
    }
    if (results.length === 0 || page * 40 >= count) break;
  }
  throw new Error('no available nurse without a time-clock link');
}
