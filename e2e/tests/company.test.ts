import { randomInt } from 'node:crypto';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectAccessible, expectNoConsoleErrors, launchBrowser, openPage } from '../support/browser';
import { signIn } from '../support/session';

// At Maple, as the owner: no other browser file changes Maple's company lists or tax setup. The
// job title it costs (Community Health Worker) is in none of the demo's labor categories.
const FACILITY = 'Maple Grove Nursing Home';
const OWNER = 'owner@sunrise.example';
const n = randomInt(100, 999);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('company lists and taxes in the browser (issue 31, decision 078)', () => {
  it('the owner adds a labor category with a job title, deleting it archives it, restores it; sets the EIN and a SUI account', async () => {
    const page = await openPage(browser);
    await signIn(page, OWNER, { at: paths.settings, facility: FACILITY });
    const section = page.getByRole('region', { name: productMessages.settingsCompany });
    const labor = section.getByRole('table', { name: productMessages.companyLaborCategories });
    await labor.getByText('Licensed nursing').waitFor();
    await expectAccessible(page);

    await section.getByRole('button', { name: 'Add labor category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add labor category' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`Community ${n}`);
    await dialog.getByRole('textbox', { name: 'Code' }).fill(`comm-${n}`);
    await expectAccessible(page);
    // Checked before the titles' list opens: Mantine's scrolling option list is not itself focusable (axe scrollable-region-focusable).
    await dialog.getByLabel('Job titles', { exact: true }).first().click();
    await page.getByRole('option', { name: /^CHW/ }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await labor.getByRole('row', { name: new RegExp(`Community ${n}\\s*COMM-${n}\\s*CHW`) }).waitFor();

    // It holds a job title, so Delete archives it; Restore brings it back.
    await labor.getByRole('button', { name: `Delete Community ${n}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete Community ${n}?` });
    await confirm.getByRole('button', { name: productMessages.actionDelete }).click();
    await page.getByText(productMessages.companyCategoryArchived).first().waitFor();
    await labor.getByRole('button', { name: `Restore Community ${n}` }).click();
    await labor.getByRole('button', { name: `Delete Community ${n}` }).waitFor();

    // The expense list starts as the reimbursements' categories.
    await section.getByRole('tab', { name: productMessages.companyExpenseCategories }).click();
    await section.getByRole('table', { name: productMessages.companyExpenseCategories }).getByText('Mileage', { exact: true }).waitFor();

    // Taxes: the EIN, and an Illinois SUI account shown masked.
    await section.getByRole('tab', { name: productMessages.companyTaxes }).click();
    await section.getByRole('textbox', { name: 'Federal EIN' }).fill('361234567');
    await section.getByRole('button', { name: 'Save EIN' }).click();
    await page.getByText(productMessages.taxSaved).first().waitFor();
    await section.getByRole('button', { name: 'Add tax account' }).click();
    const account = page.getByRole('dialog', { name: 'Add tax account' });
    await account.getByRole('combobox', { name: 'Account', exact: true }).click();
    await page.getByRole('option', { name: 'State unemployment (SUI)' }).click();
    await account.getByRole('combobox', { name: 'State', exact: true }).fill('Illi');
    await page.getByRole('option', { name: 'Illinois (IL)' }).click();
    await account.getByRole('textbox', { name: 'Account number' }).fill(`77${n}41`);
    await account.getByLabel('Effective from').fill('2026-01-01');
    await expectAccessible(page);
    await account.getByRole('button', { name: 'Save' }).click();
    await section
      .getByRole('table', { name: 'Tax accounts' })
      .getByText(`****${String(n).slice(1)}41`)
      .waitFor();
    expectNoConsoleErrors(page);
  });
});
