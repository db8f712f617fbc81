import type { Page } from 'playwright-core';
import { demoFactors } from '@careroster/shared/auth/demo-factors';
import { totpParameters } from '@careroster/shared/auth/mfa';
import { publicProductMessages } from '@careroster/shared/messages-public';
import { createPrivateKey } from 'node:crypto';
import { demoPasskeyJwk, passkeyCounterNow, signInOverHttp } from '@careroster/shared/testing/passkey';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { baseUrl } from './browser';
import { latestLinkIn, linksIn } from './outbox';

export const DEMO_PASSWORD = 'CareRoster!2026';

/**
 * Signs in the way the mobile app and e-mails hand a session to the web app (spec 000 "Entry query
 * params": read on load, whatever the page): a token from the API's login, then one page load of
 * the page the test starts on (`at`, the dashboard unless named) with it. The sign-in form costs a
 * second page load, and most files are not about it; `signInThroughForm` is.
 */
export async function signIn(
  page: Page,
  email: string,
  { at = '/dashboard', password = DEMO_PASSWORD, facility }: { at?: string; password?: string; facility?: string } = {},
) {
  const login = await apiLogin(email, password);
  // A user of several facilities (the owner) may start in another than her first, named.
  const facilityId = facility ? login.facilities.find((f) => f.name === facility)!.id : login.facility_id;
  const target = new URL(at, 'http://entry.invalid');
  target.searchParams.set('access_token', login.token);
  target.searchParams.set('facility_id', facilityId);
  // The entry gives the token and facility; the role arrives with the profile, which the pages need.
  const profile = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/profile' && res.ok());
  await page.goto(`${target.pathname}${target.search}`);
  await profile;
}

/**
 * Signs in through the form, as a user does (the tests of the sign-in page itself). The demo owner
 * and admin give the code of their authenticator app on the second step (decision 079): a code
 * works once per 30-second step, so a file signs in this way once.
 */
export async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const second = page.getByLabel(publicProductMessages.mfaCodeLabel);
  // Whichever comes first; the other wait runs out later, unheard.
  const landed = await Promise.race([
    page.waitForURL('**/dashboard').then(
      () => 'dashboard' as const,
      () => 'second-step' as const,
    ),
    second.waitFor().then(
      () => 'second-step' as const,
      () => 'dashboard' as const,
    ),
  ]);
  if (landed === 'dashboard') return;
  // The run's clock is the server's too (fixed-clock.ts), so the app's code is the server's.
  const code = new TOTP({ secret: Secret.fromBase32(demoFactors.totpSecret), ...totpParameters }).generate();
  await second.fill(code);
  await page.getByRole('button', { name: publicProductMessages.mfaVerify }).click();
  await page.waitForURL('**/dashboard');
}

/** Chromium's virtual authenticator for this page: a platform passkey that verifies its user at once. */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { cdp, authenticatorId };
}

/**
 * Puts the demo owner's or admin's passkey into a Chromium virtual authenticator of this page, so
 * the sign-in form's "Use a passkey" works as on a real device (decision 079). Its counter starts
 * above what this process's software authenticator has signed with, and keeps one more for it.
 */
export async function addDemoPasskey(page: Page, who: keyof typeof demoFactors.passkey.credentialIds) {
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  const signCount = passkeyCounterNow();
  // The browser's assertion signs with signCount + 1: taken here, so apiLogin's next one is above it.
  passkeyCounterNow();
  await cdp.send('WebAuthn.addCredential', {
    authenticatorId,
    credential: {
      credentialId: Buffer.from(demoFactors.passkey.credentialIds[who], 'base64url').toString('base64'),
      isResidentCredential: false,
      rpId: new URL(baseUrl()).hostname,
      privateKey: createPrivateKey({ key: demoPasskeyJwk, format: 'jwk' }).export({ type: 'pkcs8', format: 'der' }).toString('base64'),
      signCount,
    },
  });
}

/**
 * Signs in over the API, as another app (the owner portal) would before handing over a token:
 * the demo owner and admin through their second step with the demo passkey (decision 079),
 * signed by the tests' software authenticator, which any number of sign-ins can use.
 */
export async function apiLogin(email: string, password = DEMO_PASSWORD) {
  const answer = await signInOverHttp(`${baseUrl()}/api/v1`, new URL(baseUrl()).origin, email, password);
  // The accounts the browser files sign in this way all work in a facility.
  if (!answer.facility_id) throw new Error(`${email} signed in without a facility`);
  return { ...answer, facility_id: answer.facility_id };
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
