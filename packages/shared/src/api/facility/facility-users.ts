import { z } from 'zod';
import { productMessages } from '../../messages';
import { roles } from '../../roles';
import { SIMPLE_EMAIL_PATTERN } from '../../validation/email';
import { defineContract } from '../contract';

export const facilityMemberSchema = z.object({
  user_id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  /** The start of the member's latest session; null when they never signed in. */
  last_sign_in_at: z.iso.datetime({ offset: true }).nullable(),
});
export type FacilityMember = z.infer<typeof facilityMemberSchema>;

export const facilityUsersGroupSchema = z.object({
  facility_id: z.uuid(),
  facility_name: z.string(),
  members: z.array(facilityMemberSchema),
});
export type FacilityUsersGroup = z.infer<typeof facilityUsersGroupSchema>;

/**
 * GET facilities/users (users:manage): the members of the facility, and for an OWNER those of
 * every facility of the corporation she owns, one group per facility (the requested one first).
 */
export const listFacilityUsersContract = defineContract({
  method: 'GET',
  path: '/facilities/users',
  answer: z.object({ groups: z.array(facilityUsersGroupSchema) }),
});

const name = (message: string) => z.string({ error: message }).trim().min(1, message).max(100, message);

export const inviteManagerBody = z.object({
  email: z
    .string({ error: productMessages.inviteEmailInvalid })
    .trim()
    .toLowerCase()
    .max(254, productMessages.inviteEmailInvalid)
    .regex(SIMPLE_EMAIL_PATTERN, productMessages.inviteEmailInvalid),
  first_name: name(productMessages.inviteFirstNameRequired),
  last_name: name(productMessages.inviteLastNameRequired),
});
export type InviteManagerBody = z.input<typeof inviteManagerBody>;

/**
 * POST facilities/users (users:manage, idempotent): makes the person a MANAGER of the facility.
 * A new account gets a set-password link by mail; an existing one is told by mail.
 */
export const inviteManagerContract = defineContract({
  method: 'POST',
  path: '/facilities/users',
  body: inviteManagerBody,
  answer: z.object({ member: facilityMemberSchema, new_account: z.boolean(), message: z.string() }),
});

/**
 * DELETE facilities/users/:userId (users:manage): ends the member's access to the facility.
 * Never oneself nor an OWNER; an ADMIN removes MANAGERs only.
 */
export const removeFacilityUserContract = defineContract({
  method: 'DELETE',
  path: '/facilities/users/:userId',
  params: z.object({ userId: z.uuid() }),
  answer: z.object({ message: z.string() }),
});
