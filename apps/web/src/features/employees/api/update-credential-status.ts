import { updateCredentialStatusContract, type UpdateCredentialStatusBody } from '@careroster/shared/api/employees/update-credential-status';
import { callApi } from '../../../api/client';
import { useCredentialMutation } from './credential-mutation';

export const updateCredentialStatus = (employeeId: string, credentialId: string, body: UpdateCredentialStatusBody) =>
  callApi(updateCredentialStatusContract, { params: { employeeId, credentialId }, body }, { report: 'none' });

export const useUpdateCredentialStatus = (employeeId: string, credentialId: string) =>
  useCredentialMutation((body: UpdateCredentialStatusBody) => updateCredentialStatus(employeeId, credentialId, body));
