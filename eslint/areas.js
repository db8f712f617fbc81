// The walls between areas (issue 24, decision 043). Zones are generated from the folder listing,
// so a new area is walled in without editing the lint config; the API's modules and the web's
// features use the same generator.
import fs from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import ts from 'typescript';

/** An area's door: its index file. */
const indexDoor = ['./index.ts', './index.tsx'];

const entriesOf = (dir) => fs.readdirSync(dir, { withFileTypes: true }).filter((e) => !e.name.startsWith('.'));

/**
 * One import-x/no-restricted-paths zone per area folder of `areasDir`: nothing under `root`
 * (default: the folder holding `areasDir`) outside the area may import the area's files, except
 * its doors (index.ts; the web's areas also have area.ts, their declaration for the one list).
 */
export function areaZones(areasDir, root = path.dirname(areasDir), doors = indexDoor) {
  const outside = entriesOf(root)
    .map((e) => path.join(root, e.name))
    .filter((p) => path.resolve(p) !== path.resolve(areasDir));
  const areas = entriesOf(areasDir).filter((e) => e.isDirectory());
  return areas.map(({ name }) => ({
    target: [
      ...outside,
      ...entriesOf(areasDir)
        .filter((e) => e.name !== name)
        .map((e) => path.join(areasDir, e.name)),
    ],
    from: path.join(areasDir, name),
    except: doors,
    message: `Another area is reached through its index.ts only ('${name}', ARCHITECTURE.md).`,
  }));
}

/**
 * The lint block of a tree of areas: doors only (`areaZones`), layers that must not know the areas
 * (`layerZones`: plain import-x zones), and no import cycles at all. Given the drizzle schema's
 * folder (`tables: { schemaDir, root, allow }`), also each table read only by its owner
 * (`areas/foreign-table`).
 */
export function areaBoundaries({ files, areasDir, root, doors, layerZones = [], tables }) {
  return {
    files,
    plugins: { 'import-x': importX, areas: { rules: { 'foreign-table': foreignTableRule } } },
    settings: {
      // no-cycle follows imports only into files import-x can parse: TypeScript's among them.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // A lint run parses each file once: the default 30 s lifetime re-parsed them all in a long run.
      'import-x/cache': { lifetime: Infinity },
      // Relative paths and workspace packages only: no tsconfig `paths` to read.
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...areaZones(areasDir, root, doors), ...layerZones] }],
      ...(tables ? { 'areas/foreign-table': ['error', { areasDir, ...tables }] } : {}),
    },
  };
}

const sourceOf = (file) => ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);

/** `x as const satisfies T` and friends: the expression underneath. */
function unwrap(node) {
  let inner = node;
  while (inner && (ts.isAsExpression(inner) || ts.isSatisfiesExpression(inner) || ts.isParenthesizedExpression(inner))) {
    inner = inner.expression;
  }
  return inner;
}

/** Each exported `const x = <call>(...)` of a source file, with its initializer. */
function exportedConsts(source) {
  return source.statements.flatMap((statement) => {
    if (!ts.isVariableStatement(statement)) return [];
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) return [];
    return statement.declarationList.declarations
      .filter((d) => ts.isIdentifier(d.name) && d.initializer)
      .map((d) => ({ name: d.name.text, init: unwrap(d.initializer) }));
  });
}

/**
 * Every table the schema exports: its exported name (`timeClockLinks`), its SQL name
 * (`time_clock_links`) and its owner, read from the schema's `pgTable('<table>', ...)` calls and
 * `owners.ts`'s `tableOwners`, so the rule follows the schema without a copy of it. A table missing
 * from `tableOwners` is the areas test's to catch (apps/api/test/areas.test.ts).
 */
export function schemaTables(schemaDir, ownersFile = path.join(schemaDir, 'owners.ts')) {
  const owners = new Map();
  for (const { name, init } of exportedConsts(sourceOf(ownersFile))) {
    if (name !== 'tableOwners' || !ts.isObjectLiteralExpression(init)) continue;
    for (const p of init.properties) {
      if (!ts.isPropertyAssignment(p) || !ts.isStringLiteral(p.initializer)) continue;
      if (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) owners.set(p.name.text, p.initializer.text);
    }
  }
  const tables = [];
  for (const entry of entriesOf(schemaDir).filter((e) => e.isFile() && e.name.endsWith('.ts'))) {
    for (const { name, init } of exportedConsts(sourceOf(path.join(schemaDir, entry.name)))) {
      if (!init || !ts.isCallExpression(init) || !ts.isIdentifier(init.expression) || init.expression.text !== 'pgTable') continue;
      const [table] = init.arguments;
      if (table && ts.isStringLiteral(table) && owners.has(table.text)) {
        tables.push({ exportName: name, sqlName: table.text, owner: owners.get(table.text) });
      }
    }
  }
  return tables;
}

/** The owner of each table object the schema exports, by its exported name (`timeClockLinks` → 'timekeeping'). */
export const tableExportOwners = (schemaDir) => new Map(schemaTables(schemaDir).map((t) => [t.exportName, t.owner]));

