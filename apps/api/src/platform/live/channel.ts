import websocket from '@fastify/websocket';
import { AppError } from '@careroster/shared/errors';
import {
  LIVE_MAX_MESSAGE_BYTES,
  liveAuthMessage,
  liveClose,
  liveNurseAuthMessage,
  type LiveEvent,
  type LiveServerMessage,
} from '@careroster/shared/api/live';
import { CALL_SIGNAL_MAX_BYTES } from '@careroster/shared/constants';
import { productMessages } from '@careroster/shared/messages';
import { and, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { sessions } from '../../db/schema';
import { facilityScope, isFacilityId } from '../access';
import type { Deps } from '../deps';
import { findCaller, type SessionPolicy } from '../sessions';
import { isLiveEvent } from './relay';

export type LiveTuning = {
  /** How long a new socket may take to send its auth message. */
  authTimeoutMs: number;
  /** Ping interval, and how often open sockets' sessions and tokens are checked. */
  heartbeatMs: number;
  /** How long a socket may leave pings unanswered before it counts as dead and is dropped. */
  pongGraceMs: number;
  /** Messages a client may send per second; a browser sends one per facility it opens. */
  messagesPerSecond: number;
  /** The same for a call socket: negotiation sends a burst of ICE candidates. */
  callMessagesPerSecond: number;
};

export const defaultLiveTuning: LiveTuning = {
  authTimeoutMs: 5_000,
  heartbeatMs: 30_000,
  pongGraceMs: 60_000,
  messagesPerSecond: 5,
  callMessagesPerSecond: 50,
};

/**
 * Messages a socket may speak besides `auth` (video call signalling, decision 017). A socket that
 * joined a call speaks nothing else, and is checked against a higher rate and a larger frame.
 */
export type SocketProtocol = {
  owns(message: unknown): boolean;
  handle(socket: WebSocket, message: unknown): Promise<void>;
  joined(socket: WebSocket): boolean;
  closed(socket: WebSocket): void;
};

/**
 * A nurse's socket (issue 16): her page authenticates with a message-center token, not a session.
 * The messages module answers who the token is and which tokens still work; the platform only
 * knows that a nurse hears the events that name her.
 */
export type NurseSocketAuth = {
  identify(token: string): Promise<{ tokenId: string; facilityId: string; employeeId: string } | null>;
  /** The ids among these whose tokens are neither expired nor revoked. */
  stillValid(tokenIds: string[]): Promise<Set<string>>;
};

/** What a nurse's socket may hear: a change of one of her conversations, naming no other nurse. */
export function forNurse(event: LiveEvent, employeeId: string): LiveEvent | null {
  if (event.type !== 'messages.changed' || !event.employee_ids.includes(employeeId)) return null;
  return { ...event, employee_ids: [employeeId] };
}

type Connection = {
  socket: WebSocket;
  /** When the socket last answered a ping (or opened). */
  lastPongAt: number;
  /** Its auth message came in time; the auth timeout no longer applies while it is checked. */
  authSent: boolean;
  sessionId: string | null;
  /** A nurse's socket: her token's id and her employee id, instead of a session. */
  nurse: { tokenId: string; employeeId: string } | null;
  facilityId: string | null;
  leave: (() => void) | null;
  windowStart: number;
  inWindow: number;
};

/** The request's own origin (the Host it was sent to, or X-Forwarded-* behind a trusted proxy). */
const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Browsers send Origin on every WebSocket handshake and do not apply CORS to it, so a page on
 * another site could open this socket: refuse any Origin that is not ours. A client without
 * Origin is not a browser; it authenticates like any other (the token is in the message).
 */
function checkOrigin(allowed: string) {
  return async (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin === undefined || origin === allowed || origin === ownOrigin(request)) return;
    throw new AppError('FORBIDDEN', productMessages.notAllowed);
  };
}

const textOf = (data: RawData) =>
  (Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)).toString('utf8');

const send = (socket: WebSocket, message: LiveServerMessage) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
};

