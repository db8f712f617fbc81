import { toCents } from '@careroster/shared/format/money';
import type { BulkProblem, BulkProblemKey, ValidateCsvAnswer } from '@careroster/shared/api/employees/validate-csv';
import { BULK_INVITE_COLUMNS, PHONE_DIGITS, type BulkInviteColumn } from '@careroster/shared/constants';
import { AppError } from '@careroster/shared/errors';
import { nationalDigits } from '@careroster/shared/format/phone';
import { jobTitles } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { isCalendarDate } from '@careroster/shared/validation/calendar-date';
import type { SheetRow } from '../../platform/files/sheet-rows';

/** A row that passed every check, ready to insert. Money in cents. */
export type InviteRow = {
  row: number;
  firstName: string;
  lastName: string;
  countryCode: string;
  mobile: string;
  monthlyRateCents: number;
  isResident: boolean;
  jobCategory: string | null;
  jobTitleId: string;
  dateOfJoining: string | null;
  payType: string | null;
  paymentCategory: string | null;
  discipline: string | null;
  department: string | null;
  paychexEmpId: string | null;
  paychexOrgId: string | null;
  paychexOrgId15: string | null;
};

const REQUIRED: readonly BulkInviteColumn[] = ['first_name', 'last_name', 'country_code', 'mobile', 'monthly_rate', 'job_title'];
const TEXT_MAX = 100;

const titleByKey = new Map<string, string>(
  jobTitles.flatMap(
    (t) =>
      [
        [t.abbreviation.toLowerCase(), t.id],
        [t.name.toLowerCase(), t.id],
      ] as [string, string][],
  ),
);
const yes = new Set(['yes', 'y', 'true', '1']);
const no = new Set(['no', 'n', 'false', '0']);

/** MM/DD/YYYY as US spreadsheets write it, or YYYY-MM-DD. */
function toDate(text: string): string | null {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const iso = us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : text;
  return isCalendarDate(iso) ? iso : null;
}

/**
 * The checks of one bulk-invite row, its cells read by column name: the problems found, or the row
 * ready to insert. The one rule of a row, for a file and for an employee added by hand (decision 063).
 */
export function checkInviteRow(
  rowNumber: number,
  get: (c: BulkInviteColumn) => string,
): { problems: { key: BulkProblemKey; problem: BulkProblem }[]; row: InviteRow | null } {
  const problems: { key: BulkProblemKey; problem: BulkProblem }[] = [];
  const bad = (key: BulkProblemKey, field: string, value: string | null, message: string) =>
    problems.push({ key, problem: { row: rowNumber, field, value, message } });
  for (const c of REQUIRED) if (get(c) === '') bad('blank_fields', c, null, productMessages.bulkBlankField);
  for (const c of BULK_INVITE_COLUMNS) {
    const v = get(c);
    if (v.length > TEXT_MAX) bad('invalid_values', c, v.slice(0, TEXT_MAX), productMessages.bulkInvalidValue(c));
  }

  const cc = get('country_code').replace(/^\+/, '');
  if (cc !== '' && !/^\d{1,3}$/.test(cc))
    bad('invalid_values', 'country_code', get('country_code'), productMessages.bulkInvalidValue('country_code'));
  const mobile = nationalDigits(get('mobile'));
  if (get('mobile') !== '' && !(mobile.length === PHONE_DIGITS && /^[1-9]/.test(mobile)))
    bad('invalid_values', 'mobile', get('mobile'), productMessages.bulkInvalidValue('mobile'));
  const rateText = get('monthly_rate').replace(/[$,\s]/g, '');
  if (get('monthly_rate') !== '' && !/^\d{1,7}(\.\d{1,2})?$/.test(rateText))
    bad('invalid_values', 'monthly_rate', get('monthly_rate'), productMessages.bulkInvalidValue('monthly_rate'));
  const resident = get('is_resident').toLowerCase();
  if (resident !== '' && !yes.has(resident) && !no.has(resident))
    bad('invalid_values', 'is_resident', get('is_resident'), productMessages.bulkInvalidValue('is_resident'));
  const jobTitleId = titleByKey.get(get('job_title').toLowerCase());
  if (get('job_title') !== '' && !jobTitleId) bad('invalid_values', 'job_title', get('job_title'), productMessages.bulkUnknownJobTitle);
  const joined = get('date_of_joining') === '' ? null : toDate(get('date_of_joining'));
  if (get('date_of_joining') !== '' && !joined)
    bad('invalid_values', 'date_of_joining', get('date_of_joining'), productMessages.bulkInvalidValue('date_of_joining'));
  if (problems.length > 0) return { problems, row: null };
  const opt = (c: BulkInviteColumn) => get(c) || null;
  return {
    problems,
    row: {
      row: rowNumber,
      firstName: get('first_name'),
      lastName: get('last_name'),
      countryCode: `+${cc}`,
      mobile,
      monthlyRateCents: toCents(Number(rateText)),
      isResident: !no.has(resident),
      jobCategory: opt('job_category'),
      jobTitleId: jobTitleId!,
      dateOfJoining: joined,
      payType: opt('pay_type'),
      paymentCategory: opt('payment_category'),
      discipline: opt('discipline'),
      department: opt('department'),
      paychexEmpId: opt('paychex_emp_id'),
      paychexOrgId: opt('paychex_org_id'),
      paychexOrgId15: opt('paychex_org_id_15'),
    },
  };
}

