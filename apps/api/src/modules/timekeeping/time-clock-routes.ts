import { claimTimeClockLinkContract } from '@careroster/shared/api/timekeeping/time-clock/claim-link';
import { TIME_CLOCK_DEVICE_HEADER } from '@careroster/shared/api/timekeeping/time-clock/device';
import { getTimeClockContract } from '@careroster/shared/api/timekeeping/time-clock/get-time-clock';
import { PUNCH_PHOTO_FIELD, PUNCH_PHOTO_MAX_BYTES, punchContract } from '@careroster/shared/api/timekeeping/time-clock/punch';
import {
  getTimeClockLinkContract,
  revokeTimeClockLinkContract,
  sendTimeClockLinkContract,
} from '@careroster/shared/api/timekeeping/time-clock/time-clock-link';
import { AppError } from '@careroster/shared/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { refuseNul } from '../../platform/form-fields';
import * as clock from './time-clock';
import * as links from './time-clock-links';

const tags = ['time clock'];
const timeClock = { access: { kind: 'public' }, linkFamily: 'time-clock', tags } as const;

const deviceTokenOf = (request: FastifyRequest) => {
  const value = request.headers[TIME_CLOCK_DEVICE_HEADER];
  return typeof value === 'string' && value.length <= 128 ? value : undefined;
};

/**
 * The punch's multipart body: text fields, and the photo read up to its cap (the rest of an
 * oversized photo is drained, then refused by the service). Any other file is drained unread.
 */
export async function readPunchForm(request: FastifyRequest): Promise<clock.PunchForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const fields: Record<string, string> = {};
  let photo: clock.PunchPhoto = null;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') refuseNul(part.fieldname, part.value);
      if (typeof part.value === 'string' && part.value.length <= 1024) fields[part.fieldname] = part.value;
      continue;
    }
    if (part.fieldname !== PUNCH_PHOTO_FIELD || photo) {
      part.file.resume();
      continue;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size <= PUNCH_PHOTO_MAX_BYTES) chunks.push(chunk);
    }
    photo = size > PUNCH_PHOTO_MAX_BYTES || part.file.truncated ? { tooLarge: true } : size === 0 ? null : { data: Buffer.concat(chunks) };
  }
  return { fields, photo };
}

/** The nurse's time clock (public, device token in a header) and the facility's link panel. */
export const timeClockRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public and guessable only by brute force: each address is rate-limited, the time clock's routes together.
  route(app, claimTimeClockLinkContract, timeClock, (request, reply) => {
    reply.header('referrer-policy', 'no-referrer');
    return clock.claimLink(request.ctx, { token: request.body.token, userAgent: request.headers['user-agent'] });
  });
  route(app, getTimeClockContract, timeClock, (request) => clock.timeClockMe(request.ctx, { deviceToken: deviceTokenOf(request) }));
  route(app, punchContract, timeClock, (request) =>
    clock.punch(request.ctx, { deviceToken: deviceTokenOf(request), readForm: () => readPunchForm(request) }),
  );

  const read = { access: { kind: 'facility', permission: 'time:read' }, tags } as const;
  const write = { access: { kind: 'facility', permission: 'time:write' }, tags } as const;
  route(app, getTimeClockLinkContract, read, (request) => links.getTimeClockLink(request.ctx, request.params));
  route(app, sendTimeClockLinkContract, { ...write, refuses: ['RATE_LIMITED'] }, (request) =>
    links.sendTimeClockLink(request.ctx, request.params),
  );
  route(app, revokeTimeClockLinkContract, write, (request) => links.revokeTimeClockLink(request.ctx, request.params));
};
