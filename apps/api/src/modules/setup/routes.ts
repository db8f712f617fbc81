import { setupChecklistContract } from '@careroster/shared/api/setup/checklist';
import {
  addSetupFacilityContract,
  finishSetupContract,
  getSetupContract,
  removeSetupFacilityContract,
  saveCorporationContract,
  saveSetupAdminsContract,
  updateSetupFacilityContract,
} from '@careroster/shared/api/setup/setup';
import { signUpContract } from '@careroster/shared/api/setup/sign-up';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { setupChecklist } from './checklist';
import { signUp } from './sign-up';
import {
  addSetupFacility,
  finishSetup,
  getSetup,
  removeSetupFacility,
  saveCorporation,
  saveSetupAdmins,
  updateSetupFacility,
} from './wizard';

const tags = ['setup'];
// Signed-in users; each service finds the caller's own setup or facilities, never one the request names
// (404 for a user who has none).
const user = { access: { kind: 'user' as const }, refuses: ['NOT_FOUND' as const], tags };
/** Every sign-up from one address, whatever the account, like "Forgot password" (decision 005). */
const publicSignUp = { access: { kind: 'public' }, rateLimit: { max: 10, timeWindow: 15 * 60_000 }, tags } as const;

/** The first-run company setup (issue 31, decision 080): sign-up, the wizard's steps, the dashboard's checklist. */
export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, signUpContract, publicSignUp, (request) => signUp(request.ctx, request.body));
  route(app, getSetupContract, user, (request) => getSetup(request.ctx));
  route(app, saveCorporationContract, user, (request) => saveCorporation(request.ctx, request.body));
  route(app, addSetupFacilityContract, { ...user, idempotent: true }, (request) => addSetupFacility(request.ctx, request.body));
  route(app, updateSetupFacilityContract, user, (request) => updateSetupFacility(request.ctx, { ...request.params, ...request.body }));
  route(app, removeSetupFacilityContract, user, (request) => removeSetupFacility(request.ctx, request.params));
  route(app, saveSetupAdminsContract, user, (request) => saveSetupAdmins(request.ctx, request.body));
  route(app, finishSetupContract, { ...user, idempotent: true }, (request) => finishSetup(request.ctx));
  route(app, setupChecklistContract, user, (request) => setupChecklist(request.ctx));
};
