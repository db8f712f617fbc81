import type { FastifyInstance } from 'fastify';

/** Generated rosters: generate, read, edit, publish, discard (issue 29). Thin: parse, call, answer. */
export function draftRoutes(_app: FastifyInstance) {}
