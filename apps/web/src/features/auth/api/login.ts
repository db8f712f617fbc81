import { useMutation } from '@tanstack/react-query';
import { loginAnswer, type LoginBody } from '@careroster/shared/api/auth/login';
import { apiRequest } from '../../../api/client';

// Wrong credentials answer 401 and rate limiting 429; the sign-in form shows both itself.
export const login = (body: LoginBody) =>
  apiRequest('/auth/login', loginAnswer, { body, report: 'none', redirectOnUnauthorized: false });

export const useLogin = () => useMutation({ mutationFn: login });
