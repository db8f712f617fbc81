import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobTitles } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { apiGet } from '../support/api';
import { expectAccessible, expectNoConsoleErrors, launchBrowser, openPage } from '../support/browser';
import { latestMailTo } from '../support/outbox';
import { apiLogin, signIn } from '../support/session';

let browser: Browser;
let token: string;
let facilityId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ token, facility_id: facilityId } = await apiLogin('admin@sunrise.example'));
});
afterAll(() => browser.close());

const lpn = jobTitles.find((t) => t.abbreviation === 'LPN')!;

describe('adding, editing and deactivating an employee (issue 27, decision 063)', () => {
  it('adds her with the code texted to her mobile, edits her job title, and deactivates her', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin@sunrise.example', { at: '/employees' });
    await page.getByRole('button', { name: productMessages.addEmployee }).click();
    const dialog = page.getByRole('dialog', { name: productMessages.addEmployee });
    await dialog.getByLabel('First name').fill('Penny');
    await dialog.getByLabel('Last name').fill('Byhand');
    await dialog.getByLabel('Mobile').fill('4155550147');
    await dialog.getByRole('button', { name: productMessages.sendCode }).click();
    // The code as the SMS delivered it: the dev outbox's file, as a newcomer would read it.
    const sms = await latestMailTo('+14155550147');
    const code = /(\d{6}) is your/.exec(sms)![1]!;
    await dialog.getByRole('button', { name: /^Resend code in \d+ s$/ }).waitFor();
    await dialog.getByLabel(productMessages.codeLabel).fill(code);
    await dialog.getByRole('button', { name: productMessages.verifyCode }).click();
    await dialog.getByText(productMessages.mobileVerified).waitFor();
    await dialog.getByRole('combobox', { name: /Job title/ }).click();
    await page.getByRole('option', { name: /^CNA - / }).click();
    await dialog.getByLabel('Monthly rate').fill('5200');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: productMessages.addEmployee }).click();
    await page.getByText(productMessages.employeeAdded('Penny Byhand')).waitFor();

    const found = await apiGet<{ results: { id: string }[] }>(token, facilityId, 'facilities/employees?search=Byhand');
    expect(found.results).toHaveLength(1);
    await page.goto(`/employees/employee-detail?id=${found.results[0]!.id}`);
    await page.getByRole('button', { name: productMessages.editEmployee, exact: true }).click();
    const edit = page.getByRole('dialog', { name: /^Edit Penny Byhand/ });
    await edit.getByRole('combobox', { name: /Job title/ }).click();
    await page.getByRole('option', { name: `${lpn.abbreviation} - ${lpn.name}` }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText(productMessages.employeeSaved).waitFor();
    await page.getByText(lpn.name, { exact: true }).waitFor();

    await page.getByRole('button', { name: productMessages.deactivateEmployee }).click();
    const confirm = page.getByRole('dialog', { name: productMessages.deactivateTitle('Penny Byhand') });
    await confirm.getByText(productMessages.deactivationTexted).waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: productMessages.deactivateEmployee }).click();
    await page.getByText(productMessages.employeeDeactivated('Penny Byhand')).waitFor();
    await page.getByRole('button', { name: productMessages.reactivateEmployee }).waitFor();
    expectNoConsoleErrors(page);
    await page.context().close();
  });
});
