import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

/** Sensitive actions (sign-in, password changes, legal numbers, money) are recorded; never with secrets in `detail`. */
export async function audit(
  db: Db,
  request: FastifyRequest,
  action: string,
  fields: { userId?: string | null; target?: string; detail?: string } = {},
) {
  await db.insert(auditLog).values({
    action,
    userId: fields.userId ?? request.user?.id ?? null,
    facilityId: request.facility?.id ?? null,
    target: fields.target ?? null,
    detail: fields.detail ?? null,
    ip: request.ip,
    requestId: request.id,
  });
}
