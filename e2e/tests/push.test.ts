import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productMessages } from '@careroster/shared/messages';
import { apiGet } from '../support/api';
import { baseUrl, expectNoConsoleErrors, launchBrowser, launchNormalProfile, openPage } from '../support/browser';
import { startGcmStandIn } from '../support/gcm-stand-in';
import { apiLogin, signIn } from '../support/session';

/**
 * The push service worker in Chromium (decision 015). The browser cannot subscribe here (no route
 * to a real push service), so the push is delivered by Chromium's DevTools protocol
 * (`ServiceWorker.deliverPushMessage`, a trusted push event, as a push service's message would
 * be), and the click is a NotificationEvent dispatched inside the worker with the notification
 * the worker showed: a script cannot click a system notification.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const NOTIFICATION_ID = '3f2e1d0c-4b5a-4978-8695-a4b3c2d1e0f9';
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function pushWorker(context: BrowserContext): Promise<Worker> {
  const existing = context.serviceWorkers().find((w) => w.url().endsWith('/push-sw.js'));
  if (existing) return existing;
  return context.waitForEvent('serviceworker', { predicate: (w) => w.url().endsWith('/push-sw.js'), timeout: 60_000 });
}

describe('push notifications in the browser', () => {
  it('serves the worker uncached under the CSP, shows a push and opens its target on click', async () => {
    // A real shift of the demo facility, so the target page loads without a 404.
    const { token, facility_id: facilityId } = await apiLogin('admin@sunrise.example');
    const shifts = await apiGet<{ results: { id: string }[] }>(
      token,
      facilityId,
      `facilities/shifts?start_date=${isoDay(1)}&end_date=${isoDay(14)}`,
    );
    const SHIFT_ID = shifts.results[0]!.id;
    const target = `/shifts/shift-details/${SHIFT_ID}?slug=applicant`;
    const page = await openPage(browser);
    const context = page.context();
    await context.grantPermissions(['notifications'], { origin: baseUrl() });

    const script = await fetch(`${baseUrl()}/push-sw.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('no-cache');
    expect(script.headers.get('content-type')).toMatch(/javascript/);

    await signIn(page, 'admin@sunrise.example');
    const csp = (await page.request.get('/dashboard')).headers()['content-security-policy'] ?? '';
    expect(csp).toContain("worker-src 'self'");

    // What usePushSubscription does first (it needs a push service to go further).
    const workerSeen = pushWorker(context);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.register('/push-sw.js', { scope: '/' })).scope);
    expect(scope).toBe(`${baseUrl()}/`);
    const worker = await workerSeen;
    // The worker claims open tabs on activation, so a click can navigate this one.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });

    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const mine = registrations.find((r) => r.scopeURL === `${baseUrl()}/` && !r.isDeleted);
        if (mine) resolve(mine.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const payload = {
      id: NOTIFICATION_ID,
      title: 'New applicant',
      body: 'Jane applied to the night shift.',
      type: 'APPLICATION',
      type_id: SHIFT_ID,
      url: target,
    };
    const deliver = async () =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: baseUrl(),
        registrationId: await registrationId,
        data: JSON.stringify(payload),
      });

    // Polled from here: waitForFunction does not await an async predicate, so its first answer,
    // a pending promise, counted as shown before the worker had shown anything.
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const list = await registration.getNotifications();
        return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
      });
    // A push service keeps a message until the browser takes it, so it is delivered again when
    // nothing shows: in one CI run the first DevTools delivery never reached the worker (the same
    // test passes alone and in the full suite; the cause was not found). The tag makes a second
    // delivery replace the first, never stack.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await deliver();
      const start = Date.now();
      while (Date.now() - start < 10_000 && (await shown()).length === 0) await page.waitForTimeout(250);
      if ((await shown()).length > 0) break;
    }
    await expect.poll(shown, { timeout: 60_000, interval: 250 }).toEqual([
      {
        title: 'New applicant',
        body: 'Jane applied to the night shift.',
        tag: NOTIFICATION_ID,
        data: { url: target, type: 'APPLICATION', type_id: SHIFT_ID, id: NOTIFICATION_ID },
      },
    ]);

    const landed = page.waitForURL(`**${target}`, { timeout: 60_000 });
    await worker.evaluate(async (tag) => {
      const sw = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent: (e: Event) => boolean };
      const [notification] = await sw.registration.getNotifications({ tag });
      const Ctor = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event })
        .NotificationEvent;
      sw.dispatchEvent(new Ctor('notificationclick', { notification: notification! }));
    }, NOTIFICATION_ID);
    await landed;
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(target);
    // The click closed the notification.
    await page.waitForFunction(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length === 0, undefined, {
      timeout: 60_000,
    });
    expectNoConsoleErrors(page);
    await context.close();
  });

  it('says in words why a fresh (off-the-record) profile cannot turn push on, after the permission and the service worker', async () => {
    // Playwright's contexts, like incognito and guest windows, are off-the-record profiles: Chromium
    // refuses their push subscriptions ("AbortError: Registration failed - permission denied") even
    // with the permission granted and the worker registered, and offers no way to detect them first.
    // A normal profile subscribes through the browser's push service, which this machine cannot reach.
    const page = await openPage(browser);
    const context = page.context();
    await context.grantPermissions(['notifications'], { origin: baseUrl() });
    await signIn(page, 'admin@sunrise.example', { at: '/notifications' });
    const workerSeen = pushWorker(context);
    await page.getByRole('button', { name: productMessages.pushTurnOn }).click();
    await workerSeen;
    await page.getByText(productMessages.pushSubscribeRefused).waitFor();
    expect(await page.evaluate(() => Notification.permission)).toBe('granted');
    await context.close();
  });

  it('turns push on in a normal profile: the browser subscribes with the server key and the server keeps the subscription', async () => {
    const gcm = await startGcmStandIn();
    const profile = await mkdtemp(join(tmpdir(), 'careroster-profile-'));
    try {
      const page = await launchNormalProfile(profile, gcm.url);
      const context = page.context();
      await context.grantPermissions(['notifications'], { origin: baseUrl() });
      await signIn(page, 'admin@sunrise.example', { at: '/notifications' });
      const workerSeen = pushWorker(context);
      await page.getByRole('button', { name: productMessages.pushTurnOn }).click();
      await workerSeen;
      await page.getByRole('button', { name: productMessages.pushTurnOff }).waitFor();

      const endpoint = await page.evaluate(
        async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription())?.endpoint,
      );
      // Debian's Chromium has no Google keys, so its push service answers under jmt17.google.com.
      expect(endpoint).toMatch(/^https:\/\/jmt17\.google\.com\/fcm\/send\/stand-in-registration-\d+$/);
      const { token, facility_id: facilityId } = await apiLogin('admin@sunrise.example');
      const { public_key: serverKey } = await apiGet<{ public_key: string }>(token, facilityId, 'push/public-key');
      const webPush = gcm.registrations.find((form) => form.get('X-subtype')?.startsWith(`wp:${baseUrl()}/`));
      expect(webPush?.get('sender')).toBe(serverKey);

      // The server has it: the admin's own subscription can be removed, once.
      const remove = () =>
        fetch(`${baseUrl()}/api/v1/update-device-token`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${token}`, 'facility-id': facilityId, 'content-type': 'application/json' },
          body: JSON.stringify({ endpoint }),
        });
      expect((await remove()).status).toBe(200);
      expect((await remove()).status).toBe(404);
      expectNoConsoleErrors(page);
      await context.close();
    } finally {
      await gcm.close();
      await rm(profile, { recursive: true, force: true });
    }
  });
});
