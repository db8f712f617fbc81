import {
  LIVE_PATH,
  liveClose,
  liveServerMessage,
  type LiveAuthMessage,
  type LiveEvent,
  type LiveNurseAuthMessage,
} from '@careroster/shared/api/live';

/** The page's own origin: the server (or Vite's proxy in development) serves both the app and the socket. */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${LIVE_PATH}`;
}

export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * Exponential back-off with "equal jitter": half the step is fixed, half random, so a server
 * restart does not bring every tab back in the same instant, and no tab waits longer than the cap.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.min(attempt, 16));
  return Math.round(step / 2 + (random() * step) / 2);
}

export type LiveSocket = Pick<WebSocket, 'send' | 'close'> & {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};

export type LiveOptions = {
  /**
   * The socket's first message: a staff session names its facility; the nurse's page sends her
   * message-center token, which names the facility itself (issue 16).
   */
  auth: LiveAuthMessage | LiveNurseAuthMessage;
  onEvent: (event: LiveEvent) => void;
  /** After a reconnect: events may have been missed while the socket was down. */
  onResync: () => void;
  url?: string;
  createSocket?: (url: string) => LiveSocket;
  random?: () => number;
};

/**
 * One socket to the live channel: authenticates with its first message (the token never goes in
 * the address), reconnects with back-off until stopped. A refused token or facility is not
 * retried: the HTTP client's 401 handling signs the user out (the nurse's page shows its refusal),
 * and a facility change starts anew.
 */
export function connectLive(options: LiveOptions): { stop: () => void } {
  const create = options.createSocket ?? ((url: string) => new WebSocket(url));
  const url = options.url ?? liveUrl();
  let socket: LiveSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let stopped = false;
  let everReady = false;

  const open = () => {
    timer = null;
    const s = create(url);
    socket = s;
    s.onopen = () => s.send(JSON.stringify(options.auth));
    s.onmessage = (message) => {
      let raw: unknown;
      try {
        raw = JSON.parse(String(message.data));
      } catch {
        return;
      }
      const parsed = liveServerMessage.safeParse(raw);
      if (!parsed.success) return;
      if (parsed.data.type === 'ready') {
        attempt = 0;
        if (everReady) options.onResync();
        everReady = true;
        return;
      }
      options.onEvent(parsed.data);
    };
    s.onclose = (event) => {
      if (socket !== s) return;
      socket = null;
      if (stopped || event.code === liveClose.unauthenticated || event.code === liveClose.forbidden) return;
      timer = setTimeout(open, reconnectDelay(attempt, options.random));
      attempt += 1;
    };
    // An error is always followed by close, which schedules the retry.
    s.onerror = () => undefined;
  };

  open();
  return {
    stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      const s = socket;
      socket = null;
      s?.close(1000, 'signed out or switched facility');
    },
  };
}
