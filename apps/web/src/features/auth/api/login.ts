import { useMutation } from '@tanstack/react-query';
import { loginContract, type LoginBody } from '@careroster/shared/api/auth/login';
import { callApi } from '../../../api/client';

// Wrong credentials answer 401 and rate limiting 429; the sign-in form shows both itself.
export const login = (body: LoginBody) => callApi(loginContract, { body }, { report: 'none', redirectOnUnauthorized: false });

export const useLogin = () => useMutation({ mutationFn: login });
