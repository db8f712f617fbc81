import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_INVITE_COLUMNS } from '@careroster/shared/constants';
import { apiGet } from '../support/api';
import { expectAccessible, expectNoConsoleErrors, launchBrowser, openPage, type TrackedPage } from '../support/browser';
import { apiLogin, signIn } from '../support/session';

type CredentialRow = {
  id: string;
  credential_name: string;
  status: string;
  expiry: string | null;
  employee_id: string;
  first_name: string;
  last_name: string;
};

const bulkRow = (n: number, over: Record<string, string> = {}) => {
  const row: Record<string, string> = {
    first_name: 'Brooke',
    last_name: `Invitee${n}`,
    country_code: '+1',
    mobile: `312555${String(3000 + n)}`,
    monthly_rate: '5100',
    is_resident: 'yes',
    job_category: 'Nursing',
    job_title: 'RN',
    date_of_joining: '2026-01-15',
    pay_type: 'HOURLY',
    payment_category: 'W2',
    discipline: 'Nursing',
    department: 'Float Pool',
    paychex_emp_id: '',
    paychex_org_id: '',
    paychex_org_id_15: '',
    ...over,
  };
  return BULK_INVITE_COLUMNS.map((c) => row[c]).join(',');
};
const csv = (rows: string[]) => Buffer.from([BULK_INVITE_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n');

// The smallest valid PNG: a 1x1 transparent pixel.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let browser: Browser;
let token: string;
let facilityId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ token, facility_id: facilityId } = await apiLogin('admin@sunrise.example'));
});
afterAll(() => browser.close());

async function signedIn(): Promise<TrackedPage> {
  const page = await openPage(browser);
  await signIn(page, 'admin@sunrise.example');
  return page;
}

