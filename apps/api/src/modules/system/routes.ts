import { healthAnswer } from '@careroster/shared/api/system/health';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../platform/deps';
import { answer, ok } from '../../platform/reply';

export const systemRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      { config: { access: { kind: 'public' } }, schema: { tags: ['system'], response: answer(healthAnswer) } },
      async () => {
        await deps.db.execute(sql`select 1`);
        return ok({ status: 'ok' as const, db: deps.dbKind });
      },
    );
  };
