import { Readable } from 'node:stream';
import { AppError } from '@careroster/shared/errors';
import { messages, productMessages } from '@careroster/shared/messages';
import { unescapeSpreadsheetCell } from '@careroster/shared/format/spreadsheet-cell';
import { fileExtension } from '@careroster/shared/validation/file';
import { parse } from 'csv-parse';
import type ExcelJS from 'exceljs';
import { looksLikeZip } from './sniff';
import { checkXlsxZip } from './xlsx-guard';

/** One line of the sheet as text cells; `row` is the number a spreadsheet shows (header = 1). */
export type SheetRow = { row: number; cells: string[] };

const unreadable = () => new AppError('VALIDATION_FAILED', productMessages.bulkFileUnreadable);
const wrongType = () => new AppError('VALIDATION_FAILED', messages.onlyCsvXlsx);

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** An exceljs cell value as the text a user typed or sees. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoDate(value);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText(value.result);
    if ('text' in value) return String(value.text);
    // An error cell (#N/A) has no value a person meant.
    return '';
  }
  return String(value);
}

async function* csvRows(buf: Buffer): AsyncGenerator<SheetRow> {
  // Binary content under a .csv name (an xlsx renamed, an executable) is not a csv.
  if (looksLikeZip(buf) || buf.subarray(0, 8192).includes(0)) throw wrongType();
  const parser = Readable.from([buf]).pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true, max_record_size: 65_536, info: true }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      yield { row: info.lines, cells: record.map((c) => unescapeSpreadsheetCell(c.trim())) };
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw unreadable();
  }
}

async function* xlsxRows(buf: Buffer): AsyncGenerator<SheetRow> {
  if (!looksLikeZip(buf)) throw wrongType();
  checkXlsxZip(buf);
  // Loaded on first use: exceljs is large and most starts never read a spreadsheet.
  const { default: Excel } = await import('exceljs');
  const reader = new Excel.stream.xlsx.WorkbookReader(Readable.from([buf]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  try {
    // Only the first sheet is the list; the rest of the workbook is not read.
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = (row.values as ExcelJS.CellValue[]).slice(1);
        const cells = values.map((v) => unescapeSpreadsheetCell(cellText(v).trim()));
        if (cells.some((c) => c !== '')) yield { row: row.number, cells };
      }
      break;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw unreadable();
  }
}

/**
 * The rows of an uploaded csv or xlsx, streamed: the caller sees one row at a time. More than
 * `maxRows` data rows is refused as soon as the limit is passed. Bulk invite and the punch import
 * read their files here.
 */
export async function* sheetRows(filename: string, buf: Buffer, maxRows: number): AsyncGenerator<SheetRow> {
  const ext = fileExtension(filename);
  const rows = ext === 'csv' ? csvRows(buf) : ext === 'xlsx' ? xlsxRows(buf) : null;
  if (!rows) throw wrongType();
  let n = 0;
  for await (const row of rows) {
    n += 1;
    if (n > maxRows + 1) throw new AppError('VALIDATION_FAILED', productMessages.bulkFileTooManyRows(maxRows));
    yield row;
  }
}
