import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database, Db } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import type { StatementTime } from './results';

type Client = { query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

/** What a statement is, in a few words: the table it reads (employees for the engine's first pass, whose subqueries read others). */
const labelOf = (text: string) => {
  const from = text.includes('from "employees"') ? 'employees' : (/from "(\w+)"/.exec(text)?.[1] ?? 'statement');
  return `select … from ${from}`;
};

/**
 * Runs `work` once over a second drizzle on the same client that records the statements sent
 * (as explain-employees.ts does), then EXPLAIN ANALYZEs each: its execution time and top node.
 */
export async function explainStatements(database: Database, work: (db: Db) => Promise<unknown>): Promise<StatementTime[]> {
  const client = (database.db as unknown as { $client: Client }).$client;
  const captured: { text: string; params: unknown[] }[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => captured.push({ text, params }) };
  const logged = (database.kind === 'pglite'
    ? drizzlePglite(client as unknown as PGlite, { schema, logger })
    : drizzlePg(client as unknown as pg.Pool, { schema, logger })) as unknown as Db;
  await work(logged);
  const out: StatementTime[] = [];
  for (const q of captured) {
    const plan = (await client.query(`explain (analyze) ${q.text}`, q.params)).rows.map((r) => String(Object.values(r)[0]));
    const execution = plan.find((line) => line.startsWith('Execution Time'));
    out.push({
      statement: labelOf(q.text),
      executionMs: Number(Number(/([\d.]+) ms/.exec(execution ?? '')?.[1] ?? 0).toFixed(1)),
      topNode: plan[0]!.trim().slice(0, 120),
    });
  }
  return out;
}
