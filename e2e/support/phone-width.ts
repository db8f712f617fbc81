import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { apiGet } from './api';
import { expectAccessible, expectNoHorizontalScroll, launchBrowser, openPage, type TrackedPage } from './browser';
import { apiLogin, signIn } from './session';

/**
 * Issue 23: every page of the product at a phone's width (390 px), signed in where it needs it
 * and from a real link for the public pages: nothing wider than the screen and no serious or
 * critical axe finding. Each page's failures are collected, so one run names every page that fails.
 * The pages are split over the files of tests/phone-width so that the two browser workers share them.
 */
export const PHONE = 390;

export const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export type Row = { id: string };

/** The file's browser (a fake camera and microphone: the video call page asks for them) and its failures. */
export function usePhoneWidth() {
  const state = { browser: undefined as Browser | undefined, failures: [] as string[] };
  beforeAll(async () => {
    state.browser = await launchBrowser({ media: 'allow' });
  });
  afterAll(() => state.browser?.close());
  return {
    open: (): Promise<TrackedPage> => openPage(state.browser!, { width: PHONE }),
    check: (page: Page, path: string) => check(page, path, state.failures),
    fail: (failure: string) => state.failures.push(failure),
    /** Signs the demo user in on a page of her own and checks each of these pages on it. */
    checkSignedIn: async (email: string, paths: string[]) => {
      const page = await openPage(state.browser!, { width: PHONE });
      await signIn(page, email);
      for (const path of paths) await check(page, path, state.failures);
    },
    expectNoFailures: () => expect(state.failures).toEqual([]),
  };
}

/** The demo admin's session and a GET through it. */
export async function adminApi() {
  const session = await apiLogin('admin@sunrise.example');
  return { session, get: <T>(path: string) => apiGet<T>(session.token, session.facility_id, path) };
}

async function check(page: Page, path: string, failures: string[]) {
  await page.goto(path);
  // Settled: the page's queries answered and its skeletons replaced (the live socket is not a request).
  await page.waitForLoadState('networkidle');
  await page
    .locator('.mantine-Skeleton-root, .mantine-Loader-root')
    .first()
    .waitFor({ state: 'detached', timeout: 30_000 })
    .catch(() => undefined);
  for (const [what, assertion] of [
    ['overflow', () => expectNoHorizontalScroll(page)],
    ['axe', () => expectAccessible(page)],
  ] as const) {
    try {
      await assertion();
    } catch (error) {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      failures.push(`${path} ${what} (page ${width} px): ${error instanceof Error ? error.message.slice(0, 1200) : String(error)}`);
    }
  }
}
