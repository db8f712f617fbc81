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
