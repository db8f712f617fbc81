import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore, type FileStore } from '../../src/platform/files';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  t = await createTestApp();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careroster-files-'));
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

// Both stores behind the one interface, on whichever engine the suite runs.
describe.each(['dir', 'postgres'] as const)('the %s file store', (kind) => {
  const store = (): FileStore => createFileStore({ fileStore: kind, dataDir }, t.deps.db);
  const key = `credentials/${kind}/a1b2-c3.pdf`;

  it('puts, gets, replaces and deletes bytes under a key', async () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x10]);
    expect(await store().get(key)).toBeNull();
    expect(await store().exists(key)).toBe(false);
    await store().put(key, bytes, 'application/pdf');
    expect(await store().exists(key)).toBe(true);
    expect((await store().get(key))!.equals(bytes)).toBe(true);
    await store().put(key, Buffer.from('again'), 'application/pdf');
    expect((await store().get(key))!.toString()).toBe('again');
    await store().delete(key);
    await store().delete(null);
    expect(await store().get(key)).toBeNull();
  });

  it('refuses keys that could reach outside the store', async () => {
    for (const bad of ['../secret', '/etc/passwd', 'a//b', 'a/../b', '', 'a/.hidden']) {
      await expect(store().put(bad, Buffer.from('x'), 'text/plain')).rejects.toThrow('invalid file store key');
    }
  });

  it('keeps the bytes where the kind says', async () => {
    const where = `credentials/${kind}/where.jpg`;
    await store().put(where, Buffer.from('jpeg'), 'image/jpeg');
    const rows = (await t.sql(sql`select content_type, size from stored_files where key = ${where}`)) as { rows: unknown[] };
    const onDisk = await fs.stat(path.join(dataDir, 'uploads', where)).then(
      () => true,
      () => false,
    );
    expect({ rows: rows.rows, onDisk }).toEqual(
      kind === 'postgres' ? { rows: [{ content_type: 'image/jpeg', size: 4 }], onDisk: false } : { rows: [], onDisk: true },
    );
  });
});
