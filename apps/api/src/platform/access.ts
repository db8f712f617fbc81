import { AppError } from '@careroster/shared/errors';
import { API_BASE, FACILITY_HEADER } from '@careroster/shared/api/envelope';
import { productMessages } from '@careroster/shared/messages';
import { can, type Permission } from '@careroster/shared/roles';
import { STEP_UP_MAX_AGE_MS } from '@careroster/shared/auth/mfa';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkedZone, requestContext, type Ctx, type FacilityScope } from './context';
import type { Deps } from './deps';
import { findCaller, ownedFacilities, type MembershipRow, type SessionMfa, type SessionPolicy, type SessionUser } from './sessions';

/**
 * Who may call a route. Routes without one are treated as `user`: secure by default. `owner`: a
 * signed-in user who owns at least one facility; the route works across the facilities they own
 * (decision 034), which the access layer loads into `ctx.owned`.
 */
export type Access = { kind: 'public' } | { kind: 'user' } | { kind: 'owner' } | { kind: 'facility'; permission: Permission };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The action needs a second factor proved in the last STEP_UP_MAX_AGE_MS (decision 079). */
    stepUp?: boolean;
    /** Open to a session that must enrol a second factor first: enrolment, profile, sign-out (decision 079). */
    duringMfaSetup?: boolean;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
    facility: FacilityScope | null;
    /** The facilities the caller owns, on an `owner` route. */
    owned: readonly FacilityScope[];
    /** Built once per API request, after access is decided; services take it (platform/context.ts). */
    ctx: Ctx;
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

/**
 * The facility a request works in, from the caller's memberships (findCaller): the requested one,
 * or without a header the user's only facility; an owner of several must choose.
 */
export function facilityScope(memberships: MembershipRow[], requested: string | null): FacilityScope {
  const row = memberships[0];
  if (requested && !row) throw new AppError('FORBIDDEN', productMessages.notFacilityMember);
  if (!requested && memberships.length !== 1) throw new AppError('BAD_REQUEST', productMessages.facilityRequired);
  return { ...row!, timezone: checkedZone(row!.timezone) };
}

/** Only a UUID is looked up; anything else cannot name a facility of the caller's. */
export const isFacilityId = (value: string | null) => value === null || UUID.test(value);

export function registerAccess(app: FastifyInstance, deps: Deps, policy: SessionPolicy) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('facility', null);
  app.decorateRequest('owned', null as unknown as readonly FacilityScope[]);
  app.decorateRequest('ctx', null as unknown as Ctx);

  // onRequest, before the body is read or validated: a caller without access learns nothing from a 422.
  app.addHook('onRequest', async (request) => {
    // Pages, static files and the API docs are public; every API route is `user` unless it says otherwise.
    if (request.is404 || !request.routeOptions.url?.startsWith(API_BASE)) return;
    const access: Access = request.routeOptions.config.access ?? { kind: 'user' };
    await decideAccess(request, access, request.routeOptions.config);
    request.ctx = requestContext(request, deps);
  });

  async function decideAccess(request: FastifyRequest, access: Access, config: { stepUp?: boolean; duringMfaSetup?: boolean }) {
    if (access.kind === 'public') return;

    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const requested = requestedFacilityId(request);
    const withFacility = access.kind === 'facility' && isFacilityId(requested);
    const caller = token ? await findCaller(deps, token, policy, withFacility ? { requested } : undefined) : null;
    if (!caller) throw new AppError('UNAUTHENTICATED', token ? productMessages.sessionExpired : productMessages.notAuthenticated);
    request.user = caller.user;
    request.sessionId = caller.sessionId;

    if (access.kind === 'owner') {
      const owned = await ownedFacilities(deps.db, caller.user.id);
      if (owned.length === 0) throw new AppError('FORBIDDEN', productMessages.notAllowed);
      request.owned = owned;
    }
    if (access.kind === 'facility') {
      if (!withFacility) throw new AppError('FORBIDDEN', productMessages.notFacilityMember);
      const facility = facilityScope(caller.memberships, requested);
      if (!can(facility.role, access.permission)) throw new AppError('FORBIDDEN', productMessages.notAllowed);
      request.facility = facility;
    }
    checkSecondFactor(caller.mfa, config);
  }
}

/**
 * The second factor a route needs (decision 079), once the caller may call it at all: a session
 * still to enrol one reaches only the enrolment routes; a step-up route wants one proved in the
 * last minutes, and one set up first when the user has none.
 */
function checkSecondFactor(mfa: SessionMfa, config: { stepUp?: boolean; duringMfaSetup?: boolean }) {
  if (mfa.setupRequired && !config.duringMfaSetup) throw new AppError('MFA_SETUP_REQUIRED');
  if (!config.stepUp) return;
  if (!mfa.hasFactor) throw new AppError('MFA_SETUP_REQUIRED');
  // The session's clock, like its expiry (platform/sessions.ts): not business time.
  if (mfa.verifiedAt === null || Date.now() - mfa.verifiedAt > STEP_UP_MAX_AGE_MS) throw new AppError('STEP_UP_REQUIRED');
}
