import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { forgotPasswordAnswer, type forgotPasswordBody } from '@careroster/shared/api/auth/forgot-password';
import { apiRequest } from '../../../api/client';

export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const forgotPassword = (body: ForgotPasswordBody) =>
  apiRequest('/auth/forgot-password', forgotPasswordAnswer, { body });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
