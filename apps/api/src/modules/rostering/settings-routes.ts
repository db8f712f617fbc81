import type { FastifyInstance } from 'fastify';

/** Contracts, rotations, teams and requests (issue 29). Thin: parse, call, answer. */
export function settingsRoutes(_app: FastifyInstance) {}
