import { z } from 'zod';
import { defineContract } from '../contract';

export const healthAnswer = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
});

export const healthContract = defineContract({ method: 'GET', path: '/health', answer: healthAnswer });
