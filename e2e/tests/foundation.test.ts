import { publicProductMessages } from '@careroster/shared/messages-public';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, expectNoConsoleErrors, expectNoHorizontalScroll, launchBrowser, openPage } from '../support/browser';
import { apiGet } from '../support/api';
import { latestMailTo } from '../support/outbox';
import { addDemoPasskey, apiLogin, setPasswordByMail, signIn, signInThroughForm } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('signing in and out', () => {
  it('signs in, lands on the dashboard, stays signed in on reload, and signs out', async () => {
    const page = await openPage(browser);
    await signInThroughForm(page, 'admin@sunrise.example');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBeTruthy();
    // The dashboard as a user sees it: its cards, including the OVERTIME link, and the user menu.
    await page.getByRole('link', { name: /^OVERTIME/ }).waitFor();
    await expectAccessible(page);

    await page.reload();
    await page.waitForURL('**/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/auth/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/dashboard');
    await page.waitForURL((url) => !url.pathname.startsWith('/dashboard'));
    expectNoConsoleErrors(page);
    await page.context().close();
  });

  it('sends a revoked session to /auth/login on its next call', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin@sunrise.example');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    // Revoked elsewhere (another tab signing out, or an administrator): the server now answers 401.
    const res = await fetch(`${baseUrl()}/api/v1/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    await page.reload();
    await page.waitForURL('**/auth/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expectNoConsoleErrors(page);
    await page.context().close();
  });

  it('carries a signed-out visit to /video-chat through sign-in and back', async () => {
    const { token, facility_id: facilityId } = await apiLogin('admin@sunrise.example');
    const [employee] = (await apiGet<{ results: { nurse_id: string }[] }>(token, facilityId, 'facilities/employees?page_size=1')).results;
    const page = await openPage(browser);
    // The admin's second step by her passkey: the file's other form sign-in spent this 30 s step's code.
    await addDemoPasskey(page, 'admin');
    await page.goto(`/video-chat?id=${employee!.nurse_id}&name=Test`);
    await page.waitForURL('**/auth/login');
    await page.getByLabel('Email').fill('admin@sunrise.example');
    await page.getByLabel(/^Password/).fill('CareRoster!2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: publicProductMessages.mfaUsePasskey }).click();
    await page.waitForURL('**/video-chat**');
    await page.getByRole('heading', { name: 'Test' }).waitFor();
    expectNoConsoleErrors(page);
    await page.context().close();
  });
});

describe('entry query params', () => {
  it('stores the handed-over session, strips the token from the address bar and follows route_to', async () => {
    const { token, facility_id } = await apiLogin('owner@sunrise.example');
    const page = await openPage(browser);
    await page.goto(`/?access_token=${token}&facility_id=${facility_id}&route_to=settings&date=2026-11-22&fromOwner=true&nurse_id=42`);
    await page.waitForURL('**/settings');
    expect(page.url()).not.toContain('access_token');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
    expect(await page.evaluate(() => localStorage.getItem('FACILITY_ID'))).toBe(facility_id);
    const state = await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr);
    expect(state).toEqual({ date: '2026-11-22', fromOwner: 'true', id: '42' });
    expectNoConsoleErrors(page);
    await page.context().close();
  });
});

describe('password reset', () => {
  it('mails a link to the outbox, sets a new password there, and signs in with it', async () => {
    const page = await openPage(browser);
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/auth/reset-password');
    await page.getByLabel('Email').fill('manager@maple.example');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account exists for that email, a reset link has been sent.').first().waitFor();
    await expectAccessible(page);

    const mail = await latestMailTo('manager@maple.example');
    const link = mail.match(/https?:\/\/\S+\/set-password\/\S+/)![0];
    await page.goto(link);
    await page.getByLabel(/^New password/).fill('maple syrup harvest 2026');
    await page.getByLabel('Confirm new password').fill('maple syrup harvest 2026');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.waitForURL('**/auth/login');

    await signIn(page, 'manager@maple.example', { password: 'maple syrup harvest 2026' });
    expectNoConsoleErrors(page);
    await page.context().close();
    // Other files sign in as the Maple manager with the demo password.
    await setPasswordByMail('manager@maple.example');
  });
});

describe('public pages', () => {
  for (const path of ['/auth/login', '/termsofservices', '/contact-us', '/privacypolicy', '/charges']) {
    it(`${path} is accessible and fits a 390 px phone`, async () => {
      const page = await openPage(browser, { width: 390 });
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
      await page.getByRole('heading').first().waitFor();
      await expectAccessible(page);
      await expectNoHorizontalScroll(page);
      expectNoConsoleErrors(page);
      await page.context().close();
    });
  }

  it('the signed-in shell fits a 390 px phone', async () => {
    const page = await openPage(browser, { width: 390 });
    await signIn(page, 'owner@sunrise.example');
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    expectNoConsoleErrors(page);
    await page.context().close();
  });
});
