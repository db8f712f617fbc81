import { getKioskContract, kioskPunchContract } from '@careroster/shared/api/timekeeping/kiosk/kiosk-punch';
import {
  listTimeClockKiosksContract,
  pairTimeClockKioskContract,
  revokeTimeClockKioskContract,
} from '@careroster/shared/api/timekeeping/kiosk/time-clock-kiosks';
import {
  getTimeClockPasscodeContract,
  regenerateTimeClockPasscodeContract,
} from '@careroster/shared/api/timekeeping/kiosk/time-clock-passcode';
import { TIME_CLOCK_KIOSK_HEADER } from '@careroster/shared/timekeeping/kiosk';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { kioskPunch } from './kiosk-punch';
import * as kiosks from './kiosks';
import * as passcodes from './passcodes';
import { readPunchForm } from './time-clock-routes';

const tags = ['time clock'];
/** The kiosk's routes count with the phone's time clock per caller address (platform/link-limit.ts). */
const kiosk = { access: { kind: 'public' }, linkFamily: 'time-clock', tags } as const;

const secretOf = (request: FastifyRequest) => {
  const value = request.headers[TIME_CLOCK_KIOSK_HEADER];
  return typeof value === 'string' && value.length <= 128 ? value : undefined;
};

/** The facility's shared time clocks (decision 067): pairing, the kiosk's punch, the nurses' passcodes. */
export const kioskRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, getKioskContract, kiosk, (request) => kiosks.kioskHome(request.ctx, secretOf(request)));
  route(
    app,
    kioskPunchContract,
    { ...kiosk, refuses: ['FORBIDDEN', 'CONFLICT', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'] },
    (request) => kioskPunch(request.ctx, { secret: secretOf(request), readForm: () => readPunchForm(request) }),
  );

  const read = { access: { kind: 'facility', permission: 'time:read' }, tags } as const;
  const write = { access: { kind: 'facility', permission: 'time:write' }, tags } as const;
  route(app, listTimeClockKiosksContract, read, (request) => kiosks.listKiosks(request.ctx));
  // Starting a time clock is the devices' administrators' act (spec 001: Add New Device); stopping one is any time manager's.
  route(app, pairTimeClockKioskContract, { access: { kind: 'facility', permission: 'devices:write' }, tags }, (request, reply) => {
    reply.header('cache-control', 'no-store');
    return kiosks.pairKiosk(request.ctx, { deviceId: request.body.device_id, userAgent: request.headers['user-agent'] });
  });
  route(app, revokeTimeClockKioskContract, write, (request) => kiosks.revokeKiosk(request.ctx, request.params));
  route(app, getTimeClockPasscodeContract, read, (request) => passcodes.getPasscode(request.ctx, request.params));
  route(app, regenerateTimeClockPasscodeContract, { ...write, refuses: ['CONFLICT', 'RATE_LIMITED'] }, (request) =>
    passcodes.regeneratePasscode(request.ctx, request.params),
  );
};
