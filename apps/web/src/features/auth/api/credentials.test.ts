import { describe, expect, it } from 'vitest';
import { forgotPasswordContract } from '@careroster/shared/api/auth/forgot-password';
import { loginContract } from '@careroster/shared/api/auth/login';
import { mfaVerifyContract, mfaWebauthnOptionsContract } from '@careroster/shared/api/auth/mfa';
import { setPasswordContract } from '@careroster/shared/api/auth/set-password';
import { signUpContract } from '@careroster/shared/api/setup/sign-up';
import { ssoCallbackContract, ssoStartContract } from '@careroster/shared/api/auth/sso';
import { credentialPaths } from './credentials';

describe('the public pages calls', () => {
  it('go where the contracts say, with their method', () => {
    for (const contract of [
      loginContract,
      mfaVerifyContract,
      mfaWebauthnOptionsContract,
      forgotPasswordContract,
      setPasswordContract,
      signUpContract,
      ssoStartContract,
      ssoCallbackContract,
    ])
      expect(contract.method).toBe('POST');
    expect(credentialPaths).toEqual({
      login: loginContract.path,
      mfaVerify: mfaVerifyContract.path,
      mfaWebauthnOptions: mfaWebauthnOptionsContract.path,
      forgotPassword: forgotPasswordContract.path,
      setPassword: setPasswordContract.path,
      signUp: signUpContract.path,
      ssoStart: ssoStartContract.path,
      ssoCallback: ssoCallbackContract.path,
    });
  });
});
