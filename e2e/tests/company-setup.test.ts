import { randomInt } from 'node:crypto';
import { totpParameters } from '@careroster/shared/auth/mfa';
import { productMessages } from '@careroster/shared/messages';
import { publicProductMessages } from '@careroster/shared/messages-public';
import { paths } from '@careroster/shared/paths';
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeToasts, expectAccessible, expectNoConsoleErrors, launchBrowser, openPage, type TrackedPage } from '../support/browser';
import { latestMailTo } from '../support/outbox';
import { addVirtualAuthenticator } from '../support/session';

// A new customer of its own: no demo row is read or changed, so the file runs beside any other.
const n = randomInt(100_000, 999_999);
const OWNER = { first: 'Rosa', last: 'Quintero', email: `rosa.${n}@brightharbor.example`, password: 'harbor lantern setup 2026' };
const COMPANY = `Bright Harbor Health ${n}`;
const LAKESIDE = {
  name: `Lakeside Care ${n}`,
  legal: `Lakeside Care ${n} LLC`,
  type: 'LLC',
  ein: '36-1234567',
  address: '1 Lake Road',
  city: 'Chicago',
  state: ['Illinois', 'Illinois (IL)'],
  zip: '60601',
  zone: 'CST',
  pay: 'Weekly',
};
const DESERT = {
  name: `Desert Bloom ${n}`,
  legal: `Desert Bloom ${n} Inc.`,
  type: 'Corporation',
  ein: '86-7654321',
  address: '200 Saguaro Way',
  city: 'Phoenix',
  state: ['Arizona', 'Arizona (AZ)'],
  zip: '85001',
  zone: 'MST (Arizona, no daylight saving)',
  pay: 'Biweekly',
};
const ADMIN = { first: 'Theo', last: 'Marsh', email: `theo.${n}@brightharbor.example` };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Sign-up on the public page, and the password chosen through the mailed link (it proves the address). */
async function signUpAndSetPassword(page: Page) {
  await page.goto(paths.signUp);
  await page.getByLabel('First name').fill(OWNER.first);
  await page.getByLabel('Last name').fill(OWNER.last);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Company name').fill(COMPANY);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByText(publicProductMessages.signUpSent).waitFor();

  const mail = await latestMailTo(OWNER.email);
  expect(mail).toContain(productMessages.signUpSubject);
  const link = mail.match(/https?:\/\/\S+\/set-password\/\S+/)![0];
  await page.goto(link);
  await page.getByLabel(/^New password/).fill(OWNER.password);
  await page.getByLabel('Confirm new password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await page.waitForURL('**/auth/login');
}

/** The sign-in form, as the new owner. */
async function signInAsNewOwner(page: Page) {
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel(/^Password/).fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * She holds the keys, so her first session may only enrol a second factor (decision 079): a passkey
 * on this device (Chromium's virtual authenticator), then her recovery codes, once; then, with no
 * facility yet, the wizard.
 */
async function enrolPasskey(page: Page) {
  await page.waitForURL(`**${paths.mfaSetup}`);
  await page.getByRole('button', { name: productMessages.enrolPasskey }).click();
  await page.getByRole('heading', { name: productMessages.recoveryTitle }).waitFor();
  expect(await page.getByTestId('recovery-codes').getByRole('listitem').count()).toBe(10);
  await expectAccessible(page);
  await page.getByRole('button', { name: productMessages.recoveryContinue }).click();
  await page.waitForURL(`**${paths.setup}`);
}

/** An authenticator app as well, from the Security page: the code computed from the secret shown as text. */
async function addAuthenticatorApp(page: Page) {
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: productMessages.securityTitle }).click();
  await page.getByRole('button', { name: productMessages.securityAddApp }).click();
  const dialog = page.getByRole('dialog', { name: productMessages.securityAddApp });
  const secret = (await dialog.getByTestId('totp-secret').textContent())!.trim();
  // The run's clock is the server's too (fixed-clock.ts), so this is the code the server expects.
  await dialog
    .getByRole('textbox', { name: productMessages.mfaCodeLabel })
    .fill(new TOTP({ secret: Secret.fromBase32(secret), ...totpParameters }).generate());
  await dialog.getByRole('button', { name: productMessages.enrolConfirm }).click();
  await dialog.waitFor({ state: 'detached' });
  const factors = page.getByRole('table', { name: productMessages.securityFactors });
  await factors.getByRole('row').filter({ hasText: productMessages.securityKindApp }).waitFor();
  await factors.getByRole('row').filter({ hasText: productMessages.securityKindPasskey }).waitFor();
}

async function addFacility(page: Page, f: typeof LAKESIDE) {
  await page.getByRole('button', { name: productMessages.setupAddFacility }).click();
  const dialog = page.getByRole('dialog', { name: productMessages.setupAddFacility });
  await dialog.getByRole('textbox', { name: 'Facility name' }).fill(f.name);
  await dialog.getByRole('textbox', { name: 'Legal name of the entity' }).fill(f.legal);
  await dialog.getByRole('textbox', { name: 'Federal EIN' }).fill(f.ein);
  await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill(f.address);
  await dialog.getByRole('textbox', { name: 'City' }).fill(f.city);
  await dialog.getByRole('textbox', { name: 'ZIP code' }).fill(f.zip);
  const choose = async (label: string, option: string, typed?: string) => {
    const select = dialog.getByRole('combobox', { name: label });
    await select.click();
    if (typed) await select.fill(typed);
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await choose('Business type', f.type);
  await choose('State', f.state[1]!, f.state[0]);
  await choose('Time zone', f.zone);
  await choose('Pay period', f.pay);
  await dialog.getByRole('button', { name: 'Save facility' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('article', { name: f.name }).waitFor();
}

describe('a new customer sets up the company (issue 31, decisions 079 and 080)', () => {
  it('signs up, sets a password, enrols a passkey, is sent to the wizard, leaves and resumes, finishes, lands on a working dashboard, adds an authenticator app and signs in again with the passkey', async () => {
    const page: TrackedPage = await openPage(browser);
    await addVirtualAuthenticator(page);
    await signUpAndSetPassword(page);
    await signInAsNewOwner(page);
    await enrolPasskey(page);

    // Company: the name given at sign-up, saved (this creates the corporation).
    const company = page.getByRole('textbox', { name: 'Company name' });
    await expect.poll(() => company.inputValue()).toBe(COMPANY);
    await expectAccessible(page);
    await page.getByRole('button', { name: productMessages.setupSaveAndContinue }).click();

    // Facilities: two, in different states and time zones.
    await page.getByText(productMessages.setupFacilitiesHint).waitFor();
    await addFacility(page, LAKESIDE);
    await addFacility(page, DESERT);
    await expect.poll(() => page.getByRole('article', { name: DESERT.name }).textContent()).toContain('MST (Arizona, no daylight saving)');
    await expectAccessible(page);

    // She leaves for the dashboard: with no facility yet the shell sends her back, at the administrators.
    await page.goto(paths.dashboard);
    await page.waitForURL(`**${paths.setup}`);
    await page.getByText(productMessages.setupAdminsHint).waitFor();
    // A reload resumes there too, with both facilities kept.
    await page.reload();
    await page.getByText(productMessages.setupAdminsHint).waitFor();

    // Administrators: one, for Lakeside.
    await page.getByRole('button', { name: productMessages.setupAddAdmin }).click();
    const row = page.getByRole('group', { name: productMessages.setupAdminLegend(1) });
    await row.getByRole('combobox', { name: 'Facility' }).click();
    await page.getByRole('option', { name: LAKESIDE.name, exact: true }).click();
    await row.getByRole('textbox', { name: 'First name' }).fill(ADMIN.first);
    await row.getByRole('textbox', { name: 'Last name' }).fill(ADMIN.last);
    await row.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
    await expectAccessible(page);
    await page.getByRole('button', { name: productMessages.setupSaveAndContinue }).click();

    // Review and Finish.
    await page.getByText(productMessages.setupFinishHint).waitFor();
    await page.getByText(`${ADMIN.first} ${ADMIN.last} (${ADMIN.email}) · ${LAKESIDE.name}`).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: productMessages.setupFinishButton }).click();
    await page.waitForURL(`**${paths.dashboard}`);
    await page.getByText(productMessages.setupFinished(2)).first().waitFor();

    // A working dashboard of the first facility entered, the switcher offering both.
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('region', { name: 'Schedule a shift' }).waitFor();
    const switcher = page.getByRole('combobox', { name: 'Facility' });
    expect((await switcher.locator('option').allTextContents()).sort()).toEqual([DESERT.name, LAKESIDE.name]);
    expect(await switcher.locator('option:checked').textContent()).toBe(LAKESIDE.name);

    // The checklist: Finish wrote the entity details and the EIN; the bank account and the legal
    // documents are missing at both, and Desert Bloom has no administrator.
    const card = page.getByRole('region', { name: productMessages.checklistTitle });
    const missing = async (facility: string) => card.getByRole('list', { name: facility }).getByRole('listitem').allTextContents();
    await card.getByRole('list', { name: DESERT.name }).waitFor();
    const items = productMessages.checklistItems;
    // Lakeside's administrator has not signed in to enrol her second factor yet; the owner has hers.
    expect(await missing(LAKESIDE.name)).toEqual([items.bank_account, items.legal_documents, items.second_factor]);
    expect(await missing(DESERT.name)).toEqual([items.bank_account, items.legal_documents, items.admins_invited]);
    await expectAccessible(page);

    // The invited administrator has her mail.
    expect(await latestMailTo(ADMIN.email)).toContain(LAKESIDE.name);

    // An authenticator app besides the passkey; then signed out, she signs in again with the
    // passkey on the second step and lands in her facilities, no longer in the wizard.
    await closeToasts(page);
    await addAuthenticatorApp(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/auth/login');
    await signInAsNewOwner(page);
    await page.getByRole('button', { name: productMessages.mfaUsePasskey }).click();
    await page.waitForURL((url) => url.pathname !== paths.login && url.pathname !== paths.setup);
    await page.goto(paths.dashboard);
    await page.getByRole('region', { name: productMessages.checklistTitle }).waitFor();
    expectNoConsoleErrors(page);
  });
});
