import { formatDateRange } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import type { Locator, Page } from 'playwright-core';

/**
 * On the payroll page: chooses a finished period in "Compute payroll" and computes it, as a clerk
 * does. Answers the period's label and its drill-down, which the run's lines fill.
 */
export async function computePayroll(page: Page, period: { start: string; end: string }): Promise<{ label: string; details: Locator }> {
  await page.getByRole('heading', { name: productMessages.payrollTitle }).waitFor();
  const label = formatDateRange(period.start, period.end);
  await page.getByRole('combobox', { name: productMessages.payrollPeriodLabel }).click();
  await page.getByRole('option', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('button', { name: productMessages.payrollCompute }).click();
  return { label, details: page.getByRole('region', { name: `${productMessages.payrollTitle} ${label}` }) };
}
