import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/context';

/**
 * Answers only when the database does: a load balancer's health check. While it does not, a 503
 * that says so (whatever the driver's error), and the instance keeps running to answer again
 * once the pool reconnects. Redis is not checked: without it the instance degrades (decision 036)
 * rather than stops serving.
 */
export async function health(ctx: Ctx) {
  try {
    await ctx.deps.db.execute(sql`select 1`);
  } catch (err) {
    ctx.log.warn({ err }, 'health: the database did not answer');
    throw new AppError('SERVICE_UNAVAILABLE', productMessages.databaseUnavailable);
  }
  return { status: 'ok' as const, db: ctx.deps.dbKind };
}
