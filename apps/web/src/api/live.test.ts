import { liveClose, type LiveEvent } from '@careroster/shared/api/live';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectLive, liveUrl, reconnectDelay, RECONNECT_MAX_MS, type LiveSocket } from './live';

class FakeSocket implements LiveSocket {
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closedWith = code;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  receive(message: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
  drop(code = 1006) {
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

describe('connectLive', () => {
  let sockets: FakeSocket[];
  let events: LiveEvent[];
  let resyncs: number;
  const start = () =>
    connectLive({
      auth: { type: 'auth', token: 'tok', facility_id: 'fac-1' },
      url: 'ws://app.test/api/v1/ws',
      createSocket: (url) => {
        const s = new FakeSocket(url);
        sockets.push(s);
        return s;
      },
      random: () => 0.5,
      onEvent: (e) => events.push(e),
      onResync: () => (resyncs += 1),
    });

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    events = [];
    resyncs = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('sends the token in its first message, never in the address', () => {
    start();
    expect(sockets[0]!.url).toBe('ws://app.test/api/v1/ws');
    sockets[0]!.open();
    expect(sockets[0]!.sent.map((m) => JSON.parse(m) as unknown)).toEqual([{ type: 'auth', token: 'tok', facility_id: 'fac-1' }]);
  });

  it('hands events on and ignores what it does not know', () => {
    start();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'ready', facility_id: 'fac-1' });
    sockets[0]!.receive({ type: 'shifts.changed', shift_id: 's1' });
    sockets[0]!.receive({ type: 'something.else' });
    expect(events).toEqual([{ type: 'shifts.changed', shift_id: 's1' }]);
    expect(resyncs).toBe(0);
  });

  it('reconnects with growing delays after drops, and resyncs once it is back', () => {
    start();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'ready', facility_id: 'fac-1' });
    sockets[0]!.drop();
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(reconnectDelay(0, () => 0.5));
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop();
    vi.advanceTimersByTime(reconnectDelay(1, () => 0.5) - 1);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    sockets[2]!.open();
    sockets[2]!.receive({ type: 'ready', facility_id: 'fac-1' });
    expect(resyncs).toBe(1);
  });

  it('does not retry a refused token or facility', () => {
    start();
    sockets[0]!.drop(liveClose.forbidden);
    vi.advanceTimersByTime(RECONNECT_MAX_MS * 2);
    expect(sockets).toHaveLength(1);
    const second = start();
    sockets[1]!.drop(liveClose.unauthenticated);
    vi.advanceTimersByTime(RECONNECT_MAX_MS * 2);
    expect(sockets).toHaveLength(2);
    second.stop();
  });

  it('stops: closes the socket normally and never reconnects', () => {
    const live = start();
    sockets[0]!.open();
    live.stop();
    expect(sockets[0]!.closedWith).toBe(1000);
    sockets[0]!.drop(1000);
    vi.advanceTimersByTime(RECONNECT_MAX_MS * 2);
    expect(sockets).toHaveLength(1);
  });
});

describe('reconnectDelay', () => {
  it('grows exponentially with jitter and is capped', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 1)).toBe(1000);
    expect(reconnectDelay(3, () => 0)).toBe(4000);
    expect(reconnectDelay(50, () => 1)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(50, () => 0)).toBe(RECONNECT_MAX_MS / 2);
  });
});

describe('liveUrl', () => {
  it("uses the page's own origin, wss on https", () => {
    expect(liveUrl({ protocol: 'https:', host: 'care.example' })).toBe('wss://care.example/api/v1/ws');
    expect(liveUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/api/v1/ws');
  });
});
