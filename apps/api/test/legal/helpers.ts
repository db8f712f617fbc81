import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { api, type TestApp } from '../helpers/test-app';
import { zipFile } from '../employees/bulk-files';

export type FormValue = string | { filename: string; data: Buffer };

/** A multipart body with several fields and files, serialized as a browser's FormData is. */
export async function formBody(fields: Record<string, FormValue | FormValue[]>) {
  const form = new FormData();
  for (const [name, values] of Object.entries(fields)) {
    for (const value of [values].flat()) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, new Blob([value.data]), value.filename);
    }
  }
  const request = new Request('http://form.invalid', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

export async function sendForm(t: TestApp, method: 'PATCH', url: string, headers: Record<string, string>, fields: Record<string, FormValue | FormValue[]>) {
  const body = await formBody(fields);
  return t.app.inject({ method, url: api(url), headers: { ...headers, ...body.headers }, payload: body.payload });
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
  return entries.filter((e) => path.extname(e) !== '').map((e) => `legal/${e}`).sort();
}

export const errorMessages = (res: { json: () => unknown }) => (res.json() as { error: { message: string[] } }).error.message;
