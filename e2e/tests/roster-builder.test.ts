import { randomInt } from 'node:crypto';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectNoConsoleErrors, expectNoHorizontalScroll, launchBrowser, openPage } from '../support/browser';
import { PHONE } from '../support/phone-width';
import { apiGet } from '../support/api';
import { apiLogin, signIn } from '../support/session';
import { addDays, sundayWeeksAhead, TEST_WEEKS } from '../support/weeks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// Four weeks of its own (TEST_WEEKS), past the weeks the other browser tests build their shifts in.
const FIRST_WEEK = sundayWeeksAhead(TEST_WEEKS.rosterBuilder);
// At Maple, as the owner: every nurse a publish books gets her first time-clock link, and files at
// Sunrise need nurses who have none (time clock, kiosk); Maple's staff are a pool of their own.
// Birch Unit has the demo's standard staffing in its master schedule (RN, LPN and CNA on the three
// presets) and the demo's roster team; no other browser test uses it. The test adds a few people of
// the facility's who are on no team yet, on its own contract.
const FACILITY = 'Maple Grove Nursing Home';
const UNIT = 'Birch Unit';
const ADDED = 3;
const dmy = (date: string) => date.split('-').reverse().join('/');

/** Everyone on a roster team of the facility's units, by name (the picker names people as "Select First Last"). */
async function teamMemberNames(): Promise<Set<string>> {
  const { token, facilities } = await apiLogin('owner@sunrise.example');
  const facility_id = facilities.find((f) => f.name === FACILITY)!.id;
  const { units } = await apiGet<{ units: { id: string }[] }>(token, facility_id, 'facilities/master-schedule');
  const names = new Set<string>();
  for (const unit of units) {
    const team = await apiGet<{ members: { name: string }[] }>(token, facility_id, `facilities/roster/teams/${unit.id}`);
    for (const m of team.members) names.add(m.name);
  }
  return names;
}

const score = (page: Page) => page.locator('[data-score]').getAttribute('data-score');

/** Two cells of the same day in rows next to each other holding different values: a swap that changes the roster. */
async function swappablePair(page: Page): Promise<{ from: Locator; row: number; day: number }> {
  const cells = await page
    .locator('[data-cell]')
    .evaluateAll((els) => els.map((el) => ({ key: el.getAttribute('data-cell')!, shift: el.getAttribute('data-shift')! })));
  const value = new Map(cells.map((c) => [c.key, c.shift]));
  for (const c of cells) {
    const [n, d] = c.key.split(':').map(Number) as [number, number];
    const below = value.get(`${n + 1}:${d}`);
    if (below !== undefined && below !== c.shift && c.shift !== '-1') {
      return { from: page.locator(`[data-cell="${n}:${d}"]`), row: n, day: d };
    }
  }
  throw new Error('no two neighbouring nurses differ on any day');
}

