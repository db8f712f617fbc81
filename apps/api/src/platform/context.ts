import { AppError } from '@careroster/shared/errors';
import { isTimezoneCode, type TimezoneCode } from '@careroster/shared/lookups';
import { can, type Permission, type Role } from '@careroster/shared/roles';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';
import type { Deps } from './deps';
import type { SessionUser } from './sessions';

/** The facility a request or job works in, its zone already checked against the spec's codes. */
export type FacilityScope = { id: string; name: string; role: Role; timezone: TimezoneCode };

/**
 * Everything a service needs to know about who asks and where: built once per request by the
 * access layer, and the same way by a job for the facility it works on. Services take
 * `(ctx, input, tx?)` and open their transaction with `transaction(ctx, tx, ...)` (platform/effects.ts),
 * which holds live events, jobs and outbox dispatches until the outermost commit.
 */
export type Ctx = {
  requestId: string;
  log: FastifyBaseLogger;
  deps: Deps;
  user: SessionUser | null;
  sessionId: string | null;
  facility: FacilityScope | null;
  /** The facilities the caller owns, on an `owner` route (platform/access.ts); empty elsewhere. */
  owned: readonly FacilityScope[];
  ip: string | null;
  can(permission: Permission): boolean;
  /** Writes an audit row, inside the caller's transaction when given one, so both commit or neither. */
  audit(action: string, fields?: AuditFields, tx?: DbOrTx): Promise<void>;
};

export type AuditFields = { userId?: string | null; target?: string; detail?: string };

/** A spec zone code from the database; anything else is a data error, not the caller's. */
export function checkedZone(timezone: string): TimezoneCode {
  if (!isTimezoneCode(timezone)) throw new AppError('INTERNAL');
  return timezone;
}

type ContextSource = {
  requestId: string;
  log: FastifyBaseLogger;
  deps: Deps;
  user?: SessionUser | null;
  sessionId?: string | null;
  facility?: FacilityScope | null;
  owned?: readonly FacilityScope[] | null;
  ip?: string | null;
};

export function createContext(source: ContextSource): Ctx {
  const ctx: Ctx = {
    requestId: source.requestId,
    log: source.log,
    deps: source.deps,
    user: source.user ?? null,
    sessionId: source.sessionId ?? null,
    facility: source.facility ?? null,
    owned: source.owned ?? [],
    ip: source.ip ?? null,
    can: (permission) => can(ctx.facility?.role, permission),
    async audit(action, fields = {}, tx) {
      await (tx ?? ctx.deps.db).insert(auditLog).values({
        action,
        userId: fields.userId ?? ctx.user?.id ?? null,
        facilityId: ctx.facility?.id ?? null,
        target: fields.target ?? null,
        detail: fields.detail ?? null,
        ip: ctx.ip,
        requestId: ctx.requestId,
      });
    },
  };
  return ctx;
}

/** The context of one request, after the access layer decided who it is. */
export const requestContext = (request: FastifyRequest, deps: Deps): Ctx =>
  createContext({
    requestId: request.id,
    log: request.log,
    deps,
    user: request.user,
    sessionId: request.sessionId,
    facility: request.facility,
    owned: request.owned,
    ip: request.ip,
  });

/** The facility of a facility route; the access layer guarantees one. */
export function facilityOf(ctx: Ctx): FacilityScope {
  if (!ctx.facility) throw new AppError('INTERNAL');
  return ctx.facility;
}

/** The signed-in user of a user or facility route. */
export function userOf(ctx: Ctx): SessionUser {
  if (!ctx.user) throw new AppError('UNAUTHENTICATED');
  return ctx.user;
}
