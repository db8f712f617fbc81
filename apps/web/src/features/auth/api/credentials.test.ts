import { describe, expect, it } from 'vitest';
import { forgotPasswordContract } from '@careroster/shared/api/auth/forgot-password';
import { loginContract } from '@careroster/shared/api/auth/login';
import { setPasswordContract } from '@careroster/shared/api/auth/set-password';
import { ssoCallbackContract, ssoStartContract } from '@careroster/shared/api/auth/sso';
import { credentialPaths } from './credentials';

describe('the public pages calls', () => {
  it('go where the contracts say, with their method', () => {
    for (const contract of [loginContract, forgotPasswordContract, setPasswordContract, ssoStartContract, ssoCallbackContract])
      expect(contract.method).toBe('POST');
    expect(credentialPaths).toEqual({
      login: loginContract.path,
      forgotPassword: forgotPasswordContract.path,
      setPassword: setPasswordContract.path,
      ssoStart: ssoStartContract.path,
      ssoCallback: ssoCallbackContract.path,
    });
  });
});
