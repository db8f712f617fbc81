import { sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/context';

/** Answers only when the database does: a load balancer's health check. */
export async function health(ctx: Ctx) {
  await ctx.deps.db.execute(sql`select 1`);
  return { status: 'ok' as const, db: ctx.deps.dbKind };
}
