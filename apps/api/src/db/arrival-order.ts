import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database is one connection (decision 013), and PGlite's own lock is first come,
 * first served per statement: a request of ten statements queued ten times behind every other
 * request's next statement, so under load the oldest requests were lapped by newer ones (issue 26,
 * decision 059). This line serves statements by the arrival of the request that sends them: a
 * request's place is taken when it arrives, and each of its statements goes ahead of any statement
 * of a request that arrived later. A transaction holds the connection until it commits; the
 * statements inside it go through PGlite's transaction object, never through the line, so they
 * cannot queue behind their own transaction.
 */

/** A request's place in line, kept for all its statements until it has answered. */
export type Place = { ticket: number; answered: boolean };

const places = new AsyncLocalStorage<Place>();
let arrivals = 0;

/** A place for a request arriving now. */
export const arrive = (): Place => ({ ticket: (arrivals += 1), answered: false });

/** Runs `fn` as the request holding `place`: the statements it sends, however deep, keep its ticket. */
export const inPlace = <T>(place: Place, fn: () => T): T => places.run(place, fn);

/**
 * Work outside a request (jobs, start-up) and work a request left running after it answered take a
 * place of their own per statement, behind every request already waiting.
 */
function ticketNow(): number {
  const place = places.getStore();
  return place && !place.answered ? place.ticket : (arrivals += 1);
}

type Waiter = { ticket: number; go: () => void };

export class ArrivalLine {
  #busy = false;
  /** Oldest ticket first; a request's own statements in the order it sent them. */
  readonly #waiting: Waiter[] = [];

  async serve<T>(work: () => Promise<T>): Promise<T> {
    if (this.#busy) await new Promise<void>((go) => this.#enqueue({ ticket: ticketNow(), go }));
    else {
      this.#busy = true;
      // Even a free connection starts on the next turn. A statement begun here would run inside
      // the socket read that brought its request, and a whole request would be answered before the
      // next socket is read: under load each turn then served every busy connection in full, while
      // libuv accepts one new connection per turn (libuv#3696), so the 50th connection of a load
      // waited for 49 such turns, seconds, before its first request was even read (decision 059).
      await new Promise<void>((go) => setImmediate(go));
    }
    try {
      return await work();
    } finally {
      this.#handOver();
    }
  }

  #enqueue(waiter: Waiter) {
    let i = this.#waiting.length;
    while (i > 0 && this.#waiting[i - 1]!.ticket > waiter.ticket) i -= 1;
    this.#waiting.splice(i, 0, waiter);
  }

  /**
   * The next statement starts on the next turn of the event loop, not at once: by then the request
   * that just finished a statement has sent its next one (its code between two statements runs
   * without waiting on I/O), which then goes ahead of younger requests instead of behind one of
   * theirs; and requests that arrived meanwhile have been read and given their places.
   */
  #handOver() {
    if (this.#waiting.length === 0) {
      this.#busy = false;
      return;
    }
    setImmediate(() => this.#waiting.shift()!.go());
  }
}

/**
 * Puts every caller of this PGlite instance (drizzle, pg-boss, the bench's probe) in the line:
 * its single statements and whole transactions are served in arrival order.
 */
export function serveInArrivalOrder(client: PGlite): void {
  const line = new ArrivalLine();
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (...args: Parameters<PGlite['query']>) => line.serve(() => query(...args));
  client.exec = (...args: Parameters<PGlite['exec']>) => line.serve(() => exec(...args));
  client.transaction = (callback) => line.serve(() => transaction(callback));
}
