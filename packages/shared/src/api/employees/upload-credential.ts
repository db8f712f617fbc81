import { z } from 'zod';
import { defineContract } from '../contract';
import { fileRules } from '../../validation/file';
import { credentialMutationAnswer } from './credential';

/**
 * PATCH facilities/employees/{employeeId}/credentials/{credentialDataId}, multipart with one file
 * field `upload_data_2` (spec 001 section 7). `credentialDataId` names a credential_data entry
 * (its file is replaced) or the credential itself (a new document is added). At most
 * UPLOAD_MAX_BYTES ('Max file size exceeded'); jpg, png, pdf or doc by content, not by name
 * ('Wrong type document'). Answer message: 'Credential Updated successfully'.
 */
export const UPLOAD_CREDENTIAL_FIELD = 'upload_data_2';
export const uploadCredentialParams = z.object({ employeeId: z.uuid(), credentialDataId: z.uuid() });
export const uploadCredentialRule = fileRules.credential;
export const uploadCredentialAnswer = credentialMutationAnswer;

export const uploadCredentialContract = defineContract({
  method: 'PATCH',
  path: '/facilities/employees/:employeeId/credentials/:credentialDataId',
  params: uploadCredentialParams,
  multipart: true,
  answer: uploadCredentialAnswer,
});