/** Validates rows as they stream by; keeps only compact valid rows and the problems. */
export function bulkValidator() {
  const problems: Partial<Record<BulkProblemKey, BulkProblem[]>> = {};
  const add = (key: BulkProblemKey, p: BulkProblem) => (problems[key] ??= []).push(p);
  const valid: InviteRow[] = [];
  const firstRowOfMobile = new Map<string, number>();
  let columns: (BulkInviteColumn | null)[] | null = null;
  let dataRows = 0;

  function header(row: SheetRow) {
    const names = row.cells.map((c) => c.toLowerCase());
    columns = names.map((n) => ((BULK_INVITE_COLUMNS as readonly string[]).includes(n) ? (n as BulkInviteColumn) : null));
    names.forEach((n, i) => {
      if (n !== '' && columns![i] === null)
        add('invalid_filed_names', {
          row: row.row,
          field: row.cells[i]!,
          value: row.cells[i]!,
          message: productMessages.bulkUnknownColumn,
        });
    });
    for (const c of BULK_INVITE_COLUMNS) {
      if (!columns.includes(c))
        add('invalid_filed_names', { row: row.row, field: c, value: null, message: productMessages.bulkMissingColumn });
    }
  }

  function data(row: SheetRow) {
    dataRows += 1;
    const get = (c: BulkInviteColumn) => row.cells[columns!.indexOf(c)] ?? '';
    const checked = checkInviteRow(row.row, get);
    for (const { key, problem } of checked.problems) add(key, problem);
    let ok = checked.row !== null;
    const mobile = nationalDigits(get('mobile'));
    const cc = get('country_code').replace(/^\+/, '');
    if (mobile.length === PHONE_DIGITS && cc !== '') {
      const key = `+${cc} ${mobile}`;
      const first = firstRowOfMobile.get(key);
      if (first !== undefined) {
        ok = false;
        add('duplicate_rows', { row: row.row, field: 'mobile', value: get('mobile'), message: productMessages.bulkDuplicateRow(first) });
      } else firstRowOfMobile.set(key, row.row);
    }
    if (ok) valid.push(checked.row!);
  }

  return {
    accept(row: SheetRow) {
      if (columns === null) header(row);
      // With the columns wrong, no cell can be read with confidence: only the header is reported.
      else if (!problems.invalid_filed_names) data(row);
    },
    /** Nurses already employed here, by `+cc mobile`, found in one query by the caller. */
    markOnRecord(onRecord: ReadonlySet<string>) {
      for (const r of valid) {
        if (onRecord.has(`${r.countryCode} ${r.mobile}`)) {
          add('already_on_record', { row: r.row, field: 'mobile', value: r.mobile, message: productMessages.bulkAlreadyOnRecord });
        }
      }
    },
    finish(): { problems: ValidateCsvAnswer; rows: InviteRow[] } {
      if (columns === null || (dataRows === 0 && !problems.invalid_filed_names)) {
        throw new AppError('VALIDATION_FAILED', productMessages.bulkFileNoRows);
      }
      return { problems, rows: valid };
    },
  };
}
