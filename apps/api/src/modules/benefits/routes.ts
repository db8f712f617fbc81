import {
  benefitsHistoryContract,
  createElectionContract,
  createLifeEventContract,
  createMyElectionContract,
  employeeBenefitsContract,
  listEnrolmentsContract,
  myBenefitsContract,
} from '@careroster/shared/api/benefits/enrolment';
import {
  createPlanContract,
  createPlanYearContract,
  deletePlanContract,
  deletePlanYearContract,
  listPlanYearsContract,
  updatePlanContract,
  updatePlanYearContract,
} from '@careroster/shared/api/benefits/plans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { TIME_CLOCK_DEVICE_HEADER } from '../../platform/time-clock-device';
import { createPlan, createPlanYear, deletePlan, deletePlanYear, listPlanYears, updatePlan, updatePlanYear } from './plans';
import { createElection, createLifeEvent, createMyElection, employeeBenefits, listEnrolments, myBenefits } from './staff';
import { benefitsHistory } from './transactions';

const tags = ['benefits'];
const read = { access: { kind: 'facility', permission: 'staff:read' }, tags } as const;
// Plans, their costs and who may enrol: admins and owners.
const manage = { access: { kind: 'facility', permission: 'benefits:manage' }, tags } as const;
// Enrolling on her behalf: whoever edits staff files (a manager types in the paper election form).
const enrol = { access: { kind: 'facility', permission: 'staff:write' }, tags } as const;
// Public: the nurse's phone proves who she is with its device token (header, never the address).
const nurse = { access: { kind: 'public' }, linkFamily: 'time-clock', tags } as const;

const headerOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Plans, enrolment and the deductions' history (issue 30, decision 075). Thin: parse, call, answer. */
export const benefitsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, listPlanYearsContract, read, (r) => listPlanYears(r.ctx));
  route(app, createPlanYearContract, { ...manage, idempotent: true }, (r) => createPlanYear(r.ctx, r.body));
  route(app, updatePlanYearContract, manage, (r) => updatePlanYear(r.ctx, { ...r.params, ...r.body }));
  route(app, deletePlanYearContract, manage, (r) => deletePlanYear(r.ctx, r.params));
  route(app, createPlanContract, { ...manage, idempotent: true }, (r) => createPlan(r.ctx, { ...r.params, ...r.body }));
  route(app, updatePlanContract, manage, (r) => updatePlan(r.ctx, { ...r.params, ...r.body }));
  route(app, deletePlanContract, manage, (r) => deletePlan(r.ctx, r.params));

  route(app, listEnrolmentsContract, read, (r) => listEnrolments(r.ctx));
  route(app, employeeBenefitsContract, read, (r) => employeeBenefits(r.ctx, r.params));
  route(app, createElectionContract, { ...enrol, idempotent: true }, (r) => createElection(r.ctx, { ...r.params, ...r.body }));
  route(app, createLifeEventContract, { ...enrol, idempotent: true }, (r) => createLifeEvent(r.ctx, { ...r.params, ...r.body }));
  route(app, benefitsHistoryContract, read, (r) => benefitsHistory(r.ctx, r.params));

  const device = (r: { headers: Record<string, string | string[] | undefined> }) => headerOf(r.headers[TIME_CLOCK_DEVICE_HEADER]);
  route(app, myBenefitsContract, nurse, (r) => myBenefits(r.ctx, device(r)));
  route(app, createMyElectionContract, nurse, (r) => createMyElection(r.ctx, device(r), r.body));
};
