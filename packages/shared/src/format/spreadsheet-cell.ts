/**
 * Formula injection (OWASP "CSV Injection"): a cell that starts with =, +, - or @ (or a tab or
 * carriage return, which some spreadsheet programs skip before reading a formula) is run as a
 * formula when the file is opened. Every CSV or XLSX the product writes passes its cells
 * through here; the leading apostrophe makes a spreadsheet show the text as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const escapeSpreadsheetCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

/** Reading back a file the product wrote: the apostrophe added above is not part of the value. */
export const unescapeSpreadsheetCell = (value: string): string =>
  value.length > 1 && value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;

/** One CSV line (RFC 4180 quoting) of escaped cells. */
export const csvLine = (cells: readonly string[]): string =>
  cells
    .map(escapeSpreadsheetCell)
    .map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c))
    .join(',');
