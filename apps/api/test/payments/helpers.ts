import { expect } from 'vitest';
import { api, type TestApp } from '../helpers/test-app';

type Res = { statusCode: number; body: string; headers: Record<string, unknown>; json: () => unknown };

let n = 0;
/** A fresh Idempotency-Key per money call, unless a test means to reuse one. */
export const newKey = () => `pay-test-${process.pid}-${++n}`;

export function caller(t: TestApp) {
  return {
    get: (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: api(url), headers }),
    post: (url: string, headers: Record<string, string>, payload?: unknown, key: string | null = newKey()) =>
      t.app.inject({
        method: 'POST',
        url: api(url),
        headers: { ...headers, ...(key === null ? {} : { 'idempotency-key': key }) },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

export const dataOf = <T>(res: Res): T => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: T }).data;
};

export const refused = (res: Res, status: number): string[] => {
  expect(res.statusCode, res.body).toBe(status);
  return (res.json() as { error: { message: string[] } }).error.message;
};

export const rowsOf = async <T>(t: TestApp, query: Parameters<TestApp['sql']>[0]) => ((await t.sql(query)) as { rows: T[] }).rows;
