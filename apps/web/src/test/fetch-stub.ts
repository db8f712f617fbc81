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
    for (const route of routes) {
      const response = await route(request);
      if (response) return response;
    }
    throw new Error(`No stubbed answer for ${request.method} ${request.path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

export const on =
  (method: string, path: string, respond: (request: StubRequest) => Response | Promise<Response>): Route =>
  (request) =>
    request.method === method && request.path === path ? respond(request) : undefined;
