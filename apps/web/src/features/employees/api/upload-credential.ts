import { UPLOAD_CREDENTIAL_FIELD, uploadCredentialContract } from '@careroster/shared/api/employees/upload-credential';
import { callApi } from '../../../api/client';
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
  return callApi(
    uploadCredentialContract,
    { params: { employeeId, credentialDataId }, body },
    { report: 'none', onUploadProgress: onProgress },
  );
};

export const useUploadCredential = (employeeId: string) =>
  useCredentialMutation((variables: UploadCredentialVariables) => uploadCredential(employeeId, variables));
