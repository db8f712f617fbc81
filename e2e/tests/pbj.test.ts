import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PbjAnswer } from '@careroster/shared/api/pbj/get-pbj';
import { todayIn } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { fiscalQuarterOf, lastClosedQuarter, type FiscalQuarter } from '@careroster/shared/pbj/quarters';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../support/api';
import { expectAccessible, expectNoConsoleErrors, launchBrowser, openPage } from '../support/browser';
import { apiLogin, signIn } from '../support/session';

let browser: Browser;
let token: string;
let facilityId: string;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ token, facility_id: facilityId } = await apiLogin('admin@sunrise.example'));
});
afterAll(() => browser.close());

const quarterOf = async (q: FiscalQuarter) =>
  apiGet<PbjAnswer>(token, facilityId, `facilities/pbj?fiscal_year=${q.fiscalYear}&quarter=${q.quarter}`);

describe('the PBJ page', () => {
  it("as ADMIN picks the quarter with the demo's hours, sees the countdown and the report, reviews the mapping and downloads the CSV and the XML", async () => {
    // Sunrise is in EST; the demo's approved timecards are the last few weeks: this quarter, or the last one early in a quarter.
    const today = todayIn('EST', new Date());
    const current = fiscalQuarterOf(today);
    const chosen = (await quarterOf(current)).totals.hours > 0 ? current : lastClosedQuarter(today);
    const before = await quarterOf(chosen);
    expect(before.totals.hours, 'the demo has approved hours to report').toBeGreaterThan(0);

    const page = await openPage(browser);
    await signIn(page, 'admin@sunrise.example', { at: '/pbj' });
    await page.getByRole('heading', { name: productMessages.pbjTitle }).waitFor();
    // The default is the last closed quarter; choose the year, then the quarter.
    await page.getByRole('combobox', { name: productMessages.pbjFiscalYear }).click();
    await page.getByRole('option', { name: String(chosen.fiscalYear), exact: true }).click();
    await page.getByRole('combobox', { name: productMessages.pbjQuarter }).click();
    await page
      .getByRole('option', { name: productMessages.pbjQuarterOption(chosen.quarter, productMessages.pbjQuarterMonths[chosen.quarter]) })
      .click();

    const countdown =
      before.quarter.days_left > 0
        ? productMessages.pbjDueIn(before.quarter.days_left)
        : before.quarter.days_left === 0
          ? productMessages.pbjDueToday
          : productMessages.pbjOverdue(-before.quarter.days_left);
    await page.getByTestId('pbj-countdown').filter({ hasText: countdown }).waitFor();
    const report = page.getByTestId('pbj-report');
    for (const problem of [...before.report.errors, ...before.report.warnings]) await report.getByText(problem.message).waitFor();
    await page
      .getByTestId('pbj-totals')
      .filter({ hasText: productMessages.pbjTotals(before.totals.hours.toFixed(2), before.totals.employees) })
      .waitFor();
    await expectAccessible(page);

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: productMessages.pbjDownloadCsv }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(`pbj-105678-FY${chosen.fiscalYear}-Q${chosen.quarter}.csv`);
    const lines = (await fs.readFile(await csv.path(), 'utf8')).trim().split('\r\n');
    expect(lines).toHaveLength(before.totals.entries + 1);

    // The demo books RN, LPN, CNA and CMA, all of which have a code: the file is ready.
    expect(before.report.errors).toEqual([]);
    const xmlButton = page.getByRole('button', { name: productMessages.pbjDownloadXml });
    await report.getByText(productMessages.pbjErrors).waitFor({ state: 'detached' });

    // The mapping review: a title the demo does not book is confirmed as not reported.
    await page.getByRole('button', { name: productMessages.pbjReviewMapping }).click();
    const dialog = page.getByRole('dialog', { name: productMessages.pbjMappingTitle });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole('combobox', { name: productMessages.pbjCodeFor('Receptionist') }).click();
    await page.getByRole('option', { name: productMessages.pbjNotReported, exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(productMessages.pbjMappingSaved).waitFor();

    const [xml] = await Promise.all([page.waitForEvent('download'), xmlButton.click()]);
    expect(xml.suggestedFilename()).toBe(`pbj-105678-FY${chosen.fiscalYear}-Q${chosen.quarter}.xml`);
    const text = await fs.readFile(await xml.path(), 'utf8');
    expect(text).toContain('<header fileSpecVersion="4.10.0">');
    expect(text).toContain(`<reportQuarter>${chosen.quarter}</reportQuarter>`);
    expect(text.match(/<hourEntry>/g)?.length).toBe(before.totals.entries);
    // The demo's night and agency shifts in CMS's schema (the copy the API test uses too).
    const schema = path.resolve(import.meta.dirname, '../../apps/api/src/modules/pbj/schema/nhpbj_4_10_0.xsd');
    const lint = spawnSync('xmllint', ['--noout', '--schema', schema, await xml.path()], { encoding: 'utf8' });
    expect(lint.status, lint.stderr).toBe(0);
    expectNoConsoleErrors(page);
  });
});
