import { z } from 'zod';

export const healthAnswer = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
});
