import { totpParameters } from '@careroster/shared/auth/mfa';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSend } from '../support/api';
import {
  baseUrl,
  closeToasts,
  expectAccessible,
  expectNoConsoleErrors,
  launchBrowser,
  openPage,
  type TrackedPage,
} from '../support/browser';
import { latestMailTo } from '../support/outbox';
import { addVirtualAuthenticator, apiLogin, signIn, signInThroughForm } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

// A new account per run: the demo users' factors stay as the other files expect them.
const person = { email: `mfa.manager.${Date.now()}@sunrise.example`, first_name: 'Mira', last_name: 'Factors' };
const PASSWORD = 'quiet harbour passkey 31';

async function openSecurity(page: Page) {
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: productMessages.securityTitle }).click();
  await page.getByRole('heading', { name: productMessages.securityTitle, level: 1 }).waitFor();
}

const codesShown = async (page: Page) =>
  (await page.getByTestId('recovery-codes').getByRole('listitem').allTextContents()).map((c) => c.trim());

/** 403s are the server asking for a step-up, which the test provokes; Chromium logs them as failed resources. */
const expectOnlyStepUpNoise = (page: TrackedPage) => expect(page.consoleErrors.filter((e) => !/status of (401|403)/.test(e))).toEqual([]);

describe('second factors in the browser (decision 079)', () => {
  it('enrols a passkey and an app, signs in with the passkey, steps up with a recovery code in an older session, and signs that session out', async () => {
    const admin = await apiLogin('admin@sunrise.example');
    await apiSend(admin.token, admin.facility_id, 'POST', 'facilities/users', person);
    // The invitation's link, as the invitee opens it (settings.test.ts covers its page).
    const [uid, token] = (await latestMailTo(person.email))
      .match(/\/set-password\/([^/\s]+)\/([^/\s]+)/)!
      .slice(1)
      .map(decodeURIComponent);
    const set = await fetch(`${baseUrl()}/api/v1/auth/set-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uid, token, password: PASSWORD }),
    });
    expect(set.status).toBe(200);

    // Another browser, signed in before any factor exists: its session has never proved one.
    const older = await openPage(browser);
    await signIn(older, person.email, { password: PASSWORD });

    const page = await openPage(browser);
    await addVirtualAuthenticator(page);
    // A manager without a factor signs in with the password alone (managers may enrol; owners and admins must).
    await signInThroughForm(page, person.email, PASSWORD);

    // The enrolment page an owner or admin without a factor is sent to: a passkey, then the codes, once.
    await page.goto(paths.mfaSetup);
    await page.getByRole('button', { name: productMessages.enrolPasskey }).click();
    await page.getByRole('heading', { name: productMessages.recoveryTitle }).waitFor();
    const codes = await codesShown(page);
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    await expectAccessible(page);
    await page.getByRole('button', { name: productMessages.recoveryContinue }).click();
    await page.waitForURL('**/dashboard');

    // The Security page: an authenticator app as well, by its typed secret and the code it would show.
    await openSecurity(page);
    await page.getByRole('button', { name: productMessages.securityAddApp }).click();
    const appDialog = page.getByRole('dialog', { name: productMessages.securityAddApp });
    const secret = (await appDialog.getByTestId('totp-secret').textContent())!.trim();
    // The run's clock is the server's too (fixed-clock.ts), so this is the code the server expects.
    const code = new TOTP({ secret: Secret.fromBase32(secret), ...totpParameters }).generate();
    await appDialog.getByRole('textbox', { name: productMessages.mfaCodeLabel }).fill(code);
    await appDialog.getByRole('button', { name: productMessages.enrolConfirm }).click();
    await appDialog.waitFor({ state: 'detached' });
    const factors = page.getByRole('table', { name: productMessages.securityFactors });
    await factors.getByRole('row').filter({ hasText: productMessages.securityKindApp }).waitFor();
    await factors.getByRole('row').filter({ hasText: productMessages.securityKindPasskey }).waitFor();
    // The codes came with the first factor only.
    expect(await page.getByTestId('recovery-codes').count()).toBe(0);
    await page.getByText(productMessages.securityRecoveryLeft(10)).waitFor();
    await closeToasts(page);
    await expectAccessible(page);

    // Signed out and in again: the password, then the passkey on the second step.
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/auth/login');
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: productMessages.mfaUsePasskey }).click();
    // Sign-in leads back to the page signed out from.
    await page.waitForURL(`**${paths.security}`);

    // The older session now belongs to a user with factors and has proved none: making new
    // recovery codes asks for a step-up in the dialog. Cancelled, the action fails with its toast.
    await older.goto(paths.security);
    await older.getByRole('heading', { name: productMessages.securityTitle, level: 1 }).waitFor();
    const regenerate = async () => {
      await older.getByRole('button', { name: productMessages.securityRegenerate }).click();
      await older
        .getByRole('dialog', { name: productMessages.securityRegenerate })
        .getByRole('button', { name: productMessages.securityRegenerate })
        .click();
      return older.getByRole('dialog', { name: productMessages.stepUpTitle });
    };
    let stepUp = await regenerate();
    await stepUp.getByRole('button', { name: productMessages.mfaUsePasskey }).waitFor();
    await stepUp.getByRole('button', { name: 'Cancel' }).click();
    await older.getByText(productMessages.stepUpRequired).waitFor();
    await closeToasts(older);

    stepUp = await regenerate();
    await stepUp.getByRole('button', { name: productMessages.mfaUseRecovery }).click();
    await stepUp.getByRole('textbox', { name: productMessages.mfaRecoveryLabel }).fill(codes[0]!);
    await stepUp.getByRole('button', { name: productMessages.mfaVerify }).click();
    // The same call again after the step-up: new codes, shown once.
    await older.getByRole('heading', { name: productMessages.recoveryTitle }).waitFor();
    const fresh = await codesShown(older);
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((c) => codes.includes(c))).toEqual([]);
    await older.getByRole('button', { name: productMessages.recoveryContinue }).click();
    expectOnlyStepUpNoise(older);

    // Back on the first browser: two sessions, this one marked; the other is signed out.
    await page.reload();
    await expect.poll(() => page.getByTestId('session-other').count()).toBe(1);
    await page.getByTestId('session-current').getByText(productMessages.securityThisSession).waitFor();
    expect(await page.getByTestId('session-current').getByText('Chrome').count()).toBe(1);
    await page
      .getByTestId('session-other')
      .getByRole('button', { name: new RegExp(`^${productMessages.securitySignOut}`) })
      .click();
    await page.getByText(productMessages.sessionRevoked).waitFor();
    await expect.poll(() => page.getByTestId('session-other').count()).toBe(0);
    expectNoConsoleErrors(page);

    // The signed-out browser's next call answers 401: back to sign-in.
    await older.reload();
    await older.waitForURL('**/auth/login');

    await page.context().close();
    await older.context().close();
  });
});
