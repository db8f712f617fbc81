import {
  acceptOfferContract,
  declineOfferContract,
  getOfferContract,
  getOfferNotificationsContract,
  subscribeOfferNotificationsContract,
} from '@careroster/shared/api/staffing/offers';
import {
  escalateReleaseContract,
  getReleaseContract,
  startReleaseContract,
  stopReleaseContract,
} from '@careroster/shared/api/staffing/release';
import { getStaffingSettingsContract, updateStaffingSettingsContract } from '@careroster/shared/api/staffing/release-settings';
import { TIME_CLOCK_DEVICE_HEADER } from '@careroster/shared/api/timekeeping/time-clock/device';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { offerNotifications, subscribeOfferNotifications } from './nurse-push';
import { acceptOffer, declineOffer, getOffer } from './offers';
import { escalateRelease, getRelease, startRelease, stopRelease } from './release';
import { getStaffingSettings, updateStaffingSettings } from './release-settings';

const tags = ['staffing'];
const read = { access: { kind: 'facility', permission: 'shifts:read' }, tags } as const;
const write = { access: { kind: 'facility', permission: 'shifts:write' }, tags } as const;
// Public and guessable only by brute force: each address is rate-limited, per family of link.
const offerLink = { access: { kind: 'public' }, linkFamily: 'offer', tags } as const;
const timeClockDevice = { access: { kind: 'public' }, linkFamily: 'time-clock', tags } as const;

const deviceTokenOf = (request: FastifyRequest) => {
  const value = request.headers[TIME_CLOCK_DEVICE_HEADER];
  return typeof value === 'string' && value.length <= 128 ? value : undefined;
};

/** Tiered release (issue 15): the facility's plans and settings, the nurse's offer page and her phone's notifications. */
export const releaseRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, getReleaseContract, read, (r) => getRelease(r.ctx, r.params));
  route(app, startReleaseContract, { ...write, idempotent: true }, (r) => startRelease(r.ctx, { ...r.params, ...r.body }));
  route(app, escalateReleaseContract, write, (r) => escalateRelease(r.ctx, r.params));
  route(app, stopReleaseContract, write, (r) => stopRelease(r.ctx, r.params));

  route(app, getStaffingSettingsContract, { access: { kind: 'facility', permission: 'facility:read' }, tags }, (r) =>
    getStaffingSettings(r.ctx),
  );
  route(app, updateStaffingSettingsContract, { access: { kind: 'facility', permission: 'facility:update' }, tags }, (r) =>
    updateStaffingSettings(r.ctx, r.body),
  );

  route(app, getOfferContract, offerLink, (r, reply) => {
    reply.header('referrer-policy', 'no-referrer');
    return getOffer(r.ctx, r.params);
  });
  route(app, acceptOfferContract, offerLink, (r) => acceptOffer(r.ctx, r.params));
  route(app, declineOfferContract, offerLink, (r) => declineOffer(r.ctx, r.params));
  route(app, getOfferNotificationsContract, timeClockDevice, (r) => offerNotifications(r.ctx, { deviceToken: deviceTokenOf(r) }));
  route(app, subscribeOfferNotificationsContract, timeClockDevice, (r) =>
    subscribeOfferNotifications(r.ctx, { deviceToken: deviceTokenOf(r), subscription: r.body.subscription }),
  );
};
