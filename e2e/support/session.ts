import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser';
import { latestLinkIn, linksIn } from './outbox';

export const DEMO_PASSWORD = 'CareRoster!2026';

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
}

/** Signs in over the API, as another app (the owner portal) would before handing over a token. */
export async function apiLogin(email: string, password = DEMO_PASSWORD) {
  const res = await fetch(`${baseUrl()}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { token: string; facility_id: string } }).data;
}

const setPasswordLink = /https?:\/\/[^/\s]+\/set-password\/([^/\s]+\/[^/\s]+)/;

/**
 * Sets a user's password through the mailed link, over the API: a test that changes a demo
 * password puts the demo one back with it, since other files sign in as that user.
 */
export async function setPasswordByMail(email: string, password = DEMO_PASSWORD) {
  const before = await linksIn(setPasswordLink);
  const post = (path: string, body: object) =>
    fetch(`${baseUrl()}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect((await post('/auth/forgot-password', { email })).status).toBe(200);
  const [uid, token] = (await latestLinkIn(setPasswordLink, before)).split('/').map(decodeURIComponent);
  expect((await post('/auth/set-password', { uid, token, password })).status).toBe(200);
}
