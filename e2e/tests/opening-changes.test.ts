import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiSend } from '../support/api';
import { expectAccessible, expectNoConsoleErrors, expectNoHorizontalScroll, launchBrowser, openPage } from '../support/browser';
import { PHONE } from '../support/phone-width';
import { apiLogin, signIn } from '../support/session';
import { addDays, dailyShifts, sundayWeeksAhead, TEST_WEEKS } from '../support/weeks';

type Shift = { id: string; start_date: string };
type Position = { id: string };
type Nurse = { id: string; first_name: string; last_name: string };

let browser: Browser;
let token: string;
let facilityId: string;

// A week of its own (TEST_WEEKS).
const tuesday = addDays(sundayWeeksAhead(TEST_WEEKS.openingChanges), 2);

beforeAll(async () => {
  browser = await launchBrowser();
  ({ token, facility_id: facilityId } = await apiLogin('admin@sunrise.example'));
});
afterAll(() => browser.close());

describe('changing booked openings (issue 28)', () => {
  it('splits a booked 12-hour opening, swaps two booked nurses, at 1280x800 and a phone width', async () => {
    const cna = (await apiGet<{ id: string; abbreviation: string }[]>(token, facilityId, 'job-titles')).find(
      (j) => j.abbreviation === 'CNA',
    )!;
    // Tuesday 07:00-19:00 and Wednesday 07:00-19:00, three openings each.
    const made = await apiSend<{ results: Shift[] }>(
      token,
      facilityId,
      'POST',
      'facilities/shifts',
      dailyShifts({
        title: 'Split and swap test',
        from: tuesday,
        to: addDays(tuesday, 1),
        start: '07:00',
        end: '19:00',
        jobTitleId: cna.id,
        openings: 3,
      }),
    );
    const [day, next] = [...made.results].sort((a, b) => a.start_date.localeCompare(b.start_date)) as [Shift, Shift];
    const positionOf = async (shift: Shift) => (await apiGet<Position[]>(token, facilityId, `facilities/shifts/${shift.id}/positions`))[0]!;
    const [onDay, onNext] = [await positionOf(day), await positionOf(next)];
    const available = await apiGet<{ results: Nurse[] }>(
      token,
      facilityId,
      `facilities/shifts/${day.id}/employees-available?position_id=${onDay.id}&status=ACTIVE`,
    );
    const [a, b, c] = available.results as [Nurse, Nurse, Nurse];
    const nameOf = (n: Nurse) => `${n.first_name} ${n.last_name}`;
    await apiSend(token, facilityId, 'PATCH', `facilities/shifts/${day.id}/employees`, {
      nurses: [{ id: a.id }, { id: b.id }],
      position: onDay.id,
    });
    await apiSend(token, facilityId, 'PATCH', `facilities/shifts/${next.id}/employees`, { nurses: [{ id: c.id }], position: onNext.id });

    const page = await openPage(browser);
    await signIn(page, 'admin@sunrise.example', { at: `/shifts/shift-details/${day.id}` });
    await page.getByText(nameOf(a), { exact: false }).first().waitFor();

    // Split at the middle (13:00): both nurses stay on the first half, and both are told.
    await page.getByRole('button', { name: 'Split', exact: true }).click();
    const split = page.getByRole('dialog', { name: 'Split the shift' });
    await expect.poll(() => split.getByLabel('Split at').inputValue()).toBe('13:00');
    await split.getByRole('button', { name: 'Check conflicts' }).click();
    const told = split.getByRole('list', { name: 'Who is told' });
    await told.getByText(nameOf(a), { exact: false }).waitFor();
    await told.getByText(nameOf(b), { exact: false }).waitFor();
    await split.getByText('No conflicts.').waitFor();
    await expectAccessible(page);
    await split.getByRole('button', { name: 'Save the change' }).click();
    await page.getByText('The change is saved and the nurses are being told.').first().waitFor();
    await split.waitFor({ state: 'hidden' });
    await page
      .getByText(/07:00 AM - 01:00 PM/)
      .first()
      .waitFor();

    // Swap the first nurse with Wednesday's.
    await page.getByRole('button', { name: `Swap with… ${nameOf(a)}` }).click();
    const swap = page.getByRole('dialog', { name: 'Swap two booked nurses' });
    await swap.getByLabel('Shift', { exact: true }).click();
    await page.getByRole('option', { name: new RegExp(`^${next.start_date} · Split and swap test`) }).click();
    await swap.getByLabel('Swap with', { exact: true }).click();
    await page.getByRole('option', { name: new RegExp(nameOf(c)) }).click();
    await swap.getByRole('button', { name: 'Check conflicts' }).click();
    await swap.getByRole('list', { name: 'Who is told' }).getByText(nameOf(c), { exact: false }).waitFor();
    await swap.getByRole('button', { name: 'Save the change' }).click();
    await swap.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: `Swap with… ${nameOf(c)}` }).waitFor();
    expectNoConsoleErrors(page);
    await page.context().close();

    // A phone: the page and the dialog fit the screen.
    const phone = await openPage(browser, { width: PHONE, height: 844 });
    await signIn(phone, 'admin@sunrise.example', { at: `/shifts/shift-details/${day.id}` });
    await phone.getByRole('button', { name: 'Edit time' }).click();
    const edit = phone.getByRole('dialog', { name: 'Edit the shift time' });
    await edit.getByRole('button', { name: 'Check conflicts' }).click();
    await edit.getByText('No conflicts.').waitFor();
    await expectNoHorizontalScroll(phone);
    await expectAccessible(phone);
    expectNoConsoleErrors(phone);
    await phone.context().close();
  });
});
