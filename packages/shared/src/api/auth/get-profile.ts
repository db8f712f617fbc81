import { z } from 'zod';
import { defineContract } from '../contract';
import { roles } from '../../roles';

export const profileSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(roles),
  facilities: z.array(z.object({ id: z.uuid(), name: z.string(), role: z.enum(roles) })),
});
export type Profile = z.infer<typeof profileSchema>;

export const getProfileContract = defineContract({ method: 'GET', path: '/profile', answer: profileSchema });
