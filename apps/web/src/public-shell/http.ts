/**
 * The public pages' HTTP client (decision 060): JSON (or multipart) calls with the error rules of the app's
 * client (api/client.ts, spec 000 section 8) and none of its weight. Answers are not checked
 * against the zod contracts here: these few calls' paths and shapes are pinned to the contracts
 * by http.test.ts instead.
 */
import { API_BASE } from '@careroster/shared/api/base';
import { publicSpecMessages } from '@careroster/shared/messages-public';
import { showToast } from './toasts';

const REQUEST_TIMEOUT_MS = 30_000;

export class PublicApiError extends Error {
  constructor(
    message: string,
    /** Null when no answer arrived. */
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'PublicApiError';
  }
}

function errorFrom(status: number, payload: unknown): PublicApiError {
  // A 5xx never shows server text: spec 000 section 8 has one fixed message for it.
  if (status >= 500) return new PublicApiError(publicSpecMessages.somethingWentWrong, status);
  const message = (payload as { error?: { message?: unknown } } | null)?.error?.message;
  const first = Array.isArray(message) && typeof message[0] === 'string' ? message[0] : null;
  return new PublicApiError(first ?? publicSpecMessages.somethingWentWrong, status);
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/**
 * POSTs `body` to `path` under the API and resolves to the answer's `data`. A failure rejects
 * with PublicApiError; with `report: 'toast'` (the app client's default) it is toasted first,
 * with `'none'` the page shows it itself.
 */
export const postJson = <T>(path: string, body: unknown, report: 'toast' | 'none' = 'toast'): Promise<T> =>
  requestJson<T>(path, { method: 'POST', body }, report);

export type PublicRequest = {
  method: 'GET' | 'POST' | 'DELETE';
  /** JSON, or a FormData sent as multipart (the browser writes its boundary). */
  body?: unknown;
  /** Extra headers: a bearer token, the facility, a device's own header. */
  headers?: Record<string, string>;
};

/** Any call of a light public page, with the same error rules as `postJson`. */
export async function requestJson<T>(path: string, request: PublicRequest, report: 'toast' | 'none' = 'toast'): Promise<T> {
  const multipart = request.body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  if (request.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: request.method,
      headers,
      ...(request.body === undefined ? {} : { body: multipart ? (request.body as FormData) : JSON.stringify(request.body) }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (cause) {
    const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
    const message = timedOut
      ? publicSpecMessages.serverTimeout
      : cause instanceof Error && cause.message
        ? cause.message
        : publicSpecMessages.somethingWentWrong;
    throw reported(new PublicApiError(message, null), report);
  }
  const payload = await readJson(response);
  if (!response.ok) throw reported(errorFrom(response.status, payload), report);
  return (payload as { data: T }).data;
}

function reported(error: PublicApiError, report: 'toast' | 'none'): PublicApiError {
  if (report === 'toast') showToast('error', error.message);
  return error;
}
