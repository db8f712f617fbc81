import { vi } from 'vitest';

export interface StubRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

type Route = (request: StubRequest) => Response | Promise<Response> | undefined;

export function answer(data: unknown, statusCode = 200): Response {
  return new Response(JSON.stringify({ success: true, statusCode, data, error: null }), {
    status: statusCode,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function failure(statusCode: number, message: string[], code = 'ERROR'): Response {
  return new Response(JSON.stringify({ success: false, statusCode, data: null, error: { code, message } }), {
    status: statusCode,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Replaces fetch for one test. Each route sees every request and answers or passes; a request
 * nobody answers fails the test instead of hanging.
 */
export function stubFetch(...routes: Route[]) {
  const requests: StubRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = input instanceof Request ? input.url : input.toString();
    const url = new URL(href, 'http://localhost');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    const request: StubRequest = {
      method: init?.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      headers: new Headers(init?.headers),
      body,
    };
    requests.push(request);
    for (const route of [...routes, shellDefaults]) {
      const response = await route(request);
      if (response) return response;
    }
    throw new Error(`No stubbed answer for ${request.method} ${request.path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', fakeXhrOver(fetchMock));
  return { requests, fetchMock };
}

/** The signed-in shell's own background calls (the bell, the messages badge), answered empty unless a test answers them. */
const shellDefaults: Route = (request) => {
  if (request.method !== 'GET') return undefined;
  if (request.path.startsWith('/api/v1/facilities/notifications?')) return answer({ count: 0, results: [], unread_count: 0 });
  if (request.path === '/api/v1/facilities/conversations/unread') return answer({ messages: 0, conversations: 0 });
  return undefined;
};

export const on =
  (method: string, path: string, respond: (request: StubRequest) => Response | Promise<Response>): Route =>
  (request) =>
    request.method === method && request.path === path ? respond(request) : undefined;

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** The upload progress steps a stubbed XMLHttpRequest reports before it answers. */
export const STUB_PROGRESS_STEPS = [0.5, 1] as const;

/**
 * An XMLHttpRequest that answers through the same routes as fetch, so uploads with progress
 * (client.ts `onUploadProgress`) are stubbed like every other call. It reports the upload in
 * STUB_PROGRESS_STEPS, each on its own macrotask, so a test can see the progress bar move.
 */
function fakeXhrOver(fetchLike: FetchLike) {
  return class FakeXhr extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    responseText = '';
    private method = 'GET';
    private url = '';
    private readonly headers = new Headers();
    private responseHeaders = new Headers();
    private aborted = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }

    getResponseHeader(name: string) {
      return this.responseHeaders.get(name);
    }

    abort() {
      this.aborted = true;
      this.dispatchEvent(new Event('abort'));
    }

    send(body: BodyInit | null) {
      void this.run(body);
    }

    private async run(body: BodyInit | null) {
      const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
      const total = 100;
      for (const step of STUB_PROGRESS_STEPS) {
        await nextTask();
        if (this.aborted) return;
        this.upload.dispatchEvent(
          new ProgressEvent('progress', { lengthComputable: true, loaded: step * total, total }),
        );
      }
      try {
        const response = await fetchLike(this.url, { method: this.method, headers: this.headers, body });
        if (this.aborted) return;
        this.status = response.status;
        this.responseHeaders = response.headers;
        this.responseText = await response.text();
        this.dispatchEvent(new Event('load'));
      } catch {
        this.dispatchEvent(new Event('error'));
      }
    }
  };
}
