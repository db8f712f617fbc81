import { useMutation } from '@tanstack/react-query';
import { logoutContract } from '@careroster/shared/api/auth/logout';
import { callApi } from '../../../api/client';

// Signing out ends the local session whatever the server says, so a failure is only logged.
export const logout = () => callApi(logoutContract, {}, { report: 'log', redirectOnUnauthorized: false });

export const useLogout = () => useMutation({ mutationFn: logout });
