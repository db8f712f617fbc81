import { LIVE_PATH, type LiveServerMessage } from '@careroster/shared/api/live';
import type { CallServerMessage } from '@careroster/shared/api/video/video-call';

/** Facility events, or a call's signalling once the socket joined a call. */
type ServerMessage = LiveServerMessage | CallServerMessage;
import WebSocket from 'ws';

/** The Origin the test apps accept (their PUBLIC_URL). */
export const ORIGIN = 'https://careroster.test';
// Every wait has a limit so a broken channel fails the test instead of hanging it; none is asserted.
export const LIMIT_MS = 20_000;

/** A client socket that records what it receives and how it closed. */
export class Client {
  readonly messages: ServerMessage[] = [];
  readonly closed: Promise<{ code: number }>;
  readonly opened: Promise<void>;
  private waiters: (() => void)[] = [];

  constructor(readonly ws: WebSocket) {
    this.opened = new Promise((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
      ws.once('error', reject);
    });
    this.closed = new Promise((resolve) => ws.once('close', (code) => resolve({ code })));
    ws.on('message', (data: Buffer) => {
      this.messages.push(JSON.parse(data.toString('utf8')) as ServerMessage);
      for (const w of this.waiters.splice(0)) w();
    });
    ws.on('close', () => {
      for (const w of this.waiters.splice(0)) w();
    });
  }

  /** The first message that matches, waiting for it up to the limit. */
  async next(match: (m: ServerMessage) => boolean): Promise<ServerMessage> {
    const deadline = Date.now() + LIMIT_MS;
    for (;;) {
      const found = this.messages.find(match);
      if (found) return found;
      if (this.ws.readyState === WebSocket.CLOSED) throw new Error('socket closed before the message came');
      if (Date.now() > deadline) throw new Error('timed out waiting for a live message');
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 500);
      });
    }
  }

  send(message: unknown) {
    this.ws.send(JSON.stringify(message));
  }

  close() {
    this.ws.close();
    return this.closed;
  }
}

export const wsUrl = (base: string, suffix = '') => `${base.replace(/^http/, 'ws')}${LIVE_PATH}${suffix}`;

type ConnectOptions = { origin?: string | null; suffix?: string; /** false: a client that stops answering pings */ autoPong?: boolean };

export function connect(base: string, options: ConnectOptions = {}) {
  const origin = options.origin === undefined ? ORIGIN : options.origin;
  return new Client(new WebSocket(wsUrl(base, options.suffix), { autoPong: options.autoPong ?? true, ...(origin ? { origin } : {}) }));
}

export async function joined(base: string, token: string, facilityId: string, options: ConnectOptions = {}) {
  const c = connect(base, options);
  await c.opened;
  c.send({ type: 'auth', token, facility_id: facilityId });
  await c.next((m) => m.type === 'ready');
  return c;
}

export async function withTimeout<T>(p: Promise<T>, label: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out: ${label}`)), LIMIT_MS);
  });
  try {
    return await Promise.race([p, limit]);
  } finally {
    clearTimeout(timer);
  }
}
