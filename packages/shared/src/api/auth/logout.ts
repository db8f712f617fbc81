import { z } from 'zod';
import { defineContract } from '../contract';

export const logoutAnswer = z.object({ message: z.string() });
export const logoutContract = defineContract({ method: 'POST', path: '/auth/logout', answer: logoutAnswer });
