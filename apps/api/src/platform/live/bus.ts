import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { busMessage, type BusMessage } from './relay';

type Listener = (message: BusMessage) => void;

/**
 * Facility channels. `publish` reaches every listener of that facility on every instance: through
 * Redis pub/sub when REDIS_URL is set, in this process otherwise. Delivery is at most once; an
 * event is a hint to refetch, so a lost one costs staleness until the next event or refetch.
 */
export interface LiveBus {
  publish(facilityId: string, event: BusMessage): Promise<void>;
  /** Resolves, with the unsubscribe function, once events of the facility reach the listener. */
  subscribe(facilityId: string, listener: Listener): Promise<() => void>;
  close(): Promise<void>;
}

class Channels {
  private readonly byFacility = new Map<string, Set<Listener>>();
  constructor(private readonly log: FastifyBaseLogger) {}

  /** True when this is the facility's first local listener. */
  add(facilityId: string, listener: Listener): boolean {
    const set = this.byFacility.get(facilityId) ?? new Set<Listener>();
    set.add(listener);
    this.byFacility.set(facilityId, set);
    return set.size === 1;
  }

  /** True when the facility has no local listener left. */
  remove(facilityId: string, listener: Listener): boolean {
    const set = this.byFacility.get(facilityId);
    if (!set?.delete(listener)) return false;
    if (set.size > 0) return false;
    this.byFacility.delete(facilityId);
    return true;
  }

  deliver(facilityId: string, event: BusMessage) {
    for (const listener of this.byFacility.get(facilityId) ?? []) {
      try {
        listener(event);
      } catch (err) {
        this.log.warn({ err }, 'live listener failed');
      }
    }
  }

  clear() {
    this.byFacility.clear();
  }
}

export function memoryLiveBus(log: FastifyBaseLogger): LiveBus {
  const channels = new Channels(log);
  return {
    publish(facilityId, event) {
      // After the caller's current work, as a Redis round trip would be.
      setImmediate(() => channels.deliver(facilityId, event));
      return Promise.resolve();
    },
    subscribe(facilityId, listener) {
      channels.add(facilityId, listener);
      return Promise.resolve(() => void channels.remove(facilityId, listener));
    },
    close() {
      channels.clear();
      return Promise.resolve();
    },
  };
}

const PREFIX = 'careroster:live:';

/**
 * One publishing and one subscribing connection per instance (a subscribed connection can do
 * nothing else). The instance subscribes to a facility's channel while it has a socket there.
 */
export function redisLiveBus(url: string, log: FastifyBaseLogger): LiveBus {
  const pub = new Redis(url, { maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { maxRetriesPerRequest: null });
  const channels = new Channels(log);
  // The SUBSCRIBE of each facility this instance listens to; a second socket waits on the same one.
  const subscribed = new Map<string, Promise<unknown>>();
  const onError = (err: unknown) => log.warn({ err }, 'live bus: redis error');
  pub.on('error', onError);
  sub.on('error', onError);
  sub.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(PREFIX)) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    const event = busMessage.safeParse(parsed);
    if (event.success) channels.deliver(channel.slice(PREFIX.length), event.data);
  });
  return {
    async publish(facilityId, event) {
      await pub.publish(PREFIX + facilityId, JSON.stringify(event));
    },
    async subscribe(facilityId, listener) {
      if (channels.add(facilityId, listener)) subscribed.set(facilityId, sub.subscribe(PREFIX + facilityId));
      try {
        await subscribed.get(facilityId);
      } catch (err) {
        channels.remove(facilityId, listener);
        subscribed.delete(facilityId);
        throw err;
      }
      return () => {
        if (!channels.remove(facilityId, listener)) return;
        subscribed.delete(facilityId);
        sub.unsubscribe(PREFIX + facilityId).catch(onError);
      };
    },
    async close() {
      channels.clear();
      subscribed.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
