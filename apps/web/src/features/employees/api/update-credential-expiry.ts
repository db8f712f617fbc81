import { updateCredentialExpiryContract, type UpdateCredentialExpiryBody } from '@careroster/shared/api/employees/update-credential-expiry';
import { callApi } from '../../../api/client';
import { useCredentialMutation } from './credential-mutation';

export const updateCredentialExpiry = (employeeId: string, credentialId: string, body: UpdateCredentialExpiryBody) =>
  callApi(updateCredentialExpiryContract, { params: { employeeId, credentialId }, body }, { report: 'none' });

export const useUpdateCredentialExpiry = (employeeId: string, credentialId: string) =>
  useCredentialMutation((body: UpdateCredentialExpiryBody) => updateCredentialExpiry(employeeId, credentialId, body));
