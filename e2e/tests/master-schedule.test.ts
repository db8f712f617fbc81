import { randomInt } from 'node:crypto';
import { productMessages } from '@careroster/shared/messages';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectNoConsoleErrors, expectNoHorizontalScroll, launchBrowser, openPage } from '../support/browser';
import { PHONE } from '../support/phone-width';
import { signIn } from '../support/session';
import { addDays, sundayWeeksAhead, TEST_WEEKS } from '../support/weeks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// Four weeks of its own (TEST_WEEKS), past the weeks the other browser tests build their shifts in.
const FIRST_WEEK = TEST_WEEKS.masterSchedule;
const weeks = [0, 1, 2, 3].map((i) => sundayWeeksAhead(FIRST_WEEK + i));
const dmy = (date: string) => date.split('-').reverse().join('/');
const weekLabel = (sunday: string) => `${dmy(sunday)} - ${dmy(addDays(sunday, 6))}`;

describe('the master schedule in the browser (issue 28)', () => {
  it("defines a timing, sets a unit's standard staffing, generates a month of openings and sees them on the week schedule", async () => {
    const n = randomInt(10, 99);
    const name = `Twilight ${n}`;
    const page = await openPage(browser);
    await signIn(page, 'admin@sunrise.example', { at: '/settings/schedule' });
    await page.getByRole('heading', { name: productMessages.masterScheduleTitle }).waitFor();

    // Master timing: a custom timing beside the spec's presets.
    await page.getByRole('tab', { name: productMessages.masterTimingTab }).click();
    await page.getByRole('button', { name: productMessages.masterTimingAdd }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Code').fill(`T${n}`);
    await dialog.getByLabel('Start time').fill('17:00');
    await dialog.getByLabel('End time').fill('23:00');
    await dialog.getByLabel('Meal break (minutes)').fill('0');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: name }).getByText('17:00–23:00').waitFor();
    await expectAccessible(page);

    // The master schedule: Memory Care needs one RN on it Monday to Friday.
    await page.getByRole('tab', { name: productMessages.masterScheduleTab }).click();
    await page.getByRole('combobox', { name: productMessages.masterScheduleUnit }).click();
    await page.getByRole('option', { name: 'Memory Care', exact: true }).click();
    await page.getByRole('combobox', { name: 'Timing' }).click();
    await page.getByRole('option', { name: `T${n} · ${name}` }).click();
    await page.getByRole('combobox', { name: 'Job title' }).fill('Registered Nurse');
    await page.getByRole('option', { name: 'RN · Registered Nurse' }).click();
    await page.getByRole('button', { name: productMessages.masterScheduleAddRow }).click();
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) {
      await page.getByLabel(productMessages.masterScheduleCell(`${name} RN`, day)).fill('1');
    }
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(productMessages.masterScheduleSaved).first().waitFor();
    await expectAccessible(page);

    // Generate the month's openings for this unit: preview, then confirm.
    await page.getByRole('button', { name: productMessages.generateOpenings }).click();
    const generate = page.getByRole('dialog');
    await generate.getByRole('checkbox', { name: productMessages.generateOnlyUnit('Memory Care') }).check();
    const weekInput = generate.getByLabel(productMessages.generateWeeks, { exact: true });
    for (const week of weeks) {
      const option = page.getByRole('option', { name: weekLabel(week) });
      if (!(await option.isVisible())) await weekInput.click();
      await option.click();
    }
    await generate.getByRole('button', { name: 'Preview' }).click();
    // The demo staffing of Memory Care plus the new RN line (Monday to Friday), on four weeks.
    await generate.getByText(productMessages.generatePreviewTitle, { exact: true }).waitFor();
    const summary = await generate.getByText(/^\d+ shifts, \d+ openings$/).textContent();
    const [shifts, openings] = summary!.match(/\d+/g)!.map(Number);
    expect(shifts).toBeGreaterThanOrEqual(4 * 5);
    await expectAccessible(page);
    await generate.getByRole('button', { name: productMessages.generateConfirm }).click();
    await page.getByText(productMessages.generateDone(shifts!, openings!)).first().waitFor();

    // The week schedule shows them.
    await page.goto('/shifts');
    for (let i = 0; i < FIRST_WEEK; i++) await page.getByRole('button', { name: 'Next weeks' }).click();
    const monday = page.getByRole('region', { name: 'Monday' });
    // The cell shortens a long title; its link keeps the whole one as its title.
    await monday.getByTitle(productMessages.generatedShiftTitle(name, 'Memory Care'), { exact: true }).first().waitFor();

    // At a phone's width the page fits and the grid scrolls in its own box.
    await page.setViewportSize({ width: PHONE, height: 844 });
    await page.goto('/settings/schedule');
    await page.getByRole('group', { name: /^Master schedule: / }).waitFor();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    expectNoConsoleErrors(page);
  });
});
