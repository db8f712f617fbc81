import { z } from 'zod';
import { defineContract } from '../contract';
import { passwordSchema } from '../../validation/password';
import { linkToken } from '../link-token';
import { productMessages } from '../../messages';

export const setPasswordBody = z.object({
  uid: z.string().min(1).max(100),
  token: linkToken(productMessages.resetLinkInvalid, { min: 1, max: 200 }),
  password: passwordSchema,
});
export type SetPasswordBody = z.infer<typeof setPasswordBody>;
export const setPasswordAnswer = z.object({ message: z.string() });
export const setPasswordContract = defineContract({
  method: 'POST',
  path: '/auth/set-password',
  body: setPasswordBody,
  answer: setPasswordAnswer,
});
