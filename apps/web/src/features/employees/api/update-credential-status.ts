import {
  updateCredentialStatusAnswer,
  type UpdateCredentialStatusBody,
} from '@careroster/shared/api/employees/update-credential-status';
import { apiRequest } from '../../../api/client';
import { useCredentialMutation } from './credential-mutation';

export const updateCredentialStatus = (employeeId: string, credentialId: string, body: UpdateCredentialStatusBody) =>
  apiRequest(`/facilities/employees/${employeeId}/credentials/${credentialId}/status`, updateCredentialStatusAnswer, {
    method: 'PATCH',
    body,
    report: 'none',
  });

export const useUpdateCredentialStatus = (employeeId: string, credentialId: string) =>
  useCredentialMutation((body: UpdateCredentialStatusBody) => updateCredentialStatus(employeeId, credentialId, body));
