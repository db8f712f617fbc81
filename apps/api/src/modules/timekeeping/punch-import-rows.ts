import type { PunchImportProblems, PunchImportProblemKey } from '@careroster/shared/api/timekeeping/import-punches';
import type { BulkProblem } from '@careroster/shared/api/employees/validate-csv';
import { AppError } from '@careroster/shared/errors';
import type { Zone } from '@careroster/shared/format/wall-clock';
import { productMessages } from '@careroster/shared/messages';
import { readPunchRow, type PunchPair } from '@careroster/shared/timekeeping/punch-import';
import { PUNCH_IMPORT_COLUMNS, PUNCH_IMPORT_OPTIONAL_COLUMNS, type PunchImportColumn } from '@careroster/shared/timekeeping/values';
import type { SheetRow } from '../../platform/files/sheet-rows';

/** A row that passed the checks of the file alone, with its row number. */
export type PunchRow = PunchPair & { row: number };

/** The problems of one file, by type, as the answer lists them. */
export function problemList() {
  const problems: PunchImportProblems = {};
  return {
    problems,
    add: (key: PunchImportProblemKey, p: BulkProblem) => void (problems[key] ??= []).push(p),
    any: () => Object.keys(problems).length > 0,
  };
}

/**
 * Reads the rows of a punch import as they stream by (the bulk invite's way): the header names
 * the columns, each data row is checked on its own (`readPunchRow`); only compact valid rows and
 * the problems are kept.
 */
export function punchFileReader(zone: Zone, now: Date) {
  const list = problemList();
  const valid: PunchRow[] = [];
  let columns: (PunchImportColumn | null)[] | null = null;
  let dataRows = 0;

  function header(row: SheetRow) {
    const names = row.cells.map((c) => c.toLowerCase());
    columns = names.map((n) => ((PUNCH_IMPORT_COLUMNS as readonly string[]).includes(n) ? (n as PunchImportColumn) : null));
    names.forEach((n, i) => {
      if (n !== '' && columns![i] === null)
        list.add('invalid_columns', {
          row: row.row,
          field: row.cells[i]!,
          value: row.cells[i]!,
          message: productMessages.bulkUnknownColumn,
        });
    });
    for (const c of PUNCH_IMPORT_COLUMNS) {
      if (!columns.includes(c) && !PUNCH_IMPORT_OPTIONAL_COLUMNS.includes(c))
        list.add('invalid_columns', { row: row.row, field: c, value: null, message: productMessages.bulkMissingColumn });
    }
  }

  function data(row: SheetRow) {
    dataRows += 1;
    const get = (c: PunchImportColumn) => {
      const i = columns!.indexOf(c);
      return i < 0 ? '' : (row.cells[i] ?? '');
    };
    const { pair, problems } = readPunchRow(get, zone, now);
    for (const { key, ...p } of problems) list.add(key, { row: row.row, ...p });
    if (pair) valid.push({ row: row.row, ...pair });
  }

  return {
    accept(row: SheetRow) {
      if (columns === null) header(row);
      // With the columns wrong, no cell can be read with confidence: only the header is reported.
      else if (!list.problems.invalid_columns) data(row);
    },
    finish() {
      if (columns === null || (dataRows === 0 && !list.problems.invalid_columns)) {
        throw new AppError('VALIDATION_FAILED', productMessages.punchImportNoRows);
      }
      return { list, rows: valid };
    },
  };
}
