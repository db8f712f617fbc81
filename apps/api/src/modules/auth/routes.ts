import { forgotPasswordContract } from '@careroster/shared/api/auth/forgot-password';
import { getProfileContract } from '@careroster/shared/api/auth/get-profile';
import { loginContract } from '@careroster/shared/api/auth/login';
import { logoutContract } from '@careroster/shared/api/auth/logout';
import { setPasswordContract } from '@careroster/shared/api/auth/set-password';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import * as auth from './service';

const tags = ['auth'];
const QUARTER_HOUR = 15 * 60_000;
/** Every attempt from one address, whatever the account: the first layer of decision 005. */
const publicPerAddress = (max: number) => ({ access: { kind: 'public' } as const, rateLimit: { max, timeWindow: QUARTER_HOUR }, tags });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, loginContract, publicPerAddress(100), (request) => auth.login(request.ctx, request.body));
  route(app, logoutContract, { access: { kind: 'user' }, tags }, (request) => auth.logout(request.ctx));
  route(app, forgotPasswordContract, publicPerAddress(10), (request) => auth.forgotPassword(request.ctx, request.body));
  route(app, setPasswordContract, publicPerAddress(20), (request) => auth.setPassword(request.ctx, request.body));
  route(app, getProfileContract, { access: { kind: 'user' }, tags }, (request) => auth.profile(request.ctx));
};
