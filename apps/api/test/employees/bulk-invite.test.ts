import type { AnswerOf } from '@careroster/shared/api/contract';
import { bulkInviteContract, bulkInviteTemplateContract } from '@careroster/shared/api/employees/bulk-invite';
import { validateCsvContract } from '@careroster/shared/api/employees/validate-csv';
import { BULK_INVITE_COLUMNS, UPLOAD_MAX_BYTES } from '@careroster/shared/constants';
import { messages, productMessages } from '@careroster/shared/messages';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { employees, nurses, outbox } from '../../src/db/schema';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { csvFile, goodRow, xlsxFile, zipFile } from './bulk-files';

const t = useTestApp();
const s = useDemoSessions(t);
let onRecordMobile: string;

beforeAll(async () => {
  const [n] = await t.deps.db
    .select({ mobile: nurses.mobile })
    .from(employees)
    .innerJoin(nurses, eq(nurses.id, employees.nurseId))
    .where(eq(employees.facilityId, s.sunrise))
    .limit(1);
  onRecordMobile = n!.mobile;
});

const fileForm = (filename: string, data: Buffer) => {
  const form = new FormData();
  form.set('file', new Blob([data], { type: 'application/octet-stream' }), filename);
  return form;
};
const validate = (filename: string, data: Buffer) => t.call(validateCsvContract, { body: fileForm(filename, data), headers: s.admin });
const invite = (filename: string, data: Buffer, headers = s.admin) =>
  t.call(bulkInviteContract, { body: fileForm(filename, data), headers });
const problemsOf = (res: { readonly data: AnswerOf<typeof validateCsvContract> }) => res.data;
const firstMessage = (res: { json: () => unknown }) => (res.json() as { error: { message: string[] } }).error.message[0];
const countEmployees = async () =>
  (
    await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(employees)
      .where(eq(employees.facilityId, s.sunrise))
  )[0]!.n;
const countNurses = async () => (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(nurses))[0]!.n;
const countOutbox = async () => (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0]!.n;

