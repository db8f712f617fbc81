import { z } from 'zod';

export const logoutAnswer = z.object({ message: z.string() });
