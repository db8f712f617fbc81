import type { TestApp } from '../helpers/test-app';

let n = 0;
/** A fresh Idempotency-Key per money call, unless a test means to reuse one. */
export const newKey = () => `pay-test-${process.pid}-${++n}`;

export const rowsOf = async <T>(t: TestApp, query: Parameters<TestApp['sql']>[0]) => ((await t.sql(query)) as { rows: T[] }).rows;
