import { useMutation } from '@tanstack/react-query';
import { setPasswordContract, type SetPasswordBody } from '@careroster/shared/api/auth/set-password';
import { callApi } from '../../../api/client';

// 422 (too short or too common) and 400 (link invalid or expired) toast their first message.
export const setPassword = (body: SetPasswordBody) => callApi(setPasswordContract, { body }, { redirectOnUnauthorized: false });

export const useSetPassword = () => useMutation({ mutationFn: setPassword });
