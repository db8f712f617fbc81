import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { employees } from '../../src/db/schema';
import type { TestApp } from '../helpers/test-app';

/** A small real PNG. */
export const pngBytes = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

/** A one-page PDF with a filled square, written by hand (the smallest a reader accepts). */
export const pdfBytes = () => {
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 300]/Contents 4 0 R>>',
  ];
  const stream = '0 0 1 rg 20 20 100 100 re f';
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj${o}endobj\n`;
  });
  offsets.push(body.length);
  body += `4 0 obj<</Length ${stream.length}>>stream\n${stream}\nendstream endobj\n`;
  const xref = body.length;
  body += `xref\n0 5\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer<</Size 5/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

/** The first bytes of a Windows executable ("MZ"), as if renamed to .pdf. */
export const exeBytes = () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512, 0x41)]);

/** An OLE2 compound file header, as a Word 97-2003 .doc starts. */
export const docBytes = () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024, 0)]);

/** An employee of the facility whose nurse works nowhere else, with at least one credential. */
export async function soloEmployee(t: TestApp, facilityId: string) {
  const [row] = await t.deps.db
    .select({ id: employees.id, nurseId: employees.nurseId })
    .from(employees)
    .where(
      and(
        eq(employees.facilityId, facilityId),
        sql`not exists (select 1 from employees o where o.nurse_id = ${employees.nurseId} and o.facility_id <> ${facilityId})`,
        sql`exists (select 1 from credentials c where c.nurse_id = ${employees.nurseId})`,
      ),
    )
    .orderBy(employees.empId)
    .limit(1);
  return row!;
}
