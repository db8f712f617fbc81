import { useMutation } from '@tanstack/react-query';
import { setPasswordAnswer, type SetPasswordBody } from '@careroster/shared/api/auth/set-password';
import { apiRequest } from '../../../api/client';

// 422 (too short or too common) and 400 (link invalid or expired) toast their first message.
export const setPassword = (body: SetPasswordBody) =>
  apiRequest('/auth/set-password', setPasswordAnswer, { body, redirectOnUnauthorized: false });

export const useSetPassword = () => useMutation({ mutationFn: setPassword });
