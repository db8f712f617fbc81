import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectNoConsoleErrors, launchBrowser, openPage } from '../support/browser';
import { signIn } from '../support/session';

/** A small PDF: the server checks the content, so the bytes must start like one. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// The demo's legal records (apps/api/src/db/seed/demo-legal.ts): Sunrise complete, Maple's AOI rejected.
describe('legal documents and the I-9 form in the browser', () => {
  it('as ADMIN: masked numbers, an explicit reveal, the SSN rule, an AOI upload', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin@sunrise.example', { at: '/settings' });
    const section = page.getByRole('region', { name: 'Legal documents' });
    await section.getByTestId('legal-numbers').filter({ hasText: 'TIN: ***-**-1936 · SSN: ***-**-4870' }).waitFor();

    await section.getByRole('button', { name: 'Edit legal documents' }).click();
    const dialog = page.getByRole('dialog', { name: 'Legal documents' });
    const tin = dialog.getByRole('textbox', { name: 'TIN' });
    expect(await tin.inputValue()).toBe('***-**-1936');
    expect(await dialog.getByRole('radio', { name: 'EIN Document' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Show full TIN' }).click();
    await expect.poll(() => tin.inputValue(), { timeout: 30_000 }).toBe('274-58-1936');

    const ssn = dialog.getByRole('textbox', { name: 'SSN' });
    await ssn.fill('666-12-3456');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please enter correct ssn number').waitFor();

    await ssn.fill('531-62-4870');
    await dialog.getByLabel('Articles of Incorporation (AOI)').setInputFiles(pdf('sunrise-articles-2026.pdf'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await section.getByRole('button', { name: 'sunrise-articles-2026.pdf' }).waitFor();
    await section
      .getByRole('row', { name: /Articles of Incorporation/ })
      .getByText('Waiting for review')
      .waitFor();
    expectNoConsoleErrors(page);
    await page.context().close();
  });

  it('as MANAGER: no numbers and no EIN/SS4, the rejected AOI resubmitted, the I-9 uploaded with its date', async () => {
    const page = await openPage(browser);
    await signIn(page, 'manager@maple.example', { at: '/settings' });
    const section = page.getByRole('region', { name: 'Legal documents' });
    const aoiRow = section.getByRole('row', { name: /Articles of Incorporation/ });
    await aoiRow.getByText(/^Rejected: The articles are not signed/).waitFor();
    expect(await section.getByTestId('legal-numbers').count()).toBe(0);
    await expectAccessible(page);

    await section.getByRole('button', { name: 'Edit legal documents' }).click();
    const dialog = page.getByRole('dialog', { name: 'Legal documents' });
    await dialog.getByRole('textbox', { name: 'Entity Legal Name' }).waitFor();
    for (const name of ['TIN', 'SSN']) expect(await dialog.getByRole('textbox', { name }).count()).toBe(0);
    expect(await dialog.getByRole('radio').count()).toBe(0);
    expect(await dialog.getByLabel('EIN Document').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await aoiRow.getByRole('button', { name: 'Resubmit Articles of Incorporation (AOI)' }).click();
    const resubmit = page.getByRole('dialog', { name: 'Resubmit Articles of Incorporation (AOI)' });
    await resubmit.getByLabel('Articles of Incorporation (AOI)').setInputFiles(pdf('maple-articles-signed.pdf'));
    await resubmit.getByRole('button', { name: 'Resubmit' }).click();
    await resubmit.waitFor({ state: 'detached' });
    await aoiRow.getByText('Waiting for review').waitFor();

    const i9 = page.getByRole('region', { name: 'I-9 form' });
    await i9.getByRole('button', { name: 'Upload I-9 form' }).click();
    const upload = page.getByRole('dialog', { name: 'I-9 form' });
    expect(await upload.getByRole('link', { name: /official I-9 form/ }).getAttribute('href')).toBe('https://www.uscis.gov/i-9');
    await upload.getByLabel('I-9 form file').setInputFiles(pdf('maple-i9.pdf'));
    await upload.getByRole('button', { name: 'Upload' }).click();
    await upload.waitFor({ state: 'detached' });
    await i9.getByRole('button', { name: 'maple-i9.pdf' }).waitFor();
    expect(await i9.getByTestId('i9-uploaded-on').textContent()).toMatch(/^Uploaded on \d{2}\/\d{2}\/\d{4}$/);
    expectNoConsoleErrors(page);
    await page.context().close();
  });
});
