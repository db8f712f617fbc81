import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { facilityLegal } from '../../src/db/schema';
import { resolveSecretBox } from '../../src/platform/crypto/data-key';
import { resealAll, sealContext } from '../../src/platform/crypto/sealed-columns';
import { createSecretBox, generateDataKey, parseDataKey } from '../../src/platform/crypto/secret-box';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('sealing sensitive values', () => {
  const box = createSecretBox(randomBytes(32));

  it('opens what it sealed, and the sealed text holds no trace of the value', () => {
    const sealed = box.seal('123-45-6789', 'ssn:f1');
    expect(sealed).not.toContain('6789');
    expect(sealed.startsWith(`v1.${box.currentKeyId}.`)).toBe(true);
    expect(box.open(sealed, 'ssn:f1')).toBe('123-45-6789');
    // A fresh nonce each time: equal values do not look equal at rest.
    expect(box.seal('123-45-6789', 'ssn:f1')).not.toBe(sealed);
  });

  it('refuses a value moved to another row or column, or altered', () => {
    const sealed = box.seal('123-45-6789', 'ssn:f1');
    expect(() => box.open(sealed, 'ssn:f2')).toThrow();
    expect(() => box.open(sealed, 'tin:f1')).toThrow();
    const parts = sealed.split('.');
    const ct = Buffer.from(parts[4]!, 'base64url');
    ct[0] = ct[0]! ^ 1;
    parts[4] = ct.toString('base64url');
    expect(() => box.open(parts.join('.'), 'ssn:f1')).toThrow();
    expect(() => box.open('123-45-6789', 'ssn:f1')).toThrow('not a sealed value');
  });

  it('opens values of a retired key after a rotation, and seals only with the current one', () => {
    const oldKey = randomBytes(32);
    const old = createSecretBox(oldKey);
    const sealed = old.seal('987-65-4321', 'tin:f1');
    const rotated = createSecretBox(randomBytes(32), [oldKey]);
    expect(rotated.open(sealed, 'tin:f1')).toBe('987-65-4321');
    expect(rotated.isCurrent(sealed)).toBe(false);
    expect(rotated.isCurrent(rotated.seal('x', 'tin:f1'))).toBe(true);
    // Dropping the retired key too early: the error names the key, never the value.
    expect(() => createSecretBox(randomBytes(32)).open(sealed, 'tin:f1')).toThrow(/key [0-9a-f]{8}/);
  });

  it('takes a 32-byte base64 key and refuses anything else', () => {
    expect(parseDataKey(generateDataKey(), 'DATA_KEY')).toHaveLength(32);
    expect(() => parseDataKey('short', 'DATA_KEY')).toThrow('DATA_KEY must be 32 random bytes');
  });

  it('needs DATA_KEY in production, where a generated key would differ per instance', () => {
    const vapid = { VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}`, VAPID_PRIVATE_KEY: 'a'.repeat(43) };
    expect(() => loadConfig({ NODE_ENV: 'production', ...vapid })).toThrow(/DATA_KEY is required/);
    const key = generateDataKey();
    expect(loadConfig({ NODE_ENV: 'production', ...vapid, DATA_KEY: key, DATA_KEYS_RETIRED: ` ${key} ,` })).toMatchObject({
      dataKey: key,
      retiredDataKeys: [key],
    });
  });

  it('generates the embedded default key once into the data directory, readable only by its owner', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careroster-key-'));
    const first = await resolveSecretBox({ dataDir, dataKey: undefined, retiredDataKeys: [] });
    const again = await resolveSecretBox({ dataDir, dataKey: undefined, retiredDataKeys: [] });
    expect(again.open(first.seal('v', 'c'), 'c')).toBe('v');
    expect((await fs.stat(path.join(dataDir, 'data-key.json'))).mode & 0o777).toBe(0o600);
    await fs.rm(dataDir, { recursive: true, force: true });
  });
});

describe('re-sealing after a rotation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('moves every value to the current key and leaves them readable', async () => {
    const oldKey = randomBytes(32);
    const old = createSecretBox(oldKey);
    const facilityId = await t.sunriseId();
    const sealed = {
      tinSealed: old.seal('12-3456789', sealContext.tin(facilityId)),
      ssnSealed: old.seal('123-45-6789', sealContext.ssn(facilityId)),
    };
    await t.deps.db
      .insert(facilityLegal)
      .values({ facilityId, ...sealed, tinLast4: '6789', ssnLast4: '6789' })
      .onConflictDoUpdate({ target: facilityLegal.facilityId, set: sealed });
    const rotated = createSecretBox(randomBytes(32), [oldKey, parseDataKey(t.config.dataKey!, 'DATA_KEY')]);
    expect(await resealAll(t.deps.db, rotated)).toBeGreaterThanOrEqual(2);
    const [row] = await t.deps.db.select().from(facilityLegal).where(eq(facilityLegal.facilityId, facilityId));
    expect(rotated.isCurrent(row!.tinSealed!)).toBe(true);
    expect(rotated.open(row!.tinSealed!, sealContext.tin(facilityId))).toBe('12-3456789');
    expect(rotated.open(row!.ssnSealed!, sealContext.ssn(facilityId))).toBe('123-45-6789');
    // Nothing is left under an old key: a second run moves nothing.
    expect(await resealAll(t.deps.db, rotated)).toBe(0);
  });
});
