import { addPtoAdjustmentContract } from '@careroster/shared/api/pto/add-adjustment';
import { cancelPtoRequestContract } from '@careroster/shared/api/pto/cancel-request';
import { createPtoPolicyContract } from '@careroster/shared/api/pto/create-policy';
import { createPtoRequestContract } from '@careroster/shared/api/pto/create-request';
import { decidePtoRequestContract } from '@careroster/shared/api/pto/decide-request';
import { getEmployeePtoContract } from '@careroster/shared/api/pto/get-employee-pto';
import { benefitsEligibilityContract } from '@careroster/shared/api/pto/list-eligibility';
import { listPtoPoliciesContract } from '@careroster/shared/api/pto/list-policies';
import { listPtoRequestsContract } from '@careroster/shared/api/pto/list-requests';
import { setEmployeePtoPolicyContract } from '@careroster/shared/api/pto/set-employee-policy';
import { updatePtoPolicyContract } from '@careroster/shared/api/pto/update-policy';
import { requestPtoFromTimeClockContract } from '@careroster/shared/api/timekeeping/time-clock/request-pto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { TIME_CLOCK_DEVICE_HEADER } from '../../platform/time-clock-device';
import { addAdjustment, getEmployeePto } from './employee-pto';
import { benefitsEligibility } from './eligibility';
import { createPolicy, listPolicies, setEmployeePolicy, updatePolicy } from './policies';
import { cancelRequest, createRequest, decideRequest, listRequests, requestFromTimeClock } from './requests';

const tags = ['pto'];
const reading = { access: { kind: 'facility', permission: 'time:read' }, tags } as const;
const writing = { access: { kind: 'facility', permission: 'time:write' }, tags } as const;

const headerOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** PTO policies, balances and requests, and benefits eligibility (decision 023). */
export const ptoRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, listPtoPoliciesContract, reading, (request) => listPolicies(request.ctx));
  route(app, createPtoPolicyContract, { ...writing, idempotent: true }, (request) => createPolicy(request.ctx, request.body));
  route(app, updatePtoPolicyContract, writing, (request) => updatePolicy(request.ctx, { ...request.body, ...request.params }));
  route(app, getEmployeePtoContract, reading, (request) => getEmployeePto(request.ctx, request.params));
  route(app, setEmployeePtoPolicyContract, writing, (request) => setEmployeePolicy(request.ctx, { ...request.params, ...request.body }));
  route(app, addPtoAdjustmentContract, { ...writing, idempotent: true }, (request) =>
    addAdjustment(request.ctx, { ...request.body, ...request.params }),
  );
  route(app, listPtoRequestsContract, reading, (request) => listRequests(request.ctx, request.query));
  route(app, createPtoRequestContract, { ...writing, idempotent: true }, (request) => createRequest(request.ctx, request.body));
  route(app, decidePtoRequestContract, writing, (request) => decideRequest(request.ctx, { ...request.body, ...request.params }));
  route(app, cancelPtoRequestContract, writing, (request) => cancelRequest(request.ctx, request.params));
  route(app, benefitsEligibilityContract, reading, (request) => benefitsEligibility(request.ctx, request.query));
  // Public: the nurse's phone proves who she is with its device token (header, never the address).
  route(app, requestPtoFromTimeClockContract, { access: { kind: 'public' }, linkFamily: 'time-clock', tags }, (request) =>
    requestFromTimeClock(request.ctx, headerOf(request.headers[TIME_CLOCK_DEVICE_HEADER]), request.body),
  );
};
