import { vi } from 'vitest';
import type { z } from 'zod';
import { pathOf, type Contract, type FileContract, type PathParams } from '@careroster/shared/api/contract';
import { API_BASE } from '@careroster/shared/api/envelope';
import { unreadMessagesContract } from '@careroster/shared/api/messages/staff';
import { listNotificationsContract } from '@careroster/shared/api/notifications/notifications';

export interface StubRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

export type Route = (request: StubRequest) => Response | Promise<Response> | undefined;

/**
 * The envelope around a contract's answer. Not exported: a test answers through `onCall`, so
 * every stubbed answer is typed by the contract that reads it.
 */
function envelope(data: unknown, statusCode = 200): Response {
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
    for (const route of [...routes, ...shellDefaults]) {
      const response = await route(request);
      if (response) return response;
    }
    throw new Error(`No stubbed answer for ${request.method} ${request.path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', fakeXhrOver(fetchMock));
  return { requests, fetchMock };
}

/** What a contract answers, as a fixture writes it (before the schema's defaults and transforms). */
export type AnswerInput<C extends Contract> = z.input<C['answer']>;

/** The answer's data, wrapped in the envelope by `onCall`, or a whole Response (`failure(...)`). */
export type Responder<C extends Contract> = (request: StubRequest) => AnswerInput<C> | Response | Promise<AnswerInput<C> | Response>;

/**
 * Tells calls of one endpoint apart by their query: the request's query must be exactly this
 * one, an array as its key repeated and an empty value left out, as the client sends them.
 */
type CallMatch<C extends Contract> = C['query'] extends z.ZodType ? { query?: z.input<C['query']> } : never;

/** A contract whose path has no `:name` takes no params. */
type ParamsArg<C extends Contract | FileContract> = [keyof PathParams<C>] extends [never] ? [] : [params: PathParams<C>];
type CallArgs<C extends Contract> = [keyof PathParams<C>] extends [never]
  ? [respond: Responder<C>, match?: CallMatch<C>]
  : [params: PathParams<C>, respond: Responder<C>, match?: CallMatch<C>];

/**
 * Whether a request is a call of this endpoint (method and path, whatever its query), to find it
 * among `requests`, or to answer a file endpoint (`defineFileContract`), whose bytes have no envelope.
 */
export function isCall<C extends Contract | FileContract>(contract: C, ...[params]: ParamsArg<C>): (request: StubRequest) => boolean {
  const path = `${API_BASE}${pathOf(contract, params)}`;
  return (request) => request.method === contract.method && request.path.split('?')[0] === path;
}

/**
 * A call of one endpoint: its method and path (without the query) come from the contract, and
 * the answer is typed by it, so a fixture that drifts from the contract fails the type check
 * before the client's own schema check fails the test.
 */
export function onCall<C extends Contract>(contract: C, ...args: CallArgs<C>): Route {
  const [params, respond, match] = (typeof args[0] === 'function' ? [undefined, ...args] : args) as [
    PathParams<C> | undefined,
    Responder<C>,
    { query?: Record<string, unknown> } | undefined,
  ];
  const matches = isCall(contract, ...((params ? [params] : []) as ParamsArg<C>));
  return (request) => {
    if (!matches(request)) return undefined;
    if (match?.query && !sameQuery(new URLSearchParams(request.path.split('?')[1]), match.query)) return undefined;
    return Promise.resolve(respond(request)).then((result) => (result instanceof Response ? result : envelope(result)));
  };
}

function sameQuery(actual: URLSearchParams, expected: Record<string, unknown>): boolean {
  const values = (value: unknown) =>
    (Array.isArray(value) ? (value as unknown[]) : [value]).filter((v) => v !== undefined && v !== null && v !== '').map(String);
  const keys = new Set([...actual.keys(), ...Object.keys(expected)]);
  return [...keys].every((key) => {
    const want = values(expected[key]);
    const got = actual.getAll(key);
    return want.length === got.length && want.every((v, i) => v === got[i]);
  });
}

/** The signed-in shell's own background calls (the bell, the messages badge), answered empty unless a test answers them. */
const shellDefaults: Route[] = [
  onCall(listNotificationsContract, () => ({ count: 0, results: [], unread_count: 0 })),
  onCall(unreadMessagesContract, () => ({ messages: 0, conversations: 0 })),
];

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
        this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded: step * total, total }));
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
