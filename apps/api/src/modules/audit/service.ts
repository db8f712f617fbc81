import { addDays, zonedInstant } from '@careroster/shared/format/wall-clock';
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { auditLogQuery } from '@careroster/shared/api/facility/audit-log';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { staffNames } from '../auth';

/**
 * The facility's audit rows, newest first. The detail column holds counts, statuses and names of
 * changed fields, never a value a user typed or a secret (every `ctx.audit` call was checked when
 * this page was built; docs/decisions/027-settings-users-audit.md), so it is shown as stored.
 * Dates are days in the facility's zone, `to` included.
 */
export async function listAuditLog(ctx: Ctx, query: z.output<typeof auditLogQuery>, tx?: DbOrTx) {
  const db = tx ?? ctx.deps.db;
  const facility = facilityOf(ctx);
  const conditions: SQL[] = [eq(auditLog.facilityId, facility.id)];
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.user_id) conditions.push(eq(auditLog.userId, query.user_id));
  if (query.from) conditions.push(gte(auditLog.at, zonedInstant(query.from, '00:00', facility.timezone)));
  if (query.to) conditions.push(lt(auditLog.at, zonedInstant(addDays(query.to, 1), '00:00', facility.timezone)));
  const where = and(...conditions);
  const ofFacility = eq(auditLog.facilityId, facility.id);
  const staff = staffNames(db);
  const fullName = sql<string | null>`${staff.firstName} || ' ' || ${staff.lastName}`;

  const [rows, [total], actions, people] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        user_id: auditLog.userId,
        user_name: fullName,
        action: auditLog.action,
        target: auditLog.target,
        ip: auditLog.ip,
        detail: auditLog.detail,
      })
      .from(auditLog)
      .leftJoin(staff, eq(staff.id, auditLog.userId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(auditLog).where(where),
    db.selectDistinct({ action: auditLog.action }).from(auditLog).where(ofFacility).orderBy(asc(auditLog.action)),
    db
      .selectDistinct({ id: staff.id, name: fullName })
      .from(auditLog)
      .innerJoin(staff, eq(staff.id, auditLog.userId))
      .where(ofFacility)
      .orderBy(asc(fullName)),
  ]);
  return {
    count: total?.n ?? 0,
    results: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
    actions: actions.map((a) => a.action),
    users: people.map((p) => ({ id: p.id, name: p.name ?? '' })),
  };
}
