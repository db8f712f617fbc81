import { z } from 'zod';
import { defineContract } from '../contract';
import { mfaMethods } from '../../auth/mfa';
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

/** A signed-in session (spec 001's login answer), when no second step is due. */
export const sessionAnswer = z.object({
  token: z.string(),
  role: z.enum(roles),
  profile: profileSchema,
  facility_id: z.uuid().nullable(),
  facilities: z.array(facilityMembership),
  expires_at: z.iso.datetime(),
  /** Present, and true, on an owner's or admin's session that must enrol a second factor first (decision 079). */
  mfa_setup_required: z.literal(true).optional(),
});
export type SessionAnswer = z.infer<typeof sessionAnswer>;

/** The password was right and the user holds a second factor: no session until it is proved (decision 079). */
export const mfaChallengeAnswer = z.object({
  mfa_required: z.literal(true),
  mfa_token: z.string(),
  methods: z.array(z.enum(mfaMethods)),
});
export type MfaChallengeAnswer = z.infer<typeof mfaChallengeAnswer>;

export const loginAnswer = z.union([sessionAnswer, mfaChallengeAnswer]);
export type LoginAnswer = z.infer<typeof loginAnswer>;

export const loginContract = defineContract({ method: 'POST', path: '/auth/login', body: loginBody, answer: loginAnswer });
