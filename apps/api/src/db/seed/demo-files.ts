import type { FileStore } from '../../platform/files';
import type { Db } from '../client';
import { credentialDocuments, facilityDocuments } from '../schema';
import { toThumbnail } from '../../modules/employees';

const sampleSvg = (label: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="420">
      <rect x="16" y="16" width="608" height="388" rx="18" fill="#ffffff" stroke="#087f5b" stroke-width="6"/>
      <text x="320" y="190" font-family="sans-serif" font-size="34" text-anchor="middle" fill="#054a35">${label}</text>
      <text x="320" y="240" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#495057">CareRoster demo document</text>
    </svg>`,
  );

/** A one-page PDF with a line of text, written out by hand: no PDF library needed for a sample. */
function samplePdf(text: string): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A demo legal document's bytes, the same at seeding (for its size) and when written to the store. */
export const demoLegalPdf = (filename: string) => samplePdf(`CareRoster demo document: ${filename}`);

/**
 * The seeded credential and legal documents as real files in the file store (DATA_DIR/uploads or stored_files), so the demo shows documents
 * and thumbnails instead of broken links. The rows stay the seed's; the files are samples.
 */
export async function writeDemoDocuments(db: Db, store: FileStore) {
  const { default: sharp } = await import('sharp');
  const card = sharp(sampleSvg('Sample credential'));
  const files = {
    'image/jpeg': await card.clone().jpeg({ quality: 80 }).toBuffer(),
    'image/png': await card.clone().png().toBuffer(),
    'application/pdf': samplePdf('Sample credential document'),
  } as Record<string, Buffer>;
  const thumbnail = await toThumbnail(files['image/jpeg']!);
  const rows = await db
    .select({
      filePath: credentialDocuments.filePath,
      thumbnailPath: credentialDocuments.thumbnailPath,
      contentType: credentialDocuments.contentType,
    })
    .from(credentialDocuments);
  for (const row of rows) {
    const data = files[row.contentType];
    if (data) await store.put(row.filePath, data, row.contentType);
    if (row.thumbnailPath) await store.put(row.thumbnailPath, thumbnail, 'image/jpeg');
  }
  // The facilities' legal documents (issue 13): the same PDFs the seed measured.
  const legal = await db.select({ fileKey: facilityDocuments.fileKey, filename: facilityDocuments.filename }).from(facilityDocuments);
  for (const doc of legal) await store.put(doc.fileKey, demoLegalPdf(doc.filename), 'application/pdf');
  return rows.length + legal.length;
}
