import {
  addPasskeyContract,
  confirmTotpContract,
  listFactorsContract,
  passkeyOptionsContract,
  regenerateRecoveryCodesContract,
  removeFactorContract,
  renameFactorContract,
  startTotpContract,
} from '@careroster/shared/api/auth/factors';
import { forgotPasswordContract } from '@careroster/shared/api/auth/forgot-password';
import { getProfileContract } from '@careroster/shared/api/auth/get-profile';
import { loginContract } from '@careroster/shared/api/auth/login';
import { logoutContract } from '@careroster/shared/api/auth/logout';
import { mfaVerifyContract, mfaWebauthnOptionsContract, stepUpContract, stepUpOptionsContract } from '@careroster/shared/api/auth/mfa';
import { listSessionsContract, revokeOtherSessionsContract, revokeSessionContract } from '@careroster/shared/api/auth/sessions';
import { setPasswordContract } from '@careroster/shared/api/auth/set-password';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import * as factors from './factors';
import * as mfa from './mfa';
import * as auth from './service';
import * as sessions from './session-list';

const tags = ['auth'];
const QUARTER_HOUR = 15 * 60_000;
/** Every attempt from one address, whatever the account: the first layer of decision 005. */
const publicPerAddress = (max: number) => ({ access: { kind: 'public' } as const, rateLimit: { max, timeWindow: QUARTER_HOUR }, tags });
const user = { access: { kind: 'user' } as const, tags };
/** What a session that must enrol a second factor may still call (decision 079). */
const duringSetup = { ...user, duringMfaSetup: true };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, loginContract, publicPerAddress(100), (request) =>
    auth.login(request.ctx, request.body, { userAgent: request.headers['user-agent'] }),
  );
  route(app, mfaVerifyContract, publicPerAddress(100), (request) =>
    auth.verifyMfa(request.ctx, request.body, { userAgent: request.headers['user-agent'] }),
  );
  route(app, mfaWebauthnOptionsContract, publicPerAddress(100), (request) => mfa.signInPasskeyOptions(request.ctx, request.body));
  route(app, logoutContract, duringSetup, (request) => auth.logout(request.ctx));
  route(app, forgotPasswordContract, publicPerAddress(10), (request) => auth.forgotPassword(request.ctx, request.body));
  route(app, setPasswordContract, publicPerAddress(20), (request) => auth.setPassword(request.ctx, request.body));
  route(app, getProfileContract, duringSetup, (request) => auth.profile(request.ctx));

  // Second factors (issue 31, decision 079).
  route(app, listFactorsContract, duringSetup, (request) => factors.listFactors(request.ctx));
  route(app, startTotpContract, duringSetup, (request) => factors.startTotp(request.ctx));
  route(app, confirmTotpContract, duringSetup, (request) => factors.confirmTotp(request.ctx, request.body));
  route(app, passkeyOptionsContract, duringSetup, (request) => factors.passkeyOptions(request.ctx));
  route(app, addPasskeyContract, duringSetup, (request) => factors.addPasskey(request.ctx, request.body));
  route(app, renameFactorContract, user, (request) => factors.renameFactor(request.ctx, { ...request.params, ...request.body }));
  route(app, removeFactorContract, { ...user, stepUp: true }, (request) => factors.removeFactor(request.ctx, request.params));
  route(app, regenerateRecoveryCodesContract, { ...user, stepUp: true }, (request) => factors.regenerateRecoveryCodes(request.ctx));
  route(app, stepUpOptionsContract, user, (request) => mfa.stepUpOptions(request.ctx));
  route(app, stepUpContract, user, (request) => mfa.stepUp(request.ctx, request.body));

  // The caller's own sessions.
  route(app, listSessionsContract, user, (request) => sessions.listSessions(request.ctx));
  route(app, revokeSessionContract, user, (request) => sessions.revokeOwnSession(request.ctx, request.params));
  route(app, revokeOtherSessionsContract, user, (request) => sessions.revokeOtherSessions(request.ctx));
};
