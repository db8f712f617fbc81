import { createHmac, randomUUID } from 'node:crypto';
import { liveClose } from '@careroster/shared/api/live';
import { callClientMessage, type CallServerMessage, type IceServer } from '@careroster/shared/api/video/video-call';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Config } from '../../config';
import type { Deps } from '../../platform/deps';
import { roomChannel, type BusMessage, type CallRelay } from '../../platform/live/relay';
import { markConnected, markOver, partyOf, type CallParty } from './calls';

/** TURN credentials last as long as a long interview; coturn checks the expiry in the username. */
const TURN_CREDENTIAL_TTL_S = 4 * 3600;

/**
 * ICE servers for one call. TURN URLs get credentials minted with coturn's REST scheme
 * (`use-auth-secret`): username `<expiry>:<call id>`, password base64(HMAC-SHA1(secret, username)).
 * The expiry is on the system clock: coturn checks it against its own, not the product's.
 */
// eslint-disable-next-line no-restricted-syntax -- coturn's expiry, compared with coturn's clock
export function iceServersFor(config: Pick<Config, 'iceServers' | 'turnSecret'>, callId: string, now = Date.now()): IceServer[] {
  return config.iceServers.map((url) => {
    if (!/^turns?:/.test(url) || !config.turnSecret) return { urls: [url] };
    const username = `${Math.floor(now / 1000) + TURN_CREDENTIAL_TTL_S}:${callId}`;
    const credential = createHmac('sha1', config.turnSecret).update(username).digest('base64');
    return { urls: [url], username, credential };
  });
}

type Party = CallParty & { id: string; socket: WebSocket; leave: () => void };

export type CallSockets = {
  /** Whether a message is one of the call's (a call socket speaks nothing else). */
  owns(message: unknown): boolean;
  handle(socket: WebSocket, message: unknown): Promise<void>;
  joined(socket: WebSocket): boolean;
  closed(socket: WebSocket): void;
};

const send = (socket: WebSocket, message: CallServerMessage) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
};

/**
 * The signalling of video calls on the live socket (decision 017). A socket joins with its
 * party's token; from then on what it sends reaches only the other party of that room, through
 * the live bus, so the two may be connected to different instances. The newest socket of a party
 * wins (a reconnect replaces a socket the server has not yet seen die).
 */
export function callSockets(deps: Deps, log: FastifyBaseLogger): CallSockets {
  const parties = new Map<WebSocket, Party>();

  const relay = (p: Party, op: CallRelay['op'], extra: Partial<CallRelay> = {}) =>
    deps.live
      .publish(roomChannel(p.room), { kind: 'call', from: p.role, socket: p.id, op, ...extra })
      .catch((err: unknown) => log.warn({ err, op }, 'call relay failed'));

  function onRelay(me: Party, message: BusMessage) {
    if (!('kind' in message) || message.kind !== 'call') return;
    // The end reaches both parties, the one who hung up too: both windows show it and close.
    if (message.op === 'ended') {
      send(me.socket, { type: 'call.ended', status: message.status ?? 'ENDED' });
      me.socket.close(1000, 'call over');
      return;
    }
    if (message.socket === me.id) return;
    if (message.from === me.role) {
      // Another socket of this party joined: it replaces this one.
      if (message.op === 'hello') me.socket.close(liveClose.roomFull, 'replaced');
      return;
    }
    switch (message.op) {
      case 'hello':
      case 'here':
        // A newcomer learns that this party is already here.
        if (message.op === 'hello') void relay(me, 'here');
        send(me.socket, { type: 'call.peer', present: true });
        if (me.role === 'caller') void markConnected(deps.db, me.callId).catch((err: unknown) => log.warn({ err }, 'call state failed'));
        return;
      case 'bye':
        send(me.socket, { type: 'call.peer', present: false });
        return;
      case 'signal':
        if (message.signal) send(me.socket, { type: 'call.signal', signal: message.signal });
        return;
      default:
        return;
    }
  }

  async function join(socket: WebSocket, token: string) {
    if (parties.has(socket)) return socket.close(liveClose.policy, 'bad message');
    const found = await partyOf(deps.db, token);
    if (found === null) return socket.close(liveClose.unauthenticated, 'unauthenticated');
    if (found === 'over') return socket.close(liveClose.callOver, 'call over');
    const party: Party = { ...found, id: randomUUID(), socket, leave: () => undefined };
    party.leave = await deps.live.subscribe(roomChannel(found.room), (m) => onRelay(party, m));
    if (socket.readyState !== socket.OPEN) return party.leave();
    parties.set(socket, party);
    send(socket, {
      type: 'call.ready',
      role: found.role,
      // Perfect negotiation: the nurse yields when both offer at once.
      polite: found.role === 'nurse',
      peer_present: false,
      ice_servers: iceServersFor(deps.config, found.callId),
    });
    await relay(party, 'hello');
  }

  return {
    owns: (message) =>
      typeof (message as { type?: unknown } | null)?.type === 'string' && (message as { type: string }).type.startsWith('call.'),
    joined: (socket) => parties.has(socket),
    async handle(socket, raw) {
      const message = callClientMessage.safeParse(raw);
      if (!message.success) return socket.close(liveClose.policy, 'bad message');
      const m = message.data;
      if (m.type === 'call.join') return join(socket, m.token);
      const party = parties.get(socket);
      if (!party) return socket.close(liveClose.policy, 'bad message');
      if (m.type === 'call.signal') return relay(party, 'signal', { signal: m.signal });
      const status = await markOver(deps.db, party.callId);
      await relay(party, 'ended', { status: status ?? 'ENDED' });
    },
    closed(socket) {
      const party = parties.get(socket);
      if (!party) return;
      parties.delete(socket);
      void relay(party, 'bye');
      party.leave();
    },
  };
}
