import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The facility's legal (KYC) record and I-9 form (issue 13, decision 025). */
export const legalRoutes: FastifyPluginAsyncZod = async () => {};
