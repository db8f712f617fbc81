import { paths } from '@careroster/shared/paths';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectAccessible, expectNoConsoleErrors, expectNoHorizontalScroll, launchBrowser, openPage } from '../support/browser';
import { PHONE } from '../support/phone-width';
import { signIn } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('facility setup in the browser (issue 28)', () => {
  it('an admin adds a unit with a subunit and a department, picks colours, a supervisor and a census; at a phone width too', async () => {
    const page = await openPage(browser);
    // Sunrise's admin, not Maple's manager: foundation.test.ts changes that manager's password.
    await signIn(page, 'admin@sunrise.example', { at: paths.facilitySetup });
    await page.getByRole('heading', { name: 'Facility setup' }).waitFor();
    const units = page.getByRole('table', { name: 'Units' });
    await units.getByText('Palm Unit', { exact: true }).first().waitFor();
    await expectAccessible(page);

    // A unit with a colour, then a subunit of it.
    await page.getByRole('button', { name: 'Add unit' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add unit' });
    await dialog.getByRole('textbox', { name: 'Unit name' }).fill('Harbor Unit');
    await dialog.getByRole('combobox', { name: 'Colour' }).click();
    await page.getByRole('option', { name: 'Teal' }).click();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await units.getByText('Harbor Unit').waitFor();

    await page.getByRole('button', { name: 'Add unit' }).click();
    dialog = page.getByRole('dialog', { name: 'Add unit' });
    await dialog.getByRole('textbox', { name: 'Unit name' }).fill('Harbor East');
    await dialog.getByRole('combobox', { name: 'Part of unit' }).click();
    await page.getByRole('option', { name: 'Harbor Unit', exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await units.getByRole('row', { name: /Harbor East\s*Harbor Unit/ }).waitFor();

    // A department with its colour.
    await page.getByRole('tab', { name: 'Departments' }).click();
    await page.getByRole('button', { name: 'Add department' }).click();
    dialog = page.getByRole('dialog', { name: 'Add department' });
    await dialog.getByRole('textbox', { name: 'Department name' }).fill('Therapy');
    await dialog.getByRole('combobox', { name: 'Colour' }).click();
    await page.getByRole('option', { name: 'Grape' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('table', { name: 'Departments' })
      .getByRole('row', { name: /Therapy\s*Grape/ })
      .waitFor();

    // The night shift's colour.
    await page.getByRole('tab', { name: 'Colours' }).click();
    await page.getByRole('combobox', { name: 'Night' }).click();
    await page.getByRole('option', { name: 'Violet' }).click();
    await page.getByText('Saved.').first().waitFor();
    await expectAccessible(page);

    // The new unit's night supervisor.
    await page.getByRole('tab', { name: 'Supervisors' }).click();
    const supervisor = page.getByRole('combobox', { name: 'Supervisor of Harbor Unit, Night' });
    await supervisor.click();
    await page.getByRole('option', { name: 'Adam Reyes' }).click();
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('input[aria-label="Supervisor of Harbor Unit, Night"]')?.value === 'Adam Reyes',
    );
    await expectAccessible(page);

    // Today's census of the new unit.
    await page.getByRole('tab', { name: 'Census' }).click();
    await page.getByRole('textbox', { name: 'Census of Harbor Unit' }).fill('12');
    await page.getByRole('button', { name: 'Save census' }).click();
    await page.getByText('Census saved.').waitFor();
    await expectAccessible(page);

    // At a phone's width: nothing wider than the screen, still accessible.
    await page.setViewportSize({ width: PHONE, height: 844 });
    await page.getByRole('tab', { name: 'Units' }).click();
    await units.getByText('Harbor East').waitFor();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    expectNoConsoleErrors(page);
  });
});