describe('the roster builder in the browser (issue 29)', () => {
  it('defines a contract and a rotation, puts people on a unit’s team, adds a request, generates four weeks, swaps two days and publishes', async () => {
    const n = randomInt(100, 999);
    const contract = `Full time ${n}`;
    const page = await openPage(browser);
    await signIn(page, 'owner@sunrise.example', { at: paths.rosterBuilder, facility: FACILITY });
    await page.getByRole('heading', { name: productMessages.rosterBuilderTitle }).waitFor();

    // A contract: the defaults, with no more than four shifts a week.
    await page.getByRole('tab', { name: productMessages.rbTabContracts }).click();
    await page.getByRole('button', { name: productMessages.rbContractAdd }).click();
    const dialog = page.getByRole('dialog', { name: productMessages.rbContractAdd });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(contract);
    await dialog.getByLabel(productMessages.rbRuleValue(productMessages.rbRuleNames.max_shifts_per_week!)).fill('4');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: productMessages.rbSave }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: contract }).waitFor();

    // A rotation pattern: one week of mornings Monday to Friday, the weekend off.
    const rotation = `Weekday mornings ${n}`;
    await page.getByRole('tab', { name: productMessages.rbTabRotations }).click();
    await page.getByRole('button', { name: productMessages.rbRotationAdd }).click();
    const rotationDialog = page.getByRole('dialog', { name: productMessages.rbRotationAdd });
    await rotationDialog.getByRole('textbox', { name: /^Name/ }).fill(rotation);
    const cycle = rotationDialog.getByRole('table', { name: productMessages.rbRotationCycle });
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) {
      await cycle.getByRole('combobox', { name: productMessages.rbRotationDay(1, day) }).selectOption('D');
    }
    await rotationDialog.getByRole('button', { name: productMessages.rbSave }).click();
    await rotationDialog.waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: rotation }).waitFor();

    // The unit, and its team: people from the facility's employee picker join it on the new contract.
    await page.getByRole('combobox', { name: productMessages.rbUnit, exact: true }).click();
    await page.getByRole('option', { name: UNIT, exact: true }).click();
    await page.getByRole('tab', { name: productMessages.rbTabTeam }).click();
    const members = page.locator('tr[data-testid^="member-"]');
    await page.getByText(productMessages.rbTeamEmpty).or(members.first()).waitFor();
    const memberName = async (i: number) => (await members.nth(i).locator('td').first().textContent())!.trim();
    const onTeamBefore = await members.count();
    // A person is on one unit's team: skip whoever is on this one or another.
    const onTeam = await teamMemberNames();
    await page.getByRole('button', { name: productMessages.rbTeamAdd }).click();
    const picker = page.getByRole('dialog', { name: productMessages.rbTeamPickerTitle });
    const boxes = picker.getByRole('checkbox', { name: /^Select / });
    await boxes.first().waitFor();
    let added = 0;
    for (let i = 0; i < (await boxes.count()) && added < ADDED; i++) {
      const label = (await boxes.nth(i).getAttribute('aria-label'))!.replace(/^Select /, '');
      if (onTeam.has(label)) continue;
      await boxes.nth(i).check();
      added++;
    }
    expect(added).toBeGreaterThan(0);
    await picker.getByRole('button', { name: 'Continue' }).click();
    await picker.waitFor({ state: 'detached' });
    await expect.poll(() => members.count()).toBe(onTeamBefore + added);
    const names: string[] = [];
    for (let i = 0; i < onTeamBefore + added; i++) names.push(await memberName(i));
    for (const name of names.slice(onTeamBefore)) {
      await page.getByRole('combobox', { name: productMessages.rbContractOf(name) }).selectOption({ label: contract });
    }
    // The first one added follows the rotation from the first week generated.
    const follower = names[onTeamBefore]!;
    await page.getByRole('combobox', { name: productMessages.rbRotationOf(follower) }).selectOption({ label: rotation });
    await page.getByRole('textbox', { name: productMessages.rbRotationStartOf(follower) }).fill(FIRST_WEEK);
    await page.getByRole('button', { name: productMessages.rbSave, exact: true }).click();
    await page.getByText(productMessages.rbTeamUnsaved).waitFor({ state: 'detached' });
    await expectAccessible(page);

    // A request: the first member wants the first Tuesday off.
    await page.getByRole('tab', { name: productMessages.rbTabRequests }).click();
    await page.getByRole('button', { name: productMessages.rbRequestAdd }).click();
    const request = page.getByRole('dialog', { name: productMessages.rbRequestAdd });
    await request.getByRole('combobox', { name: productMessages.rbRequestMember }).selectOption({ label: names[0]! });
    await request.getByLabel(/^Date/).fill(addDays(FIRST_WEEK, 2));
    await request.getByRole('button', { name: productMessages.rbSave }).click();
    await request.waitFor({ state: 'detached' });
    await page.getByLabel(productMessages.rbRequestFrom).fill(FIRST_WEEK);
    await page
      .getByRole('row')
      .filter({ hasText: names[0]! })
      .filter({ hasText: dmy(addDays(FIRST_WEEK, 2)) })
      .waitFor();

    // Generate four weeks with a short budget; the engine runs in the background, its progress shown.
    await page.getByRole('tab', { name: productMessages.rbTabRoster }).click();
    await page.getByRole('combobox', { name: productMessages.rbGenerateStart }).selectOption(FIRST_WEEK);
    await page.getByRole('combobox', { name: productMessages.rbGenerateWeeks }).selectOption('4');
    await page.getByRole('textbox', { name: productMessages.rbGenerateSeconds }).fill('5');
    await page.getByRole('button', { name: productMessages.rbGenerate, exact: true }).click();
    const grid = page.getByRole('table', { name: productMessages.rbGridLabel });
    await grid.waitFor({ timeout: 120_000 });
    await expect.poll(() => grid.locator('th[data-day]').count()).toBe(28);
    await expectAccessible(page);

    // Swap two nurses' same day from the keyboard: the score is recomputed at once.
    const before = await score(page);
    const { from } = await swappablePair(page);
    await from.focus();
    // Each key waits for the grid to answer the last: picked up, then over the cell below (the
    // score that swap would give is shown), then dropped.
    await page.keyboard.press('Space');
    await page.locator('[data-cell][aria-pressed="true"]').waitFor();
    await page.keyboard.press('ArrowDown');
    await page.locator('[data-preview]').waitFor();
    await page.keyboard.press('Space');
    await page.getByText(productMessages.rbUnsavedEdits(2)).waitFor();
    await expect.poll(() => score(page)).not.toBe(before);

    // Publish: the edits are saved first, then every nurse is booked on her shifts.
    await page.getByRole('button', { name: productMessages.rbPublish }).click();
    const confirm = page.getByRole('dialog', { name: productMessages.rbPublishTitle });
    await confirm.getByRole('button', { name: productMessages.rbPublish }).click();
    await page.locator('[data-booked]').waitFor({ timeout: 120_000 });
    const booked = Number(await page.locator('[data-booked]').getAttribute('data-booked'));
    expect(booked).toBeGreaterThan(0);
    await expectAccessible(page);

    // The roster of that week shows the team's bookings.
    await page.goto(paths.roster);
    await page.locator('tbody tr[data-employee]').first().waitFor();
    const weeksAhead = Math.round((Date.parse(FIRST_WEEK) - Date.parse(sundayWeeksAhead(0))) / (7 * 86_400_000));
    for (let i = 0; i < weeksAhead; i++) await page.getByRole('button', { name: 'Next weeks' }).click();
    await page.locator(`th[data-day="${FIRST_WEEK}"]`).waitFor();
    let seen = 0;
    for (const name of names) {
      await page.getByRole('textbox', { name: 'Search staff' }).fill(name);
      const row = page.locator('tbody tr[data-employee]').filter({ hasText: name }).first();
      await row.waitFor();
      seen += await row.locator('[data-booking]').count();
      if (seen > 0) break;
    }
    expect(seen).toBeGreaterThan(0);

    // At a phone's width the page fits and the grid scrolls in its own box.
    await page.setViewportSize({ width: PHONE, height: 844 });
    await page.goto(paths.rosterBuilder);
    await page.getByRole('heading', { name: productMessages.rosterBuilderTitle }).waitFor();
    await expectNoHorizontalScroll(page);
    expectNoConsoleErrors(page);
  });
});