describe('workforce in the browser', () => {
  it('searches and picks employees in the employee search dialog', async () => {
    const page = await signedIn();
    await page.goto('/employees');
    await page.getByRole('button', { name: 'Search Employees' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Employees' });
    await dialog.getByRole('table', { name: 'Employees' }).waitFor();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText('Please select atleast one employee').waitFor();

    const boxes = dialog.getByRole('checkbox', { name: /^Select / });
    await boxes.first().waitFor();
    const name = (await boxes.first().getAttribute('aria-label'))!.replace(/^Select /, '');
    await dialog.getByLabel('Search employees').fill(name.split(' ')[1]!);
    await dialog.getByRole('checkbox', { name: `Select ${name}` }).check();
    await dialog.getByRole('button', { name: 'ID' }).click();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').filter({ hasText: 'Picked employees' }).getByText(name).waitFor();
    expectNoConsoleErrors(page);
    await page.context().close();
  });

  it('keeps the Sort button of the employees page at its natural width', async () => {
    const page = await signedIn();
    await page.goto('/employees');
    const sort = page.getByRole('button', { name: /^Sort/ });
    await sort.waitFor();
    const list = await page.getByRole('tabpanel', { name: 'Employees' }).boundingBox();
    const button = await sort.boundingBox();
    expect(button!.width).toBeLessThan(list!.width / 2);
    await expectAccessible(page);
    expectNoConsoleErrors(page);
    await page.context().close();
  });

  it('uploads a credential document and verifies the credential', async () => {
    const list = await apiGet<{ results: CredentialRow[] }>(
      token,
      facilityId,
      'facilities/credentials?status=CREDENTIAL_PENDING&page_size=50',
    );
    const today = new Date().toISOString().slice(0, 10);
    const pending = list.results.find((c) => !c.expiry || c.expiry > today);
    expect(pending).toBeDefined();
    const page = await signedIn();
    await page.goto(`/employees/employee-detail?id=${pending!.employee_id}&tab=credentials`);
    await page
      .getByRole('button', { name: `Open ${pending!.credential_name}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: new RegExp(pending!.credential_name) });
    await dialog
      .getByLabel('Upload document (jpg, png, pdf or doc)')
      .setInputFiles({ name: 'license.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Credential Updated successfully').first().waitFor();
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect
      .poll(async () => {
        const rows = await apiGet<{ results: CredentialRow[] }>(
          token,
          facilityId,
          `facilities/credentials?page_size=100&search=${encodeURIComponent(pending!.last_name)}`,
        );
        return rows.results.find((c) => c.id === pending!.id)?.status;
      })
      .toBe('CREDENTIAL_VERIFIED');
    expectNoConsoleErrors(page);
    await page.context().close();
  });

  it('adds a note and reads it in Note Details', async () => {
    const employees = await apiGet<{ results: { id: string }[] }>(token, facilityId, 'facilities/employees?page_size=5');
    const page = await signedIn();
    await page.goto(`/employees/employee-detail?id=${employees.results[0]!.id}&tab=notes`);
    await page.getByRole('button', { name: 'Add Note' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please enter title of note.').waitFor();
    await page.getByText('Please provide description of note.').waitFor();
    await page.getByLabel(/^Title/).fill('Covered a double');
    await page.getByLabel(/^Description/).fill('Stayed for the evening shift when the float nurse called out.');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'View note Covered a double' }).click();
    const details = page.getByRole('dialog', { name: 'Note Details' });
    await details.getByText('Stayed for the evening shift when the float nurse called out.').waitFor();
    expectNoConsoleErrors(page);
    await page.context().close();
  });

  it('validates a bulk file with errors, then a clean one, and sends the invitations', async () => {
    const page = await signedIn();
    await page.goto('/employees');
    await page.getByRole('button', { name: 'Invite Nurses In Bulk' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Nurses In Bulk' });
    const file = dialog.getByLabel('Nurses file (csv or xlsx)');

    await file.setInputFiles({ name: 'nurses.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText('Only csv and xlsx type document allowed.').first().waitFor();

    await file.setInputFiles({ name: 'nurses.csv', mimeType: 'text/csv', buffer: csv([bulkRow(1), bulkRow(2, { mobile: '' })]) });
    await dialog.getByText('Please validate document to send invitations').waitFor();
    await dialog.getByRole('button', { name: 'Validate' }).click();
    await dialog.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
    await page.getByText('File Validation Failed').first().waitFor();
    await dialog.getByRole('region', { name: 'Validation problems' }).getByText(/Row 3/).first().waitFor();
    expect(await dialog.getByRole('button', { name: 'Send Invite' }).isDisabled()).toBe(true);

    await file.setInputFiles({ name: 'nurses.csv', mimeType: 'text/csv', buffer: csv([bulkRow(1), bulkRow(2)]) });
    expect(await dialog.getByRole('region', { name: 'Validation problems' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Validate' }).click();
    await page.getByText('Document validated succesfully').first().waitFor();
    await dialog.getByRole('button', { name: 'Send Invite' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send invitations?' });
    await confirm.getByRole('button', { name: 'Send Invite' }).click();
    await page.getByText('Invitation(s) sent successfully!!').first().waitFor();
    const invited = await apiGet<{ count: number }>(token, facilityId, 'facilities/employees?search=Invitee&status=INVITED');
    expect(invited.count).toBe(2);
    expectNoConsoleErrors(page);
    await page.context().close();
  });

  it('creates a walk-in invite, and the nurse completes it on the public page', async () => {
    const page = await signedIn();
    await page.goto('/employees');
    await page.getByRole('button', { name: 'Create walk-in invite' }).click();
    const dialog = page.getByRole('dialog', { name: /walk-in/i });
    await dialog.getByLabel(/^First name/).fill('Wendy');
    await dialog.getByLabel(/^Last name/).fill('Walkin');
    await dialog.getByLabel(/^Phone/).fill('3125554321');
    await dialog.getByRole('combobox', { name: /Job title/ }).click();
    await page.getByRole('option', { name: 'CNA - Certified Nurse Aide' }).click();
    await dialog.getByLabel(/^Hourly rate/).fill('24');
    await dialog.getByRole('button', { name: 'Create invite' }).click();
    const link = await dialog.getByRole('textbox', { name: 'Invite link' }).inputValue();
    expect(link).toMatch(/\/walk-in-invite\/[A-Za-z0-9_-]{20,}$/);
    await page.context().close();

    const nurse = await openPage(browser, { width: 390 });
    const res = await nurse.goto(link);
    expect(res?.headers()['referrer-policy']).toBe('no-referrer');
    await nurse.getByRole('heading', { name: /^Join / }).waitFor();
    await expectAccessible(nurse);
    await nurse.getByRole('button', { name: 'Confirm' }).click();
    await nurse.getByRole('heading', { name: 'You are registered' }).waitFor();
    await nurse.goto(link);
    await nurse.getByRole('heading', { name: 'Invite link not valid' }).waitFor();
    await nurse.context().close();
  });
});
