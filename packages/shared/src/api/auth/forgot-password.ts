import { z } from 'zod';
import { defineContract } from '../contract';
import { emailSchema } from '../../validation/password';

export const forgotPasswordBody = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;
export const forgotPasswordAnswer = z.object({ message: z.string() });
export const forgotPasswordContract = defineContract({
  method: 'POST',
  path: '/auth/forgot-password',
  body: forgotPasswordBody,
  answer: forgotPasswordAnswer,
});
