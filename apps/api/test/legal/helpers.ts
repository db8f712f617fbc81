import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../helpers/test-app';
import { zipFile } from '../employees/bulk-files';

export type FormValue = string | { filename: string; data: Buffer };

/** A browser's FormData of several fields and files, for a multipart contract's body. */
export function formData(fields: Record<string, FormValue | FormValue[]>) {
  const form = new FormData();
  for (const [name, values] of Object.entries(fields)) {
    for (const value of [values].flat()) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, new Blob([value.data]), value.filename);
    }
  }
  return form;
}

/** A minimal .docx: a zip whose directory names `word/document.xml`. */
export const docxBytes = () =>
  zipFile([
    { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types/>') },
    { name: 'word/document.xml', data: Buffer.from('<?xml version="1.0"?><w:document/>') },
  ]);

/** The keys of legal documents in the test app's file store (DATA_DIR on PGlite, the database on PostgreSQL). */
export async function storedLegalKeys(t: TestApp): Promise<string[]> {
  if (t.databaseUrl) {
    const res = await t.sql(sql`select key from stored_files where key like 'legal/%' order by key`);
    return (res as { rows: { key: string }[] }).rows.map((r) => r.key);
  }
  const root = path.join(t.dataDir, 'uploads', 'legal');
  const entries = await fs.readdir(root, { recursive: true }).catch(() => [] as string[]);
  return entries
    .filter((e) => path.extname(e) !== '')
    .map((e) => `legal/${e}`)
    .sort();
}

export const errorMessages = (res: { json: () => unknown }) => (res.json() as { error: { message: string[] } }).error.message;
