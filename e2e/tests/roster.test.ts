import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiSend } from '../support/api';
import {
  expectAccessible,
  expectNoConsoleErrors,
  expectNoHorizontalScroll,
  launchBrowser,
  openPage,
  type TrackedPage,
} from '../support/browser';
import { PHONE } from '../support/phone-width';
import { apiLogin, signIn } from '../support/session';
import { sunriseWallClock } from '../support/wall-clock';

type Shift = { id: string };
type Position = { id: string; assigned_count: number };
type Nurse = { id: string; first_name: string; last_name: string };
type Roster = { count: number; results: { employee_id: string }[] };
type Eligibility = { results: { employee_id: string; refusal: string | null }[] };

let browser: Browser;
let page: TrackedPage;
let token: string;
let facilityId: string;
let rnId: string;

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
// Two days ahead in Sunrise's zone: always inside the two weeks the roster is asked to show.
const day = addDays(sunriseWallClock(0).date, 2);
const weekStart = addDays(day, -new Date(`${day}T00:00:00Z`).getUTCDay());
const ROW_HEIGHT = 34;

// One browser and one signed-in page for the file (issue 28: a lean browser suite).
beforeAll(async () => {
  browser = await launchBrowser();
  ({ token, facility_id: facilityId } = await apiLogin('admin@sunrise.example'));
  rnId = (await apiGet<{ id: string; abbreviation: string }[]>(token, facilityId, 'job-titles')).find((j) => j.abbreviation === 'RN')!.id;
  page = await openPage(browser);
  await signIn(page, 'admin@sunrise.example');
});
afterAll(async () => {
  await page.context().close();
  await browser.close();
});

/** A one-hour shift with one RN opening, and a nurse who may take it (the roster's own eligibility) and has a unique name. */
async function openingAndNurse(title: string, start: string, end: string, on = day) {
  const created = await apiSend<{ results: Shift[] }>(token, facilityId, 'POST', 'facilities/shifts', {
    title,
    start_date: on,
    end_date: on,
    start_time: start,
    end_time: end,
    timezone: 'EST',
    is_active: true,
    meal_time: 0,
    contact_name: 'Dana Desk',
    contact_email: 'desk@sunrise.example',
    contact_phone: '(813) 555-0101',
    shiftType: 'custom',
    is_recurring: false,
    recurring: null,
    positions: [{ job_title_id: rnId, total_positions: '1', applicable_for: ['IN'] }],
  });
  const shift = created.results[0]!;
  const [position] = await apiGet<Position[]>(token, facilityId, `facilities/shifts/${shift.id}/positions`);
  const eligibility = await apiGet<Eligibility>(
    token,
    facilityId,
    `facilities/roster/eligibility?shift_id=${shift.id}&position_id=${position!.id}`,
  );
  const refusals = new Map(eligibility.results.map((r) => [r.employee_id, r.refusal]));
  // Every person the roster shows, with her name: the picker's first page may hold none who is
  // also clear of the rest hours (the suggestions' rule the roster's drag uses).
  const everyone = await apiGet<{ results: (Nurse & { employee_id: string })[] }>(
    token,
    facilityId,
    `facilities/roster?week_start=${weekStart}&page_size=250`,
  );
  for (const row of everyone.results.filter((r) => refusals.get(r.employee_id) === null)) {
    const nurse: Nurse = { id: row.employee_id, first_name: row.first_name, last_name: row.last_name };
    const name = `${nurse.first_name} ${nurse.last_name}`;
    const found = await apiGet<{ count: number }>(
      token,
      facilityId,
      `facilities/roster?week_start=${weekStart}&search=${encodeURIComponent(name)}`,
    );
    if (found.count === 1) return { shift, position: position!, nurse, name };
  }
  throw new Error('no nurse with a unique name may fill the opening');
}

