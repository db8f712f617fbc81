import { deflateRawSync } from 'node:zlib';
import { BULK_INVITE_COLUMNS } from '@careroster/shared/constants';
import ExcelJS from 'exceljs';

export type Row = Partial<Record<(typeof BULK_INVITE_COLUMNS)[number], string>>;

let next = 0;
/** A valid row with a fresh fictional mobile (area 312 is not used by the demo). */
export const goodRow = (over: Row = {}): Row => {
  next += 1;
  return {
    first_name: 'Ada',
    last_name: `Tester${next}`,
    country_code: '+1',
    mobile: `312555${String(2000 + next).padStart(4, '0')}`,
    monthly_rate: '5200.50',
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
};

const quote = (c: string) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);

export const csvFile = (rows: Row[], columns: readonly string[] = BULK_INVITE_COLUMNS) =>
  Buffer.from([columns.join(','), ...rows.map((r) => columns.map((c) => quote(r[c as keyof Row] ?? '')).join(','))].join('\r\n') + '\r\n');

export async function xlsxFile(rows: Row[], columns: readonly string[] = BULK_INVITE_COLUMNS) {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Sheet1');
  sheet.addRow([...columns]);
  for (const r of rows) sheet.addRow(columns.map((c) => r[c as keyof Row] ?? ''));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A zip with the given entries; `declared` lets an entry lie about its unpacked size. */
export function zipFile(entries: { name: string; data: Buffer; declared?: number }[]) {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const compressed = deflateRawSync(e.data);
    const name = Buffer.from(e.name);
    const size = e.declared ?? e.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}
