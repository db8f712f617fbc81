import type { PbjQuery } from '@careroster/shared/api/pbj/pbj-quarter';
import { AppError } from '@careroster/shared/errors';
import { csvLine } from '@careroster/shared/format/spreadsheet-cell';
import { fixed } from '@careroster/shared/format/number';
import { pbjCodeLabel, pbjPayTypeLabel } from '@careroster/shared/pbj/codes';
import { entryHours } from '@careroster/shared/pbj/edits';
import type { DbOrTx } from '../../db/client';
import type { Ctx } from '../../platform/context';
import type { FileAnswer } from '../../platform/file-route';
import { buildPbj, type PbjBuild } from './report';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const el = (name: string, value: string | number) => `<${name}>${escapeXml(String(value))}</${name}>`;

/** The schema's date range for hire and termination dates; a date outside it is left out. */
const schemaDate = (date: string | null) => (date && date >= '1895-01-01' && date <= '2050-12-31' ? date : null);

/** The file CMS takes (spec 4.10.0, `schema/nhpbj_4_10_0.xsd`): processType merge adds to what was sent before. */
export function pbjXml(build: PbjBuild): string {
  const { answer, entries, employees } = build;
  const pbjIdOf = new Map(employees.map((e) => [e.id, e.pbjId]));
  const lines: string[] = ['<?xml version="1.0" encoding="UTF-8"?>', '<nursingHomeData>', '  <header fileSpecVersion="4.10.0">'];
  lines.push(
    `    ${el('facilityId', answer.header.cms_facility_id ?? '')}`,
    `    ${el('stateCode', answer.header.state)}`,
    `    ${el('reportQuarter', answer.quarter.quarter)}`,
    `    ${el('federalFiscalYear', answer.quarter.fiscal_year)}`,
    `    ${el('softwareVendorName', answer.header.software_name)}`,
    `    ${el('softwareProductName', answer.header.software_name)}`,
    `    ${el('softwareProductVersion', answer.header.software_version)}`,
    '  </header>',
    '  <employees>',
  );
  for (const e of employees) {
    const hire = schemaDate(e.hireDate);
    const termination = schemaDate(e.terminationDate);
    lines.push(
      `    <employee>${el('employeeId', e.pbjId)}${hire ? el('hireDate', hire) : ''}${termination ? el('terminationDate', termination) : ''}</employee>`,
    );
  }
  lines.push('  </employees>', '  <staffingHours processType="merge">');
  let i = 0;
  while (i < entries.length) {
    const employeeId = entries[i]!.employeeId;
    lines.push('    <staffHours>', `      ${el('employeeId', pbjIdOf.get(employeeId)!)}`, '      <workDays>');
    while (i < entries.length && entries[i]!.employeeId === employeeId) {
      const date = entries[i]!.date;
      lines.push(`        <workDay>${el('date', date)}<hourEntries>`);
      for (; i < entries.length && entries[i]!.employeeId === employeeId && entries[i]!.date === date; i += 1) {
        const e = entries[i]!;
        lines.push(
          `          <hourEntry>${el('hours', fixed(entryHours(e.minutes), 2))}${el('jobTitleCode', e.code)}${el('payTypeCode', e.payType)}</hourEntry>`,
        );
      }
      lines.push('        </hourEntries></workDay>');
    }
    lines.push('      </workDays>', '    </staffHours>');
  }
  lines.push('  </staffingHours>', '</nursingHomeData>', '');
  return lines.join('\n');
}

const fileName = (build: PbjBuild, ext: string) =>
  `pbj-${build.answer.header.cms_facility_id ?? 'facility'}-FY${build.quarter.fiscalYear}-Q${build.quarter.quarter}.${ext}`;

/** The XML download; refused while the report has errors (the first one says what to fix). */
export async function downloadPbjXml(ctx: Ctx, query: PbjQuery, tx?: DbOrTx): Promise<FileAnswer> {
  const build = await buildPbj(ctx, query, tx);
  const { errors } = build.answer.report;
  if (errors.length > 0)
    throw new AppError(
      'VALIDATION_FAILED',
      errors.map((e) => e.message),
    );
  return {
    data: Buffer.from(pbjXml(build), 'utf8'),
    contentType: 'application/xml; charset=utf-8',
    filename: fileName(build, 'xml'),
    disposition: 'attachment',
  };
}

const CSV_HEADER = ['Employee ID', 'Employee', 'Worker type', 'Date', 'Job title code', 'Job title', 'Pay type code', 'Pay type', 'Hours'];

/** The same entries as the XML, one a line, for a look in a spreadsheet before sending; errors or not. */
export async function downloadPbjCsv(ctx: Ctx, query: PbjQuery, tx?: DbOrTx): Promise<FileAnswer> {
  const build = await buildPbj(ctx, query, tx);
  const who = new Map(build.employees.map((e) => [e.id, e]));
  const lines = [
    csvLine(CSV_HEADER),
    ...build.entries.map((e) => {
      const person = who.get(e.employeeId)!;
      return csvLine([
        person.pbjId,
        person.name,
        person.workerType,
        e.date,
        String(e.code),
        pbjCodeLabel(e.code),
        String(e.payType),
        pbjPayTypeLabel(e.payType),
        fixed(entryHours(e.minutes), 2),
      ]);
    }),
  ];
  return {
    data: Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8'),
    contentType: 'text/csv; charset=utf-8',
    filename: fileName(build, 'csv'),
    disposition: 'attachment',
  };
}
