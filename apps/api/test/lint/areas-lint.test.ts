import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema';
import { tableOwners } from '../../src/db/schema/owners';

// The area walls of eslint.config.js (decision 043) and its business-clock rule (decision 047), run
// on a small tree of areas under fixtures/ (ignored by the main lint): the same generators, so a
// rule that stops failing here stops failing in `npm run lint`.
const repo = path.resolve(import.meta.dirname, '../../../..');
const fixtures = path.join(import.meta.dirname, 'fixtures');

type AreaBoundaries = (options: {
  files: string[];
  areasDir: string;
  layerZones?: { target: string; from: string; message?: string }[];
  tables?: { schemaDir: string; root: string; allow?: { file: string; tables: string[]; why: string }[] };
}) => Linter.Config;
type TableExportOwners = (schemaDir: string) => Map<string, string>;

let messagesOf: (file: string) => Promise<Linter.LintMessage[]>;
let tableExportOwners: TableExportOwners;

beforeAll(async () => {
  const areasModule = pathToFileURL(path.join(repo, 'eslint/areas.js')).href;
  const loaded = (await import(areasModule)) as { areaBoundaries: AreaBoundaries; tableExportOwners: TableExportOwners };
  const { areaBoundaries } = loaded;
  tableExportOwners = loaded.tableExportOwners;
  const eslint = new ESLint({
    cwd: fixtures,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
      areaBoundaries({
        files: ['**/*.ts'],
        areasDir: path.join(fixtures, 'modules'),
        layerZones: [{ target: path.join(fixtures, 'platform'), from: path.join(fixtures, 'modules') }],
        tables: {
          schemaDir: path.join(fixtures, 'db/schema'),
          root: fixtures,
          allow: [
            { file: 'modules/beta/allowed.ts', tables: ['alphaThings'], why: 'a read left for later' },
            { file: 'modules/beta/stale.ts', tables: ['alphaThings'], why: 'a read already moved' },
            { file: 'modules/beta/allowed-sql.ts', tables: ['alphaThings'], why: 'a raw read left for later' },
          ],
        },
      }),
    ],
  });
  messagesOf = async (file) => {
    const [result] = await eslint.lintFiles([path.join(fixtures, file)]);
    return result?.messages ?? [];
  };
});

const rulesOf = (messages: Linter.LintMessage[]) => messages.map((m) => m.ruleId);

describe('area walls (decision 043)', () => {
  it("allows an import through another area's index.ts", async () => {
    expect(await messagesOf('modules/beta/door.ts')).toEqual([]);
  });

  it("fails an import past another area's index.ts", async () => {
    const messages = await messagesOf('modules/beta/deep.ts');
    expect(rulesOf(messages)).toEqual(['import-x/no-restricted-paths']);
    expect(messages[0]?.message).toContain("'alpha'");
  });

  it('fails an import cycle', async () => {
    expect(rulesOf(await messagesOf('modules/gamma/one.ts'))).toEqual(['import-x/no-cycle']);
  });

  it('fails the platform importing an area, even through its door', async () => {
    expect(rulesOf(await messagesOf('platform/leak.ts'))).toEqual(['import-x/no-restricted-paths']);
  });
});

describe('each table read by its owner only (issue 24)', () => {
  it("fails an import of another area's table from the schema", async () => {
    const messages = await messagesOf('modules/beta/foreign-table.ts');
    expect(rulesOf(messages)).toEqual(['areas/foreign-table']);
    expect(messages[0]?.message).toContain("'alpha'");
  });

  it("allows the area's own tables, the platform's, and another's as a type only", async () => {
    expect(await messagesOf('modules/beta/own-tables.ts')).toEqual([]);
    expect(await messagesOf('modules/alpha/things.ts')).toEqual([]);
  });

  it('allows a read the allowlist names for that file', async () => {
    expect(await messagesOf('modules/beta/allowed.ts')).toEqual([]);
  });

  it("fails another area's table named in a raw sql template, not in a comment or another template", async () => {
    const messages = await messagesOf('modules/beta/raw-sql.ts');
    expect(messages.map((m) => [m.ruleId, m.line])).toEqual([['areas/foreign-table', 8]]);
    expect(messages[0]?.message).toContain("'alpha_things' (schema 'alphaThings') is a table of the 'alpha' area");
  });

  it('allows a raw read the allowlist names, by the schema export name', async () => {
    expect(await messagesOf('modules/beta/allowed-sql.ts')).toEqual([]);
  });

  it('fails an allowlist entry that no longer matches a read', async () => {
    const messages = await messagesOf('modules/beta/stale.ts');
    expect(rulesOf(messages)).toEqual(['areas/foreign-table']);
    expect(messages[0]?.message).toContain('no longer imports');
  });

  it('derives the owner of every table the real schema exports', () => {
    const expected = Object.entries(schema)
      .filter(([, value]) => is(value, PgTable))
      .map(([name, table]) => [name, tableOwners[getTableName(table as PgTable) as keyof typeof tableOwners]]);
    const derived = tableExportOwners(path.join(repo, 'apps/api/src/db/schema'));
    expect([...derived].sort()).toEqual(expected.sort());
  });
});

describe('the business clock (decision 047)', () => {
  it('fails new Date() and Date.now() in an area, not a parse or a line disabled with its reason', async () => {
    const clockModule = pathToFileURL(path.join(repo, 'eslint/clock.js')).href;
    const { businessClock } = (await import(clockModule)) as { businessClock: (options: { files: string[] }) => Linter.Config };
    const eslint = new ESLint({
      cwd: fixtures,
      overrideConfigFile: true,
      overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, businessClock({ files: ['modules/**/*.ts'] })],
    });
    const [result] = await eslint.lintFiles([path.join(fixtures, 'modules/alpha/clock.ts')]);
    const messages = result?.messages ?? [];
    expect(messages.map((m) => [m.ruleId, m.line])).toEqual([
      ['no-restricted-syntax', 3],
      ['no-restricted-syntax', 4],
      ['no-restricted-syntax', 5],
    ]);
    expect(messages[0]?.message).toContain('ctx.deps.clock.now()');
  });
});
