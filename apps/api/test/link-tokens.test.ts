/**
 * Issue 23: a link cut short or padded in a text message answers with the link's own sentence,
 * the one an unknown, expired or used link gets, never a rule about the token's length.
 */
import { productMessages } from '@careroster/shared/messages';
import { describe, expect, it } from 'vitest';
import { api, useTestApp } from './helpers/test-app';

// Malformed tokens in the paths are what this file sends: its paths stay literal (decision 046).
const t = useTestApp();

const short = 'abc123';
// A path segment longer than the router takes is its plain "too long" before any route: only bodies test the upper bound.
const long = 'x'.repeat(300);

type Call = { method: 'GET' | 'POST'; url: (token: string) => string; body?: (token: string) => object; sentence: string; status?: number };
const calls: Record<string, Call> = {
  'missed-punch supervisor action': {
    method: 'GET',
    url: (x) => `/missed-punch-action/${x}`,
    sentence: productMessages.missedPunchLinkUnknown,
  },
  'missed-punch supervisor decision': {
    method: 'POST',
    url: (x) => `/missed-punch-action/${x}`,
    body: () => ({ decision: 'APPROVE', name: 'Casey' }),
    sentence: productMessages.missedPunchLinkUnknown,
  },
  offer: { method: 'GET', url: (x) => `/offers/${x}`, sentence: productMessages.offerLinkUnknown },
  'offer accept': { method: 'POST', url: (x) => `/offers/${x}/accept`, sentence: productMessages.offerLinkUnknown },
  'corporate timesheet': { method: 'GET', url: (x) => `/corporate-timesheet/${x}`, sentence: productMessages.corporateLinkUnknown },
  'walk-in invite': { method: 'GET', url: (x) => `/walk-in-invites/${x}`, sentence: productMessages.walkInInviteInvalid },
  'video call join': { method: 'POST', url: (x) => `/video-call/${x}`, sentence: productMessages.videoCallLinkInvalid },
  'time-clock claim': {
    method: 'POST',
    url: () => '/time-clock/claim',
    body: (x) => ({ token: x }),
    sentence: productMessages.timeClockLinkInvalid,
  },
  'set password': {
    method: 'POST',
    url: () => '/auth/set-password',
    body: (x) => ({ uid: 'MQ', token: x.repeat(40), password: 'Sunrise#2026long' }),
    sentence: productMessages.resetLinkInvalid,
  },
};

describe('a malformed link token', () => {
  for (const [name, call] of Object.entries(calls)) {
    it(`${name}: answered with the link's own sentence`, async () => {
      for (const token of name === 'set password' ? [long] : call.url('') === call.url('x') ? [short, long] : [short]) {
        const res = await t.app.inject({
          method: call.method,
          url: api(call.url(token)),
          ...(call.body ? { payload: call.body(token) } : {}),
        });
        expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        const body = res.json<{ error: { message: string[] } }>();
        expect(body.error.message).toEqual([call.sentence]);
      }
    });
  }
});
