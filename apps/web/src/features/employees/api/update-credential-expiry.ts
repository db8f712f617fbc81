import {
  updateCredentialExpiryAnswer,
  type UpdateCredentialExpiryBody,
} from '@careroster/shared/api/employees/update-credential-expiry';
import { apiRequest } from '../../../api/client';
import { useCredentialMutation } from './credential-mutation';

export const updateCredentialExpiry = (employeeId: string, credentialId: string, body: UpdateCredentialExpiryBody) =>
  apiRequest(`/facilities/employees/${employeeId}/credentials/${credentialId}/expiry`, updateCredentialExpiryAnswer, {
    method: 'PATCH',
    body,
    report: 'none',
  });

export const useUpdateCredentialExpiry = (employeeId: string, credentialId: string) =>
  useCredentialMutation((body: UpdateCredentialExpiryBody) => updateCredentialExpiry(employeeId, credentialId, body));
