import { useMutation } from '@tanstack/react-query';
import { logoutAnswer } from '@careroster/shared/api/auth/logout';
import { apiRequest } from '../../../api/client';

// Signing out ends the local session whatever the server says, so a failure is only logged.
export const logout = () =>
  apiRequest('/auth/logout', logoutAnswer, { method: 'POST', report: 'log', redirectOnUnauthorized: false });

export const useLogout = () => useMutation({ mutationFn: logout });
