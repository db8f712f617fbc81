import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { shiftedDateScript } from '@careroster/shared/testing/fixed-clock';
import { thisServer } from './server';

export const baseUrl = () => thisServer().baseUrl;

/**
 * Chromium; `media`: a fake camera and microphone that a page may use without asking (`allow`),
 * or that the user refuses (`deny`).
 */
export function launchBrowser(options: { media?: 'allow' | 'deny' } = {}): Promise<Browser> {
  const ui = options.media === 'deny' ? '--use-fake-ui-for-media-stream=deny' : '--use-fake-ui-for-media-stream';
  const media = options.media ? ['--use-fake-device-for-media-stream', ui] : [];
  return chromium.launch({ executablePath, args: [...chromiumFlags, ...media] });
}

const executablePath = '/usr/bin/chromium';
const chromiumFlags = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/**
 * Chromium with a normal profile on disk in `userDataDir`, as a user's browser has: unlike
 * `launchBrowser`'s contexts (off-the-record, as incognito is), it may subscribe to push. Its push
 * service client talks to `gcmUrl` (e2e/support/gcm-stand-in.ts) instead of Google's servers.
 */
export async function launchNormalProfile(userDataDir: string, gcmUrl: string): Promise<TrackedPage> {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    args: [...chromiumFlags, `--gcm-checkin-url=${gcmUrl}/checkin`, `--gcm-registration-url=${gcmUrl}/register`],
    baseURL: baseUrl(),
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  return trackedPage(context);
}

export type TrackedPage = Page & { consoleErrors: string[] };

/**
 * A page whose console errors are collected; `expectClean` fails the test on any. Its clock is the
 * run's fixed clock, as the server's is (packages/shared/src/testing/fixed-clock.ts).
 */
export async function openPage(
  browser: Browser,
  options: { width?: number; height?: number; context?: BrowserContextOptions } = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    // The product then opens dialogs without a fade, so axe never measures a half-faded button.
    reducedMotion: 'reduce',
    ...options.context,
  });
  return trackedPage(context);
}

async function trackedPage(context: BrowserContext): Promise<TrackedPage> {
  await context.addInitScript(shiftedDateScript(inject('clockOffsetMs')));
  const page = (await context.newPage()) as TrackedPage;
  page.consoleErrors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') page.consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => page.consoleErrors.push(err.message));
  // A limit for a hang, not a budget: a loaded 2-core machine renders several times slower.
  page.setDefaultTimeout(45_000);
  return page;
}

/** 401s are the product telling the client to sign in; Chromium logs them as failed resources. */
const expectedNoise = /status of 401/;

export function expectNoConsoleErrors(page: TrackedPage) {
  expect(page.consoleErrors.filter((e) => !expectedNoise.test(e))).toEqual([]);
}

/**
 * No serious or critical axe violation on the page as it is now. label-content-name-mismatch
 * (WCAG 2.5.3, label in name) is still marked experimental in axe, so it is switched on here.
 */
export async function expectAccessible(page: Page) {
  expect(await seriousAxeFindings(page)).toEqual([]);
}

/**
 * The serious and critical axe violations of the page as it is now, one line each (expectAccessible).
 * Legacy mode runs axe.run in the page itself, instead of a partial run per frame finished in a
 * blank page of its own, and only violations are detailed: the same rules and findings for about a
 * third of the CPU (the browser suite's largest cost was axe). Its one limit, frames of another
 * origin left untested, does not apply: the product's pages have none.
 */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')})`);
}

/**
 * Usable at a phone's width: nothing wider than the viewport, once the layout has settled. Just
 * after a resize the shell's main area still slides in from the navbar's offset (a CSS
 * transition), so for a moment the page is wider; an overflow that stays fails.
 */
export async function expectNoHorizontalScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { timeout: 10_000 })
    .toBeLessThanOrEqual(0);
}

/**
 * Closes the toasts on screen. A success toast stays 10 s and Mantine pauses it while the pointer
 * is over it, so one that appears under the pointer can cover a dialog's buttons for good.
 */
export async function closeToasts(page: Page) {
  const close = page.getByRole('button', { name: 'Close notification' });
  for (let n = await close.count(); n > 0; n = await close.count()) {
    // A toast already leaving is gone before the click lands: nothing to close then.
    await close
      .first()
      .click({ timeout: 5_000 })
      .catch(() => undefined);
  }
}

/**
 * Resolves once the page's live socket has joined its facility's channel: call it before the page
 * loads, then await it before changing something the page must hear about.
 */
export function liveReady(page: Page): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const limit = setTimeout(() => reject(new Error('the live socket never joined its channel')), 60_000);
    page.on('websocket', (ws) => {
      if (!ws.url().endsWith('/api/v1/ws')) return;
      ws.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"ready"')) {
          clearTimeout(limit);
          resolve();
        }
      });
    });
  });
}