describe('validate-csv', () => {
  it('answers {} for a clean csv and a clean xlsx', async () => {
    const csv = await validate('nurses.csv', csvFile([goodRow(), goodRow()]));
    expect(csv.statusCode, csv.body).toBe(200);
    expect(problemsOf(csv)).toEqual({});
    const xlsx = await validate('nurses.xlsx', await xlsxFile([goodRow(), goodRow({ date_of_joining: '' })]));
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(problemsOf(xlsx)).toEqual({});
  });

  it('reports unknown and missing columns under invalid_filed_names', async () => {
    const columns = BULK_INVITE_COLUMNS.map((c) => (c === 'last_name' ? 'surname' : c));
    const res = await validate('nurses.csv', csvFile([goodRow()], columns));
    expect(problemsOf(res)).toEqual({
      invalid_filed_names: [
        { row: 1, field: 'surname', value: 'surname', message: productMessages.bulkUnknownColumn },
        { row: 1, field: 'last_name', value: null, message: productMessages.bulkMissingColumn },
      ],
    });
  });

  it.each(['csv', 'xlsx'] as const)('reports blank, invalid, duplicate and on-record rows in a %s', async (kind) => {
    const dup = goodRow();
    const rows = [
      goodRow({ first_name: '' }),
      goodRow({ mobile: '12345' }),
      goodRow({ monthly_rate: 'lots' }),
      goodRow({ job_title: 'Astronaut' }),
      goodRow({ is_resident: 'maybe' }),
      goodRow({ date_of_joining: '2026-02-30' }),
      dup,
      { ...dup, first_name: 'Twin' },
      goodRow(),
    ];
    const file = kind === 'csv' ? csvFile(rows) : await xlsxFile(rows);
    const problems = problemsOf(await validate(`nurses.${kind}`, file));
    expect(problems.blank_fields).toEqual([{ row: 2, field: 'first_name', value: null, message: productMessages.bulkBlankField }]);
    expect(problems.invalid_values?.map((p) => [p.row, p.field])).toEqual([
      [3, 'mobile'],
      [4, 'monthly_rate'],
      [5, 'job_title'],
      [6, 'is_resident'],
      [7, 'date_of_joining'],
    ]);
    expect(problems.invalid_values?.[2]?.message).toBe(productMessages.bulkUnknownJobTitle);
    expect(problems.duplicate_rows).toEqual([{ row: 9, field: 'mobile', value: dup.mobile, message: productMessages.bulkDuplicateRow(8) }]);
    // On-record is checked once the file itself is clean.
    const onRecord = problemsOf(
      await validate(
        `nurses.${kind}`,
        kind === 'csv' ? csvFile([goodRow({ mobile: onRecordMobile })]) : await xlsxFile([goodRow({ mobile: onRecordMobile })]),
      ),
    );
    expect(onRecord).toEqual({
      already_on_record: [{ row: 2, field: 'mobile', value: onRecordMobile, message: productMessages.bulkAlreadyOnRecord }],
    });
  });

  it("refuses other types: 'Only csv and xlsx type document allowed.'", async () => {
    const txt = await validate('nurses.txt', csvFile([goodRow()]));
    expect(txt.statusCode).toBe(422);
    expect(firstMessage(txt)).toBe(messages.onlyCsvXlsx);
    const binaryCsv = await validate('nurses.csv', Buffer.from([0x4d, 0x5a, 0x00, 0x00, 0x01]));
    expect(firstMessage(binaryCsv)).toBe(messages.onlyCsvXlsx);
    const notZip = await validate('nurses.xlsx', csvFile([goodRow()]));
    expect(firstMessage(notZip)).toBe(messages.onlyCsvXlsx);
  });

  it("refuses a file over 10485762 bytes: 'Max file size exceeded'", async () => {
    const res = await validate('nurses.csv', Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x61));
    expect(res.statusCode).toBe(413);
    expect(firstMessage(res)).toBe(messages.maxFileSizeExceeded);
  });

  it('refuses a file with a header and no rows', async () => {
    const res = await validate('nurses.csv', csvFile([]));
    expect(res.statusCode).toBe(422);
    expect(firstMessage(res)).toBe(productMessages.bulkFileNoRows);
  });

  it('answers a truncated xlsx with a clear 422', async () => {
    const whole = await xlsxFile([goodRow(), goodRow()]);
    for (const cut of [whole.length - 10, Math.floor(whole.length / 2), 100]) {
      const res = await validate('nurses.xlsx', whole.subarray(0, cut));
      expect(res.statusCode).toBe(422);
      expect(firstMessage(res)).toBe(productMessages.bulkFileUnreadable);
    }
  });

  it('answers zip bombs with a clear 422: a lying entry, too much declared, too many entries', async () => {
    const lying = zipFile([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(20 * 1024 * 1024), declared: 1024 }]);
    const honestHuge = zipFile([
      { name: 'a.xml', data: Buffer.alloc(10), declared: 60 * 1024 * 1024 },
      { name: 'b.xml', data: Buffer.alloc(10), declared: 60 * 1024 * 1024 },
    ]);
    const many = zipFile(Array.from({ length: 101 }, (_, i) => ({ name: `f${i}.xml`, data: Buffer.from('x') })));
    for (const file of [lying, honestHuge, many]) {
      const res = await validate('nurses.xlsx', file);
      expect(res.statusCode).toBe(422);
      expect(firstMessage(res)).toBe(productMessages.bulkFileUnreadable);
    }
  });

  it('answers a zip that is not a workbook with a clear 422', async () => {
    const res = await validate('nurses.xlsx', zipFile([{ name: 'hello.txt', data: Buffer.from('hello') }]));
    expect(res.statusCode).toBe(422);
  });

  it('reads a cell the template escaped against formula injection back as its value', async () => {
    const res = await validate('nurses.csv', csvFile([goodRow({ country_code: "'+1" })]));
    expect(problemsOf(res)).toEqual({});
  });
});

