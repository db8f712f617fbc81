/**
 * A lost database connection is the server's passing trouble, not the request's fault: a 503 in
 * the envelope with Retry-After (issue 23, decision 036). Any other database error stays a 500.
 * The real losses are in database-outage.test.ts; here the errors as the drivers shape them.
 */
import { messages, productMessages } from '@careroster/shared/messages';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';

/** drizzle wraps the driver's error: the SQLSTATE is on the cause. */
const wrapped = (cause: Error) => new Error('Failed query: insert into notes values ($1) params: private text', { cause });
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

const failures: Record<string, () => Error> = {
  terminated: () => wrapped(withCode('terminating connection due to administrator command', '57P01')),
  'cannot-connect-now': () => wrapped(withCode('the database system is starting up', '57P03')),
  'connection-failure': () => wrapped(withCode('connection failure', '08006')),
  'socket-ended': () => wrapped(new Error('Connection terminated unexpectedly')),
  'not-queryable': () => new Error('Client has encountered a connection error and is not queryable'),
  refused: () => Object.assign(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]), { code: 'ECONNREFUSED' }),
  'unique-violation': () => wrapped(withCode('duplicate key value violates unique constraint', '23505')),
};

// The routes are this file's own, registered here: they have no contract, so their paths stay literal.
const t = useTestApp({
  extend: (app) => {
    for (const [name, failure] of Object.entries(failures)) {
      app.post(`/api/v1/test-lost/${name}`, { config: { access: { kind: 'public' } } }, () => {
        throw failure();
      });
    }
  },
});

describe('a request whose database connection was lost', () => {
  it.each(['terminated', 'cannot-connect-now', 'connection-failure', 'socket-ended', 'not-queryable', 'refused'])(
    'answers 503 with Retry-After for %s',
    async (name) => {
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/test-lost/${name}` });
      expect(res.statusCode).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json()).toEqual({
        success: false,
        statusCode: 503,
        data: null,
        error: { code: 'SERVICE_UNAVAILABLE', message: [productMessages.serviceUnavailable] },
      });
    },
  );

  it('keeps any other database error a 500 without a retry hint', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/test-lost/unique-violation' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.json<{ error: { message: string[] } }>().error.message).toEqual([messages.somethingWentWrong]);
  });

  it('logs the loss without what the query carried', () => {
    const logged = t.logs.join('');
    expect(logged).toContain('57P01');
    expect(logged).not.toContain('private text');
  });
});
