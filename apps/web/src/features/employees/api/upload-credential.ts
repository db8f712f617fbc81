import { UPLOAD_CREDENTIAL_FIELD, uploadCredentialAnswer } from '@careroster/shared/api/employees/upload-credential';
import { apiRequest } from '../../../api/client';
import { useCredentialMutation } from './credential-mutation';

export interface UploadCredentialVariables {
  /** A credential_data entry to replace, or the credential itself to add a document. */
  credentialDataId: string;
  file: File;
  onProgress: (fraction: number) => void;
}

export const uploadCredential = (employeeId: string, { credentialDataId, file, onProgress }: UploadCredentialVariables) => {
  const body = new FormData();
  body.set(UPLOAD_CREDENTIAL_FIELD, file);
  return apiRequest(`/facilities/employees/${employeeId}/credentials/${credentialDataId}`, uploadCredentialAnswer, {
    method: 'PATCH',
    body,
    report: 'none',
    onUploadProgress: onProgress,
  });
};

export const useUploadCredential = (employeeId: string) =>
  useCredentialMutation((variables: UploadCredentialVariables) => uploadCredential(employeeId, variables));
