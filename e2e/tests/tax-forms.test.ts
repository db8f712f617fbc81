import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../support/api';
import { expectAccessible, expectNoConsoleErrors, launchBrowser, openPage } from '../support/browser';
import { apiLogin, signIn } from '../support/session';

/** A small PDF: the server checks the content, so the bytes must start like one. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type Employee = { id: string; first_name: string; last_name: string };

// Issue 27, decision 065: the employee's W-4, W-2 and dependents on her page.
describe('tax forms and dependents in the browser', () => {
  it('as ADMIN: fills a W-4 and reveals it, uploads a W-2, adds a dependent with a masked SSN', async () => {
    const admin = await apiLogin('admin@sunrise.example');
    const list = await apiGet<{ results: Employee[] }>(admin.token, admin.facility_id, 'facilities/employees?page_size=5');
    const employee = list.results[list.results.length - 1]!;

    const page = await openPage(browser);
    await signIn(page, 'admin@sunrise.example', { at: `/employees/employee-detail?id=${employee.id}&tab=tax-forms` });
    await page.getByRole('tab', { name: 'Tax forms', selected: true }).waitFor();

    await page.getByRole('button', { name: 'Enter a new W-4' }).click();
    const w4 = page.getByRole('dialog', { name: 'Enter a new W-4' });
    await w4.getByRole('button', { name: 'Save W-4' }).click();
    await w4.getByText('Choose a filing status from the list.').waitFor();
    await w4.getByRole('combobox', { name: /Step 1\(c\)/ }).click();
    await page.getByRole('option', { name: 'Head of household' }).click();
    await w4.getByRole('checkbox', { name: /Step 2\(c\)/ }).check();
    await w4.getByRole('spinbutton', { name: /Step 3/ }).fill('2000');
    await w4.getByRole('spinbutton', { name: /Step 4\(c\)/ }).fill('25.50');
    await expectAccessible(page);
    await w4.getByRole('button', { name: 'Save W-4' }).click();
    await w4.waitFor({ state: 'detached' });

    const versions = page.getByRole('table', { name: 'W-4 versions' });
    const row = versions.getByRole('row').filter({ hasText: 'Version 1' });
    await row.getByText('In force').waitFor();
    // The list shows no value of the form until an admin asks for them.
    expect(await versions.textContent()).not.toContain('Head of household');
    await row.getByRole('button', { name: /^Show values/ }).click();
    const values = page.getByTestId('w4-values');
    await values.getByText('Head of household').waitFor();
    await values.getByText('$25.50').waitFor();

    await page.getByRole('button', { name: 'Upload W-2' }).click();
    const w2 = page.getByRole('dialog', { name: 'Upload W-2' });
    await w2.getByLabel('W-2 (PDF)').setInputFiles({ name: 'w2-browser.pdf', mimeType: 'application/pdf', buffer: PDF });
    await w2.getByRole('button', { name: 'Upload W-2' }).click();
    await w2.waitFor({ state: 'detached' });
    await page
      .getByRole('table', { name: 'W-2 documents' })
      .getByText(/w2-browser\.pdf/)
      .waitFor();

    await page.getByRole('tab', { name: 'Dependents' }).click();
    await page.getByRole('button', { name: 'Add dependent' }).click();
    const dependent = page.getByRole('dialog', { name: 'Add dependent' });
    await dependent.getByRole('textbox', { name: /^First name/ }).fill('Ada');
    await dependent.getByRole('textbox', { name: /^Last name/ }).fill(employee.last_name);
    await dependent.getByRole('combobox', { name: /^Relation/ }).click();
    await page.getByRole('option', { name: 'Child' }).click();
    await dependent.getByLabel('Date of birth').fill('2019-04-02');
    await dependent.getByRole('textbox', { name: 'SSN' }).fill('521473086');
    expect(await dependent.getByRole('textbox', { name: 'SSN' }).inputValue()).toBe('521-47-3086');
    await dependent.getByRole('button', { name: 'Save' }).click();
    await dependent.waitFor({ state: 'detached' });
    const dependents = page.getByRole('table', { name: 'Dependents' });
    await dependents.getByRole('row').filter({ hasText: 'Ada' }).getByText('***-**-3086').waitFor();
    expect(await dependents.textContent()).not.toContain('521-47');
    await expectAccessible(page);
    expectNoConsoleErrors(page);
    await page.context().close();
  });
});