describe('bulk-invite', () => {
  it('invites every row in one go and queues one SMS invitation each', async () => {
    const before = { employees: await countEmployees(), outbox: await countOutbox() };
    const rows = [goodRow(), goodRow({ department: 'Skilled Nursing' }), goodRow({ is_resident: 'no' })];
    const res = await invite('nurses.xlsx', await xlsxFile(rows));
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ count: 3, message: messages.invitationsSent });
    expect(await countEmployees()).toBe(before.employees + 3);
    expect(await countOutbox()).toBe(before.outbox + 3);
    const invited = await t.deps.db
      .select({
        status: employees.status,
        monthly: employees.monthlyRateCents,
        resident: employees.isResident,
        invitedAt: employees.invitedAt,
      })
      .from(employees)
      .innerJoin(nurses, eq(nurses.id, employees.nurseId))
      .where(and(eq(employees.facilityId, s.sunrise), eq(nurses.mobile, rows[2]!.mobile!)));
    expect(invited[0]).toMatchObject({ status: 'INVITED', monthly: 520050, resident: false });
    expect(invited[0]!.invitedAt).not.toBeNull();
    const [sms] = await t.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, `+1${rows[0]!.mobile}`));
    expect(sms).toMatchObject({ channel: 'SMS' });

    // The same file again: every row is now on record, nothing more is created.
    const again = await invite('nurses.xlsx', await xlsxFile(rows));
    expect(again.statusCode).toBe(422);
    expect(firstMessage(again)).toBe(messages.fileValidationFailed);
    expect(await countEmployees()).toBe(before.employees + 3);
  });

  it("refuses a file with problems: 'File Validation Failed', nothing created", async () => {
    const before = await countEmployees();
    const res = await invite('nurses.csv', csvFile([goodRow(), goodRow({ mobile: 'x' })]));
    expect(res.statusCode).toBe(422);
    expect(firstMessage(res)).toBe(messages.fileValidationFailed);
    expect(await countEmployees()).toBe(before);
  });

  it('leaves no half-invited rows when a failure strikes mid-way', async () => {
    // A database-side failure on the 3rd invitation message, after nurses and employees were written.
    await t.sql(
      sql.raw(`
      create function fail_third_invite() returns trigger language plpgsql as $$
      begin
        if new.text like '%Mallory%' then raise exception 'outbox is down'; end if;
        return new;
      end $$`),
    );
    await t.sql(sql.raw('create trigger fail_third_invite before insert on outbox for each row execute function fail_third_invite()'));
    const before = { employees: await countEmployees(), nurses: await countNurses(), outbox: await countOutbox() };
    const res = await invite('nurses.csv', csvFile([goodRow(), goodRow(), goodRow({ first_name: 'Mallory' }), goodRow()]));
    expect(res.statusCode).toBe(500);
    expect(await countEmployees()).toBe(before.employees);
    expect(await countNurses()).toBe(before.nurses);
    expect(await countOutbox()).toBe(before.outbox);
    await t.sql(sql.raw('drop trigger fail_third_invite on outbox'));
  });

  it('is refused without staff:write on another facility (403)', async () => {
    const res = await invite('nurses.csv', csvFile([goodRow()]), { ...s.manager, 'facility-id': s.sunrise });
    expect(res.statusCode).toBe(403);
  });
});

describe('template', () => {
  it('offers the 16 columns as csv with formula-escaped cells, and it validates as it is', async () => {
    const res = await t.call(bulkInviteTemplateContract, { query: { format: 'csv' }, headers: s.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const [header, example] = res.body.trim().split('\r\n');
    expect(header!.split(',')).toEqual([...BULK_INVITE_COLUMNS]);
    expect(example!.split(',')[2]).toBe("'+1");
    expect(problemsOf(await validate('template.csv', res.rawPayload))).toEqual({});
  });

  it('offers an xlsx with the same columns and escaping', async () => {
    const res = await t.call(bulkInviteTemplateContract, { query: { format: 'xlsx' }, headers: s.admin });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...BULK_INVITE_COLUMNS]);
    expect(sheet.getRow(2).getCell(3).value).toBe("'+1");
    expect(problemsOf(await validate('template.xlsx', res.rawPayload))).toEqual({});
  });
});
