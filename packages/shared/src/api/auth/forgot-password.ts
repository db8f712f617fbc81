import { z } from 'zod';
import { emailSchema } from '../../validation/password';

export const forgotPasswordBody = z.object({ email: emailSchema });
export const forgotPasswordAnswer = z.object({ message: z.string() });
