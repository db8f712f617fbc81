import { BULK_INVITE_COLUMNS, BULK_INVITE_MAX_ROWS } from '@careroster/shared/constants';
import { AppError } from '@careroster/shared/errors';
import { csvLine, escapeSpreadsheetCell } from '@careroster/shared/format/spreadsheet-cell';
import { messages, productMessages } from '@careroster/shared/messages';
import { hourlyFromMonthlyCents } from '@careroster/shared/validation/pay-details';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees, nurses } from '../../db/schema';
import { lockFacility } from '../facility';
import { departmentIdsByName } from '../structure';
import { facilityOf, userOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import type { FileAnswer } from '../../platform/file-route';
import { bulkValidator, type InviteRow } from './bulk-validate';
import type { Upload } from '../../platform/files/upload';
import { queueOutbox } from '../../platform/outbox';
import { sheetRows } from '../../platform/files/sheet-rows';

const BATCH = 500;

async function mobilesOnRecord(db: DbOrTx, facilityId: string): Promise<Set<string>> {
  const rows = await db
    .select({ countryCode: nurses.countryCode, mobile: nurses.mobile })
    .from(employees)
    .innerJoin(nurses, eq(nurses.id, employees.nurseId))
    .where(eq(employees.facilityId, facilityId));
  return new Set(rows.map((r) => `${r.countryCode} ${r.mobile}`));
}

async function checkFile(db: DbOrTx, facilityId: string, upload: Upload) {
  const validator = bulkValidator();
  for await (const row of sheetRows(upload.filename, upload.data, BULK_INVITE_MAX_ROWS)) validator.accept(row);
  const { problems, rows } = validator.finish();
  if (Object.keys(problems).length === 0) validator.markOnRecord(await mobilesOnRecord(db, facilityId));
  return { problems, rows };
}

/** POST validate-csv: `{}` when every row can be invited, otherwise the problems by type. */
export async function validateCsv(ctx: Ctx, { upload }: { upload: Upload }, tx?: DbOrTx) {
  return (await checkFile(tx ?? ctx.deps.db, facilityOf(ctx).id, upload)).problems;
}

// 2080 paid hours a year: the inverse of how the seed quotes a monthly equivalent.

/**
 * POST bulk-invite: validates again, then in one transaction creates (or reuses, by mobile) the
 * nurses, creates them as INVITED internal employees, and queues one SMS invitation each in the
 * outbox table, so either every row is invited or none is. The facility row is locked so that two
 * uploads at once cannot hand out the same emp_id or invite the same nurse twice.
 */
export async function bulkInvite(ctx: Ctx, { upload }: { upload: Upload }, outer?: DbOrTx) {
  const db = outer ?? ctx.deps.db;
  const facility = facilityOf(ctx);
  const userId = userOf(ctx).id;
  const first = await checkFile(db, facility.id, upload);
  if (Object.keys(first.problems).length > 0) throw new AppError('VALIDATION_FAILED', messages.fileValidationFailed);
  const rows = first.rows;

  await transaction(ctx, outer, async (tx, after) => {
    await lockFacility(tx, facility.id);
    const onRecord = await mobilesOnRecord(tx, facility.id);
    if (rows.some((r) => onRecord.has(`${r.countryCode} ${r.mobile}`)))
      throw new AppError('VALIDATION_FAILED', messages.fileValidationFailed);

    const nurseIds = await nursesFor(tx, rows);
    const departmentIds = await departmentsFor(tx, facility.id, rows);
    const [{ max } = { max: 0 }] = await tx
      .select({ max: sql<number>`coalesce(max(${employees.empId}), 0)::int` })
      .from(employees)
      .where(eq(employees.facilityId, facility.id));
    const now = ctx.deps.clock.now();
    const employeeRows = rows.map((r, i) => ({
      facilityId: facility.id,
      nurseId: nurseIds.get(`${r.countryCode} ${r.mobile}`)!,
      workerType: 'IN' as const,
      empId: max + i + 1,
      jobTitleId: r.jobTitleId,
      departmentId: r.department ? departmentIds.get(r.department.toLowerCase())! : null,
      discipline: r.discipline,
      hourlyRateCents: hourlyFromMonthlyCents(r.monthlyRateCents),
      monthlyRateCents: r.monthlyRateCents,
      status: 'INVITED' as const,
      dateOfJoining: r.dateOfJoining,
      payType: r.payType,
      paymentCategory: r.paymentCategory,
      isResident: r.isResident,
      paychexEmpId: r.paychexEmpId,
      paychexOrgId: r.paychexOrgId,
      paychexOrgId15: r.paychexOrgId15,
      jobCategory: r.jobCategory,
      invitedAt: now,
      invitedBy: userId,
    }));
    for (let i = 0; i < employeeRows.length; i += BATCH) await tx.insert(employees).values(employeeRows.slice(i, i + BATCH));
    const mail = rows.map((r) => ({
      to: `${r.countryCode}${r.mobile}`,
      channel: 'SMS',
      // Thousands at once: they wait behind the links someone is waiting for (decision 037).
      priority: 'BULK' as const,
      subject: productMessages.invitationSubject(facility.name),
      text: productMessages.invitationText(r.firstName, facility.name, ctx.deps.config.publicUrl),
    }));
    await queueOutbox(tx, mail);
    await ctx.audit('employees.bulk_invite', { detail: `${rows.length} invited` }, tx);
    after.publish({ type: 'employees.changed' });
  });
  return { count: rows.length, message: messages.invitationsSent };
}

/** The person behind each row: an existing nurse with that mobile, or a new one. */
export async function nursesFor(tx: DbOrTx, rows: InviteRow[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const mobiles = [...new Set(rows.map((r) => r.mobile))];
  for (let i = 0; i < mobiles.length; i += BATCH) {
    const found = await tx
      .select({ id: nurses.id, countryCode: nurses.countryCode, mobile: nurses.mobile })
      .from(nurses)
      .where(inArray(nurses.mobile, mobiles.slice(i, i + BATCH)));
    for (const n of found) ids.set(`${n.countryCode} ${n.mobile}`, n.id);
  }
  const fresh = rows.filter((r) => !ids.has(`${r.countryCode} ${r.mobile}`));
  for (let i = 0; i < fresh.length; i += BATCH) {
    const inserted = await tx
      .insert(nurses)
      .values(
        fresh
          .slice(i, i + BATCH)
          .map((r) => ({ firstName: r.firstName, lastName: r.lastName, countryCode: r.countryCode, mobile: r.mobile })),
      )
      .returning({ id: nurses.id, countryCode: nurses.countryCode, mobile: nurses.mobile });
    for (const n of inserted) ids.set(`${n.countryCode} ${n.mobile}`, n.id);
  }
  return ids;
}

/** The departments the rows name, created where the facility lacks them. */
export function departmentsFor(tx: DbOrTx, facilityId: string, rows: InviteRow[]): Promise<Map<string, string>> {
  const names = [...new Map(rows.filter((r) => r.department).map((r) => [r.department!.toLowerCase(), r.department!])).values()];
  return departmentIdsByName(tx, facilityId, names);
}

/** An example row with a fictional number (555-01xx is reserved for fiction). */
const EXAMPLE: Record<(typeof BULK_INVITE_COLUMNS)[number], string> = {
  first_name: 'Jane',
  last_name: 'Doe',
  country_code: '+1',
  mobile: '3125550100',
  monthly_rate: '5200.00',
  is_resident: 'yes',
  job_category: 'Nursing',
  job_title: 'RN',
  date_of_joining: '2026-01-15',
  pay_type: 'HOURLY',
  payment_category: 'W2',
  discipline: 'Nursing',
  department: 'Skilled Nursing',
  paychex_emp_id: '',
  paychex_org_id: '',
  paychex_org_id_15: '',
};

/** The 16 columns and one example row, every cell formula-escaped. */
async function templateBytes(format: 'csv' | 'xlsx'): Promise<Buffer> {
  const example = BULK_INVITE_COLUMNS.map((c) => EXAMPLE[c]);
  if (format === 'csv') return Buffer.from(`${csvLine(BULK_INVITE_COLUMNS)}\r\n${csvLine(example)}\r\n`, 'utf8');
  // Loaded on first use: exceljs is large and most starts never touch a spreadsheet.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Invite Nurses');
  sheet.addRow(BULK_INVITE_COLUMNS.map(escapeSpreadsheetCell));
  sheet.addRow(example.map(escapeSpreadsheetCell));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const templateContentType = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** GET bulk-invite/template: the same for every facility, so it needs nothing from the request but its format. */
export const inviteTemplate = async ({ format }: { format: 'csv' | 'xlsx' }): Promise<FileAnswer> => ({
  data: await templateBytes(format),
  contentType: templateContentType[format],
  filename: `invite-nurses-template.${format}`,
  disposition: 'attachment',
});