/**
 * GET /api/v1/ws (decision 009). Public at the HTTP level: the socket authenticates itself with
 * its first message, then joins its facility's channel on the live bus.
 */
export async function registerLiveChannel(
  app: FastifyInstance,
  deps: Deps,
  policy: SessionPolicy,
  tuning: LiveTuning,
  prefix: string,
  calls?: SocketProtocol,
  nurses?: NurseSocketAuth,
) {
  const connections = new Set<Connection>();
  const log = app.log.child({ component: 'live' });

  await app.register(websocket, {
    // A call's SDP offer is the largest frame; facility messages keep their own limit below.
    options: { maxPayload: CALL_SIGNAL_MAX_BYTES + 2048, perMessageDeflate: false },
    // Never the default handler: it logs the error's message, which can quote the frame.
    errorHandler: (err, socket) => {
      log.warn({ err }, 'live socket error');
      socket.terminate();
    },
    // app.close(): every socket closes with "going away" before the server stops, so clients reconnect elsewhere.
    preClose(done) {
      clearInterval(heartbeat);
      for (const c of connections) c.socket.close(liveClose.goingAway, 'server closing');
      app.websocketServer.close(() => done());
    },
  });

  /** Joins the facility's channel; `pass` picks (and shapes) what this socket may hear. */
  async function join(c: Connection, facilityId: string, pass: (event: LiveEvent) => LiveEvent | null) {
    if (c.socket.readyState !== c.socket.OPEN) return;
    c.leave?.();
    c.leave = null;
    c.facilityId = facilityId;
    const leave = await deps.live.subscribe(facilityId, (event) => {
      if (!isLiveEvent(event)) return;
      const passed = pass(event);
      if (passed) send(c.socket, passed);
    });
    // The socket may have closed, or sent another auth, while the subscription was being made.
    if (c.socket.readyState !== c.socket.OPEN || c.facilityId !== facilityId) return leave();
    c.leave = leave;
    send(c.socket, { type: 'ready', facility_id: facilityId });
  }

  async function authenticate(c: Connection, raw: unknown) {
    const asNurse = liveNurseAuthMessage.safeParse(raw);
    if (asNurse.success && nurses) return authenticateNurse(c, asNurse.data.token);
    const message = liveAuthMessage.safeParse(raw);
    if (!message.success) return c.socket.close(liveClose.policy, 'bad message');
    const requested = message.data.facility_id;
    const withFacility = isFacilityId(requested);
    const session = await findCaller(deps, message.data.token, policy, withFacility ? { requested } : undefined);
    if (!session) return c.socket.close(liveClose.unauthenticated, 'unauthenticated');
    let facilityId: string;
    try {
      if (!withFacility) throw new AppError('FORBIDDEN');
      facilityId = facilityScope(session.memberships, requested).id;
    } catch {
      return c.socket.close(liveClose.forbidden, 'forbidden');
    }
    c.sessionId = session.sessionId;
    c.nurse = null;
    await join(c, facilityId, (event) => event);
  }

  async function authenticateNurse(c: Connection, token: string) {
    const nurse = await nurses!.identify(token);
    if (!nurse) return c.socket.close(liveClose.unauthenticated, 'unauthenticated');
    c.sessionId = null;
    c.nurse = { tokenId: nurse.tokenId, employeeId: nurse.employeeId };
    await join(c, nurse.facilityId, (event) => forNurse(event, nurse.employeeId));
  }

  // One timer for all sockets (the `ws` heartbeat pattern); it also drops sockets whose session
  // ended (sign-out, expiry, idle timeout) without touching last_seen_at, so an open tab does not
  // keep an idle session alive. A pong may be late (a busy server, a phone waking up) by up to the
  // grace before the socket counts as dead: a time, not a count of pings, so a stalled event loop
  // that runs two ticks back to back does not drop a live socket.
  const heartbeat = setInterval(() => {
    const now = Date.now();
    for (const c of connections) {
      if (now - c.lastPongAt > tuning.pongGraceMs) {
        c.socket.terminate();
        continue;
      }
      c.socket.ping();
    }
    void dropEndedSessions().catch((err: unknown) => log.warn({ err }, 'live session check failed'));
    void dropEndedNurseTokens().catch((err: unknown) => log.warn({ err }, 'live token check failed'));
  }, tuning.heartbeatMs);
  heartbeat.unref();

  async function dropEndedSessions() {
    const ids = [...new Set([...connections].flatMap((c) => (c.sessionId ? [c.sessionId] : [])))];
    if (ids.length === 0) return;
    const now = Date.now();
    const valid = await deps.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          inArray(sessions.id, ids),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date(now)),
          gt(sessions.lastSeenAt, new Date(now - policy.idleMs)),
        ),
      );
    const keep = new Set(valid.map((r) => r.id));
    for (const c of connections) if (c.sessionId && !keep.has(c.sessionId)) c.socket.close(liveClose.unauthenticated, 'session ended');
  }

  /** A nurse's socket ends with her token: expired, or revoked by the facility. */
  async function dropEndedNurseTokens() {
    if (!nurses) return;
    const ids = [...new Set([...connections].flatMap((c) => (c.nurse ? [c.nurse.tokenId] : [])))];
    if (ids.length === 0) return;
    const keep = await nurses.stillValid(ids);
    for (const c of connections) if (c.nurse && !keep.has(c.nurse.tokenId)) c.socket.close(liveClose.unauthenticated, 'token ended');
  }

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    await deps.live.close();
  });

  await app.register(
    async (api) => {
      api.get(
        '/ws',
        {
          websocket: true,
          config: { access: { kind: 'public' } },
          preValidation: checkOrigin(new URL(deps.config.publicUrl).origin),
        },
        (socket) => {
          const c: Connection = {
            socket,
            lastPongAt: Date.now(),
            authSent: false,
            sessionId: null,
            nurse: null,
            facilityId: null,
            leave: null,
            windowStart: Date.now(),
            inWindow: 0,
          };
          connections.add(c);
          const authTimer = setTimeout(() => {
            if (!c.authSent && !calls?.joined(socket)) socket.close(liveClose.authTimeout, 'auth timeout');
          }, tuning.authTimeoutMs);
          socket.on('pong', () => {
            c.lastPongAt = Date.now();
          });
          socket.on('close', () => {
            clearTimeout(authTimer);
            c.leave?.();
            c.leave = null;
            calls?.closed(socket);
            connections.delete(c);
          });
          socket.on('message', (data, isBinary) => {
            const now = Date.now();
            if (now - c.windowStart >= 1000) {
              c.windowStart = now;
              c.inWindow = 0;
            }
            const inCall = calls?.joined(socket) ?? false;
            if (++c.inWindow > (inCall ? tuning.callMessagesPerSecond : tuning.messagesPerSecond)) {
              return socket.close(liveClose.policy, 'too many messages');
            }
            if (isBinary) return socket.close(liveClose.policy, 'bad message');
            const text = textOf(data);
            let parsed: unknown;
            try {
              parsed = JSON.parse(text);
            } catch {
              return socket.close(liveClose.policy, 'bad message');
            }
            if (calls?.owns(parsed)) {
              if (c.facilityId) return socket.close(liveClose.policy, 'bad message');
              calls.handle(socket, parsed).catch((err: unknown) => {
                log.warn({ err }, 'call message failed');
                socket.close(liveClose.policy, 'bad message');
              });
              return;
            }
            if (inCall) return socket.close(liveClose.policy, 'bad message');
            if (Buffer.byteLength(text) > LIVE_MAX_MESSAGE_BYTES) return socket.close(liveClose.tooBig, 'too big');
            c.authSent = true;
            authenticate(c, parsed).catch((err: unknown) => {
              log.warn({ err }, 'live auth failed');
              socket.close(liveClose.policy, 'bad message');
            });
          });
        },
      );
    },
    { prefix },
  );
}