/** The roster of two weeks from this one, optionally searched down to one person. */
async function roster(search = '', weeks = 2) {
  await page.goto('/shifts/roster');
  await page.locator('label', { hasText: new RegExp(`^${weeks} weeks$`) }).click();
  await page.getByRole('textbox', { name: 'Search staff' }).fill(search);
  await page.locator('tbody tr[data-employee]').first().waitFor();
  if (search) await expect.poll(() => page.locator('tbody tr[data-employee]').count(), { timeout: 45_000 }).toBe(1);
  await expect.poll(() => page.locator('th[data-day]').count()).toBe(weeks * 7);
}

/** The opening in the middle of the grid, so the person's cell under it is in view too. */
const inView = (chip: Locator) => chip.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }));

async function centre(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

describe('roster in the browser', () => {
  it('fits a week at 1280x800 with an opaque name column, virtualises its rows, and shows four weeks as codes', async () => {
    await page.goto('/shifts/roster');
    await page.locator('tbody tr[data-employee]').first().waitFor();
    // All seven days visible, no scroll sideways in the grid or the page.
    const days = page.locator('th[data-day]');
    await expect.poll(() => days.count()).toBe(7);
    for (const box of await Promise.all((await days.all()).map((d) => d.boundingBox())))
      expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
    const grid = page.locator('[data-roster-scroll]');
    expect(await grid.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await expectNoHorizontalScroll(page);
    // A day reads booked against needed, with its level.
    await expect.poll(() => page.locator('th[data-day] [data-level="OK"], th[data-day] [data-level="SHORT"]').count()).toBeGreaterThan(0);
    // Virtualised: the demo's staff are one answer, and only those in view are rendered.
    const { count } = await apiGet<Roster>(token, facilityId, `facilities/roster?week_start=${weekStart}&page_size=250`);
    const rendered = await page.locator('tbody tr[data-employee]').count();
    expect(rendered).toBeLessThan(count);
    await grid.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect.poll(() => page.locator('tbody tr[data-employee]').last().getAttribute('data-index')).toBe(String(count - 1));
    await expectAccessible(page);

    // Four weeks: codes only, the grid scrolls sideways inside its box, and the names stay on top.
    await page.locator('label', { hasText: /^4 weeks$/ }).click();
    await expect.poll(() => days.count()).toBe(28);
    await grid.evaluate((el) => el.scrollTo({ top: 0, left: 400 }));
    // A point of the name column on the lowest row in view: the cells scrolled under it do not show
    // through. (Below the rendered rows the virtualiser's spacer spans every column, name included.)
    const hit = await grid.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const bottom = Math.min(box.bottom, window.innerHeight);
      const inView = [...el.querySelectorAll('tbody tr[data-employee]')].filter((r) => r.getBoundingClientRect().bottom < bottom);
      const row = inView.at(-1)!.getBoundingClientRect();
      const under = document.elementFromPoint(box.left + 60, (row.top + row.bottom) / 2);
      return under?.closest('th')?.getAttribute('scope') ?? under?.tagName ?? null;
    });
    expect(hit).toBe('row');
    expect(await page.locator('tbody [data-booking]').first().innerText()).toMatch(/^[DEN]$/);
    await expectNoHorizontalScroll(page);
    expectNoConsoleErrors(page);
  });

  it('highlights who may take a dragged opening, shows the others why and takes no drop on them, then books her', async () => {
    const { shift, position, nurse } = await openingAndNurse('Roster drag by mouse', '09:00', '10:00');
    await roster();
    const rows = await apiGet<Roster>(token, facilityId, `facilities/roster?week_start=${weekStart}&weeks=2&page_size=250`);
    const index = rows.results.findIndex((r) => r.employee_id === nurse.id);
    const chip = page.locator(`[data-opening="${position.id}"]`);
    const cell = page.locator(`[data-cell="${nurse.id}:${day}"]`);
    // Her row in the middle of the rows in view and the opening's column in view, the page at its
    // top: nothing under the pointer is near an edge where dnd-kit would scroll the grid away.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('[data-roster-scroll]').evaluate(
      (el, { index, rowHeight, day }) => {
        const head = el.querySelector('thead')!.getBoundingClientRect().height;
        const column = el.querySelector(`th[data-day="${day}"]`) as HTMLElement;
        el.scrollTo({
          top: Math.max(0, index * rowHeight - (el.clientHeight - head) / 2),
          left: Math.max(0, column.offsetLeft - el.clientWidth / 2),
        });
      },
      { index, rowHeight: ROW_HEIGHT, day },
    );
    await cell.waitFor({ timeout: 20_000 });
    const from = await centre(chip);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 10, from.y + 10, { steps: 5 });
    // Her day is highlighted; somebody else's in view is refused with the reason written in it.
    await expect.poll(() => cell.getAttribute('data-eligibility', { timeout: 5_000 }), { timeout: 30_000 }).toBe('eligible');
    // The refused cell nearest to her row, so it is in view too.
    await page.locator(`[data-cell$=":${day}"][data-eligibility="refused"]`).first().waitFor({ timeout: 20_000 });
    const nearest = await page.evaluate(
      ({ index, day }) => {
        const cells = [...document.querySelectorAll(`tr[data-index] [data-cell$=":${day}"][data-eligibility="refused"]`)];
        const distance = (el: Element) => Math.abs(Number(el.closest('tr')!.getAttribute('data-index')) - index);
        return cells.sort((a, b) => distance(a) - distance(b))[0]!.getAttribute('data-cell');
      },
      { index, day },
    );
    const refused = page.locator(`[data-cell="${nearest}"]`);
    expect(await refused.locator('[data-refusal]').innerText()).not.toBe('');
    // Over a refused cell, nothing accepts the drop.
    const over = await centre(refused);
    await page.mouse.move(over.x, over.y, { steps: 10 });
    expect(await page.locator('[data-over="accept"]').count()).toBe(0);
    await expect
      .poll(async () => {
        const to = await centre(cell);
        await page.mouse.move(to.x, to.y, { steps: 10 });
        return cell.getAttribute('data-over');
      })
      .toBe('accept');
    await page.mouse.up();
    await cell.locator(`[data-booking="${position.id}"]`).waitFor();
    await chip.waitFor({ state: 'detached' });
    const [saved] = await apiGet<Position[]>(token, facilityId, `facilities/shifts/${shift.id}/positions`);
    expect(saved!.assigned_count).toBe(1);
    expectNoConsoleErrors(page);
  });

  it('assigns an opening with the keyboard only: Space on the opening, arrow down to the person, Space', async () => {
    // Two weeks later, in the six-week view: the demo's next days are nearly all booked, and the
    // one RN free that day may be the mouse test's (rest hours then refuse her here).
    const later = addDays(day, 14);
    const { position, nurse, name } = await openingAndNurse('Roster drag by keyboard', '11:00', '12:00', later);
    await roster(name, 6);
    const chip = page.locator(`[data-opening="${position.id}"]`);
    const cell = page.locator(`[data-cell="${nurse.id}:${later}"]`);
    await inView(chip);
    await chip.focus();
    await page.keyboard.press('Space');
    await page.locator('[id^="DndLiveRegion"]', { hasText: 'Picked up' }).waitFor();
    // Who may take it is said once it is known.
    await page.getByText(/1 of 1 people may take it/).waitFor();
    // An arrow moves to the next cell that dnd-kit has measured (and that may take the opening:
    // the other days' cells take no drop). On a busy machine the cells may be measured after the
    // pick-up is announced, so arrows are pressed until the opening is over her cell.
    await expect
      .poll(async () => {
        await page.keyboard.press('ArrowDown');
        return cell.getAttribute('data-over');
      })
      .toBe('accept');
    await page.keyboard.press('Space');
    await cell.locator(`[data-booking="${position.id}"]`).waitFor();
    expectNoConsoleErrors(page);
  });

  it('stays usable at a phone width: the grid scrolls inside its box, the page does not', async () => {
    await page.setViewportSize({ width: PHONE, height: 800 });
    await page.goto('/shifts/roster');
    await page.locator('tbody tr[data-employee]').first().waitFor();
    await expectNoHorizontalScroll(page);
    expect(await page.locator('[data-roster-scroll]').evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expectAccessible(page);
    expectNoConsoleErrors(page);
  });
});
