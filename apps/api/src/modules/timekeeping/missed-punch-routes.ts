import {
  approveMissedPunchContract,
  rejectMissedPunchContract,
  remindMissedPunchContract,
  updateMissedPunchContract,
} from '@careroster/shared/api/timekeeping/missed-punches/decide-missed-punch';
import { listMissedPunchesContract } from '@careroster/shared/api/timekeeping/missed-punches/list-missed-punches';
import {
  actOnMissedPunchContract,
  getMissedPunchActionContract,
} from '@careroster/shared/api/timekeeping/missed-punches/missed-punch-action';
import { proposeMissedPunchContract } from '@careroster/shared/api/timekeeping/time-clock/propose-missed-punch';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { actOnMissedPunch, getMissedPunchAction } from './missed-punch-action';
import { proposeMissedPunch } from './missed-punch-proposal';
import { approveMissedPunch, listMissedPunches, rejectMissedPunch, remindMissedPunch, updateMissedPunch } from './missed-punch-queue';
import { TIME_CLOCK_DEVICE_HEADER } from '../../platform/time-clock-device';

const tags = ['missed punches'];
const reading = { access: { kind: 'facility', permission: 'time:read' }, tags } as const;
const writing = { access: { kind: 'facility', permission: 'time:write' }, tags } as const;
/** Public routes an attacker can call with guesses: limited per address and family of link. */
const fromTimeClock = { access: { kind: 'public' }, linkFamily: 'time-clock', tags } as const;
const actionLink = { access: { kind: 'public' }, linkFamily: 'missed-punch-action', tags } as const;

const deviceToken = (header: string | string[] | undefined) => (Array.isArray(header) ? header[0] : header);

/** The missed-punch queue, the nurse's proposal from her time clock, and the supervisor's action link. */
export const missedPunchRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, listMissedPunchesContract, reading, (request) =>
    listMissedPunches(request.ctx, { status: request.query.status ?? [], page: request.query.page, page_size: request.query.page_size }),
  );
  route(app, approveMissedPunchContract, writing, (request) => approveMissedPunch(request.ctx, { ...request.params, ...request.body }));
  route(app, updateMissedPunchContract, writing, (request) => updateMissedPunch(request.ctx, { ...request.params, ...request.body }));
  route(app, remindMissedPunchContract, writing, (request) => remindMissedPunch(request.ctx, request.params));
  route(app, rejectMissedPunchContract, writing, (request) => rejectMissedPunch(request.ctx, { ...request.params, ...request.body }));

  route(app, proposeMissedPunchContract, fromTimeClock, (request) =>
    proposeMissedPunch(request.ctx, {
      deviceToken: deviceToken(request.headers[TIME_CLOCK_DEVICE_HEADER]),
      ...request.params,
      ...request.body,
    }),
  );
  // The token is in the path: no referrer may carry it to another site, whatever the global header says.
  route(app, getMissedPunchActionContract, actionLink, (request, reply) => {
    reply.header('referrer-policy', 'no-referrer');
    return getMissedPunchAction(request.ctx, request.params);
  });
  route(app, actOnMissedPunchContract, actionLink, (request, reply) => {
    reply.header('referrer-policy', 'no-referrer');
    return actOnMissedPunch(request.ctx, { token: request.params.token, body: request.body });
  });
};
