import { beforeAll, describe, expect, it } from 'vitest';
import { can, type Permission } from '@careroster/shared/roles';
import { demoUsers } from '../src/db/seed/demo';
import { useTestApp } from './helpers/test-app';
import { foreignIdsFor } from './helpers/foreign-ids';

/**
 * Walks every route of the OpenAPI document as the Maple Grove manager, pointed at Sunrise Care
 * Center: by its facility header (must be 403) and by Sunrise's object ids under the manager's
 * own facility (must be 404); and, in her own facility, every route her role may not call (403). Routes added by later areas are swept without touching this file.
 */
// The sweep calls the paths the OpenAPI document lists, so they stay literal (decision 046).
const t = useTestApp();
let routes: { method: string; path: string; access: string; permission: Permission | null }[];

beforeAll(async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  const registered = t.routes();
  routes = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const method of Object.keys(methods)) {
      const url = path.replace(/\{(\w+)\}/g, ':$1');
      const route = registered.find((r) => r.url === url && r.method === method.toUpperCase());
      routes.push({ method: method.toUpperCase(), path, access: route?.access ?? 'missing', permission: route?.permission ?? null });
    }
  }
});

describe('tenancy sweep', () => {
  it('finds the routes to sweep, each with its access known', () => {
    expect(routes.filter((r) => r.access === 'facility').length).toBeGreaterThan(0);
    expect(routes.filter((r) => r.access === 'missing')).toEqual([]);
  });

  it('refuses another facility by header on every facility route (403)', async () => {
    const { token } = await t.login(demoUsers.manager);
    const sunrise = await t.sunriseId();
    const ids = await foreignIdsFor(t, sunrise);
    const failures: string[] = [];
    for (const r of routes.filter((x) => x.access === 'facility')) {
      const url = r.path.replace(/\{(\w+)\}/g, (_, name: string) => ids(name));
      const res = await t.app.inject({
        method: r.method as 'GET',
        url,
        headers: { authorization: `Bearer ${token}`, 'facility-id': sunrise },
        ...(['POST', 'PUT', 'PATCH'].includes(r.method) ? { payload: {} } : {}),
      });
      if (res.statusCode !== 403) failures.push(`${r.method} ${r.path} -> ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  /** Each route with an object id, called in one's own facility with the other facility's ids. */
  async function foreignObjectFailures(email: string, own: string, other: string, which: (r: (typeof routes)[number]) => boolean) {
    const { token } = await t.login(email);
    const ids = await foreignIdsFor(t, other);
    const failures: string[] = [];
    for (const r of routes.filter((x) => x.access === 'facility' && x.path.includes('{') && which(x))) {
      const url = r.path.replace(/\{(\w+)\}/g, (_, name: string) => ids(name));
      const res = await t.app.inject({
        method: r.method as 'GET',
        url,
        // Money routes refuse a call without a key (400) before any object is read; with one, the id is looked up.
        headers: {
          authorization: `Bearer ${token}`,
          'facility-id': own,
          'idempotency-key': `tenancy-${r.method}-${r.path}`.replace(/[^\w-]/g, '-').slice(0, 128),
        },
        ...(['POST', 'PUT', 'PATCH'].includes(r.method) ? { payload: {} } : {}),
      });
      // A body that fails validation (422) is refused before any object is read; it reveals nothing.
      if (![404, 422].includes(res.statusCode)) failures.push(`${r.method} ${r.path} -> ${res.statusCode}`);
    }
    return failures;
  }
  const managerMay = (r: (typeof routes)[number]) => !r.permission || can('MANAGER', r.permission);

  it("answers another facility's objects with 404 under one's own facility", async () => {
    expect(await foreignObjectFailures(demoUsers.manager, await t.mapleId(), await t.sunriseId(), managerMay)).toEqual([]);
  });

  it("answers another facility's objects with 404 on the routes only an admin may call, too", async () => {
    // The manager gets 403 there before any id is read (the role sweep below): Sunrise's admin tries Maple's ids.
    expect(await foreignObjectFailures(demoUsers.admin, await t.sunriseId(), await t.mapleId(), (r) => !managerMay(r))).toEqual([]);
  });

  it('never answers a facility route without a session (401)', async () => {
    const failures: string[] = [];
    for (const r of routes.filter((x) => x.access !== 'public')) {
      const url = r.path.replace(/\{(\w+)\}/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.app.inject({ method: r.method as 'GET', url });
      if (res.statusCode !== 401) failures.push(`${r.method} ${r.path} -> ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it("refuses a manager every facility route her role's permissions do not include (403), in her own facility", async () => {
    const { token } = await t.login(demoUsers.manager);
    const maple = await t.mapleId();
    const ids = await foreignIdsFor(t, maple);
    const forbidden = routes.filter((r) => r.access === 'facility' && r.permission && !can('MANAGER', r.permission));
    // The sweep has something to sweep: legal numbers, money, users and the audit log are admin's.
    expect(forbidden.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const r of forbidden) {
      const url = r.path.replace(/\{(\w+)\}/g, (_, name: string) => ids(name));
      const res = await t.app.inject({
        method: r.method as 'GET',
        url,
        headers: { authorization: `Bearer ${token}`, 'facility-id': maple },
        ...(['POST', 'PUT', 'PATCH'].includes(r.method) ? { payload: {} } : {}),
      });
      if (res.statusCode !== 403) failures.push(`${r.method} ${r.path} -> ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
