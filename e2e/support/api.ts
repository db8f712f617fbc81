import { expect } from 'vitest';
import { baseUrl } from './browser';

/** Reads over the API what a test needs to find on screen (a shift with room, a pending applicant...). */
export async function apiGet<T>(token: string, facilityId: string, path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/v1/${path}`, {
    headers: { authorization: `Bearer ${token}`, 'facility-id': facilityId },
  });
  expect(res.status, `GET ${path}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** Sends a change over the API (a shift, a booking) and answers its data; fails the test on anything but 200. */
export async function apiSend<T>(token: string, facilityId: string, method: 'POST' | 'PATCH', path: string, body: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/v1/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'facility-id': facilityId, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.status, `${method} ${path}: ${text}`).toBe(200);
  return (JSON.parse(text) as { data: T }).data;
}
