import { AppError } from '@careroster/shared/errors';
import { API_BASE, FACILITY_HEADER } from '@careroster/shared/api/envelope';
import { productMessages } from '@careroster/shared/messages';
import { can, type Permission, type Role } from '@careroster/shared/roles';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { facilities, memberships } from '../db/schema';
import { findSession, type SessionPolicy, type SessionUser } from './sessions';

/** Who may call a route. Routes without one are treated as `user`: secure by default. */
export type Access = { kind: 'public' } | { kind: 'user' } | { kind: 'facility'; permission: Permission };

export type FacilityContext = { id: string; role: Role; timezone: string; name: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
    facility: FacilityContext | null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The facility the caller asked for (the header text `null` counts as absent, spec 000 section 6). */
export function requestedFacilityId(request: FastifyRequest): string | null {
  const raw = request.headers[FACILITY_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || value === 'null') return null;
  return value;
}

export async function facilityFor(db: Db, userId: string, requested: string | null): Promise<FacilityContext> {
  if (requested !== null && !UUID.test(requested)) throw new AppError('FORBIDDEN', productMessages.notFacilityMember);
  const rows = await db
    .select({ id: facilities.id, name: facilities.name, timezone: facilities.timezone, role: memberships.role })
    .from(memberships)
    .innerJoin(facilities, eq(facilities.id, memberships.facilityId))
    .where(requested ? and(eq(memberships.userId, userId), eq(memberships.facilityId, requested)) : eq(memberships.userId, userId))
    .limit(2);
  if (requested) {
    if (!rows[0]) throw new AppError('FORBIDDEN', productMessages.notFacilityMember);
    return rows[0];
  }
  // Without a header, a user of exactly one facility works in it; an owner of several must choose.
  if (rows.length !== 1) throw new AppError('BAD_REQUEST', productMessages.facilityRequired);
  return rows[0]!;
}

export function registerAccess(app: FastifyInstance, db: Db, policy: SessionPolicy) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('facility', null);

  // onRequest, before the body is read or validated: a caller without access learns nothing from a 422.
  app.addHook('onRequest', async (request) => {
    // Pages, static files and the API docs are public; every API route is `user` unless it says otherwise.
    if (request.is404 || !request.routeOptions.url?.startsWith(API_BASE)) return;
    const access: Access = request.routeOptions.config.access ?? { kind: 'user' };
    if (access.kind === 'public') return;

    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const session = token ? await findSession(db, token, policy) : null;
    if (!session) throw new AppError('UNAUTHENTICATED', token ? productMessages.sessionExpired : productMessages.notAuthenticated);
    request.user = session.user;
    request.sessionId = session.sessionId;

    if (access.kind === 'facility') {
      const facility = await facilityFor(db, session.user.id, requestedFacilityId(request));
      if (!can(facility.role, access.permission)) throw new AppError('FORBIDDEN', productMessages.notAllowed);
      request.facility = facility;
    }
  });
}

/** The facility of a facility route; its preHandler guarantees one. */
export function facilityOf(request: FastifyRequest): FacilityContext {
  if (!request.facility) throw new AppError('INTERNAL');
  return request.facility;
}

export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}
