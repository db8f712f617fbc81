import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { RateLimiter } from './rate-limit';

/**
 * The public routes a link (or the phone that claimed one) opens, grouped by the page that calls
 * them. One counter per family and caller address (decision 038): a per-route limit let an
 * address refused on one route go on guessing on its siblings. Each maximum is a minute's worth
 * of a real person's clicks and polling on that page, many times over.
 */
export const linkFamilies = {
  /** The agency approver's page: read, decide line by line, approve the rest, log attendance, submit. */
  'corporate-timesheet': { max: 240, windowMs: 60_000 },
  /** The walk-in's sign-up page: read the invite, complete it. */
  'walk-in-invite': { max: 30, windowMs: 60_000 },
  /** The nurse's time clock: claim the link, poll her page, punch, ask for leave, propose a missed punch, offer notifications. */
  'time-clock': { max: 360, windowMs: 60_000 },
  /** A release offer: read, accept, decline. */
  offer: { max: 240, windowMs: 60_000 },
  /** The nurse's side of the message center. */
  'nurse-messages': { max: 480, windowMs: 60_000 },
  /** The supervisor's missed-punch action link. */
  'missed-punch-action': { max: 60, windowMs: 60_000 },
  /** A video call's join link. */
  'video-call': { max: 30, windowMs: 60_000 },
} as const;

export type LinkFamily = keyof typeof linkFamilies;

declare module 'fastify' {
  interface FastifyContextConfig {
    linkFamily?: LinkFamily;
  }
}

/**
 * Counts each request to a route of a link family against its caller address before anything
 * else runs, in the limiter every instance shares (Redis with REDIS_URL).
 */
export function registerLinkLimits(app: FastifyInstance, limiter: RateLimiter) {
  app.addHook('onRequest', async (request, reply) => {
    const family = request.routeOptions.config.linkFamily;
    if (!family) return;
    const { max, windowMs } = linkFamilies[family];
    if (await limiter.hit(`link:${family}:${request.ip}`, max, windowMs)) return;
    reply.header('retry-after', Math.ceil(windowMs / 1000));
    throw new AppError('RATE_LIMITED', productMessages.tooManyAttempts);
  });
}
