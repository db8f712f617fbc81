import { z } from 'zod';
import { defineContract } from '../contract';
import { roles } from '../../roles';
import { emailSchema } from '../../validation/password';
import { profileSchema } from './get-profile';

export const loginBody = z.object({
  email: emailSchema,
  // Length rules apply when a password is set, not when one is tried.
  password: z.string().min(1).max(1024),
});
export type LoginBody = z.infer<typeof loginBody>;

export const facilityMembership = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.enum(roles),
});
export type FacilityMembership = z.infer<typeof facilityMembership>;

export const loginAnswer = z.object({
  token: z.string(),
  role: z.enum(roles),
  profile: profileSchema,
  facility_id: z.uuid().nullable(),
  facilities: z.array(facilityMembership),
  expires_at: z.iso.datetime(),
});
export type LoginAnswer = z.infer<typeof loginAnswer>;

export const loginContract = defineContract({ method: 'POST', path: '/auth/login', body: loginBody, answer: loginAnswer });