/**
 * A table named after `from`, `join`, `into` or `update` in SQL text (`only` and a `public.` or
 * quoted name included): how a raw `sql` template reads or writes a table without importing it.
 */
const SQL_TABLE = /\b(?:from|join|into|update)\s+(?:only\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;

/** SQL text with its comments blanked out, offsets kept: a table named in a line or block comment reads nothing. */
const withoutSqlComments = (text) => text.replace(/--[^\n]*|\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));

const toPosix = (p) => p.split(path.sep).join('/');

/** Read once per lint run, like import-x's parse cache (`import-x/cache`): each table by its exported and its SQL name. */
const tablesBySchema = new Map();

function tablesOf(schemaDir) {
  if (!tablesBySchema.has(schemaDir)) {
    const tables = schemaTables(schemaDir);
    tablesBySchema.set(schemaDir, {
      byExport: new Map(tables.map((t) => [t.exportName, t])),
      bySql: new Map(tables.map((t) => [t.sqlName, t])),
    });
  }
  return tablesBySchema.get(schemaDir);
}

/**
 * `areas/foreign-table`: a file of modules/<area>/ may not read or write a table another area owns
 * (issue 24): it asks the owner's index.ts. Two ways are seen: importing the table object from the
 * schema, and naming the table in a raw `sql` template (`from`, `join`, `into` or `update` and its
 * SQL name; SQL comments, and the code's own, do not count). Type-only imports read nothing and
 * pass; the platform's tables are anyone's. `allow` lists the reads still left, `{ file, tables,
 * why }` with `file` relative to `root` and each table by its schema export name (`ledgerEntries`,
 * whichever way the file reads it: one name per table, as the imports spell it); an entry that no
 * longer matches a read is reported, so the list only shrinks.
 */
const foreignTableRule = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: {
          areasDir: { type: 'string' },
          schemaDir: { type: 'string' },
          root: { type: 'string' },
          allow: { type: 'array' },
        },
        required: ['areasDir', 'schemaDir', 'root'],
        additionalProperties: false,
      },
    ],
    messages: {
      foreign: "'{{name}}' is a table of the '{{owner}}' area: read or change it through that area's index.ts (db/schema/owners.ts).",
      foreignSql:
        "'{{sqlName}}' (schema '{{name}}') is a table of the '{{owner}}' area, named in raw SQL: read or change it through that area's index.ts (db/schema/owners.ts).",
      stale: "The allowlist names '{{table}}' for this file, which no longer imports it or names it in SQL: take the entry out.",
    },
  },
  create(context) {
    const { areasDir, schemaDir, root, allow = [] } = context.options[0];
    const file = context.filename;
    const inside = path.relative(areasDir, file);
    const [area, ...rest] = inside.split(path.sep);
    if (inside.startsWith('..') || path.isAbsolute(inside) || rest.length === 0) return {};
    const { byExport, bySql } = tablesOf(schemaDir);
    const relFile = toPosix(path.relative(root, file));
    const allowed = new Set(allow.filter((a) => a.file === relFile).flatMap((a) => a.tables));
    const used = new Set();
    /** True when the table is another area's and not allowlisted here (an allowlisted one is marked used). */
    const refused = (table) => {
      if (!table || table.owner === 'platform' || table.owner === area) return false;
      if (!allowed.has(table.exportName)) return true;
      used.add(table.exportName);
      return false;
    };
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type') return;
        const target = path.resolve(path.dirname(file), node.source.value);
        if (target !== schemaDir && !target.startsWith(schemaDir + path.sep)) return;
        for (const spec of node.specifiers) {
          if (spec.type !== 'ImportSpecifier' || spec.importKind === 'type') continue;
          const name = spec.imported.type === 'Identifier' ? spec.imported.name : spec.imported.value;
          const table = byExport.get(name);
          if (refused(table)) context.report({ node: spec, messageId: 'foreign', data: { name, owner: table.owner } });
        }
      },
      // sql`...` and sql<T>`...`: each literal part on its own (an interpolation is a value or a drizzle
      // object, seen above), reported where the table is named, once per template.
      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
        const reported = new Set();
        for (const quasi of node.quasi.quasis) {
          for (const match of withoutSqlComments(quasi.value.raw).matchAll(SQL_TABLE)) {
            const table = bySql.get(match[1].toLowerCase());
            if (!refused(table) || reported.has(table.sqlName)) continue;
            reported.add(table.sqlName);
            // The literal part starts after its opening backtick or `}`.
            const at = context.sourceCode.getLocFromIndex(quasi.range[0] + 1 + match.index);
            context.report({
              loc: { start: at, end: { line: at.line, column: at.column + match[0].length } },
              messageId: 'foreignSql',
              data: { sqlName: table.sqlName, name: table.exportName, owner: table.owner },
            });
          }
        }
      },
      'Program:exit'(node) {
        for (const table of allowed) {
          if (!used.has(table)) context.report({ node, messageId: 'stale', data: { table } });
        }
      },
    };
  },
};
