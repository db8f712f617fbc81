import { healthContract } from '@careroster/shared/api/system/health';
import { advanceTestClockContract } from '@careroster/shared/api/system/test-clock';
import { AppError } from '@careroster/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaRouteOptions } from '../../platform/area';
import { route } from '../../platform/contract-route';
import { RELEASE_ESCALATION_JOB } from '../staffing';
import { health } from './service';

/**
 * The clock route exists only when the server was started with TEST_CLOCK=1, so a real server
 * neither answers it nor lists it in its OpenAPI document.
 */
export const systemRoutes: FastifyPluginAsyncZod<AreaRouteOptions> = async (app, { config }) => {
  route(app, healthContract, { access: { kind: 'public' }, tags: ['system'] }, (request) => health(request.ctx));
  if (!config.testClock) return;
  // Public like health, because only a test server has it.
  route(app, advanceTestClockContract, { access: { kind: 'public' }, tags: ['system'] }, async (request) => {
    const clock = request.ctx.deps.clock;
    // TEST_CLOCK=1 gives the server the adjustable clock (buildApp); this narrows its type.
    if (!clock.adjustable) throw new AppError('NOT_FOUND');
    clock.adjustable.advance(request.body.advance_minutes * 60_000);
    const now = clock.now();
    // What waits on time runs at once, as it would have when that time came.
    await request.ctx.deps.jobs.trigger(RELEASE_ESCALATION_JOB);
    return { now: now.toISOString(), offset_minutes: Math.round(clock.adjustable.offsetMs() / 60_000) };
  });
};
