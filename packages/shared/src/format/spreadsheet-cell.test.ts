import { describe, expect, it } from 'vitest';
import { csvLine, escapeSpreadsheetCell, unescapeSpreadsheetCell } from './spreadsheet-cell';

describe('spreadsheet cells', () => {
  it.each(['=1+2', '+1', '-3', '@SUM(A1)', '\t=x', '\r=x'])('escapes %j', (v) => {
    expect(escapeSpreadsheetCell(v)).toBe(`'${v}`);
    expect(unescapeSpreadsheetCell(escapeSpreadsheetCell(v))).toBe(v);
  });
  it('leaves plain text alone', () => {
    expect(escapeSpreadsheetCell('Jane')).toBe('Jane');
    expect(unescapeSpreadsheetCell("'quoted")).toBe("'quoted");
  });
  it('quotes CSV cells that need it', () => {
    expect(csvLine(['a', 'b,c', 'say "hi"', '=HYPERLINK("x")'])).toBe('a,"b,c","say ""hi""","\'=HYPERLINK(""x"")"');
  });
});
