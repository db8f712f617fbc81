import { z } from 'zod';
import { pathOf, type AnswerOf, type CallInput, type Contract } from '@careroster/shared/api/contract';
import { API_BASE, FACILITY_HEADER, IDEMPOTENCY_HEADER, errorEnvelope } from '@careroster/shared/api/envelope';
import { defaultErrorMessage, errorCodes, type ErrorCode } from '@careroster/shared/errors';
import { messages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { useAppStore } from '../store/app-store';
import { readLocal, storageKeys } from '../store/storage-keys';
import { showToast } from './toasts';
import { sendWithProgress } from './upload-transport';

export const REQUEST_TIMEOUT_MS = 30_000;

type QueryValue = string | number | boolean | null | undefined;
/** An array value repeats its key (`shift_id[]=a&shift_id[]=b`), as the list contracts expect. */
type Query = Record<string, QueryValue | readonly string[]>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A FormData body is sent as multipart; anything else as JSON. */
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * How a failure reaches the user (spec 000 section 8): `toast` by default; `log` for calls the
   * user did not start (the device-token update); `none` when the screen shows the error itself.
   */
  report?: 'toast' | 'log' | 'none';
  /** Some first loads stay quiet on a 500 (spec 000 section 8); other failures still toast. */
  quietServerError?: boolean;
  /**
   * A 401 normally means the session is gone: token removed, back to sign-in. Sign-in itself
   * answers 401 for wrong credentials and turns this off.
   */
  redirectOnUnauthorized?: boolean;
  /**
   * Called with the share of the body sent so far (0 to 1). fetch cannot report upload
   * progress, so such calls go through XMLHttpRequest (DESIGN.md: long work shows progress).
   */
  onUploadProgress?: (fraction: number) => void;
  /** Sent as the Idempotency-Key header of a create call; see `useCreateMutation`. */
  idempotencyKey?: string;
  /** Headers of this call only (the time clock's device token, which must never be in an address). */
  headers?: Record<string, string>;
  /** Set on the one retry after a step-up: a second STEP_UP_REQUIRED is reported, not asked again. */
  afterStepUp?: boolean;
}

export type ApiErrorKind = 'http' | 'timeout' | 'network';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    /** Null when no answer arrived. */
    readonly status: number | null,
    readonly code: string,
    /** Never empty; the first is what the user is shown. */
    readonly messages: [string, ...string[]],
  ) {
    super(messages[0]);
    this.name = 'ApiError';
  }
}

let onUnauthorized: () => void = () => window.location.assign(paths.login);

/** The router registers its own navigation so a 401 does not reload the page. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

let onMfaSetupRequired: () => void = () => window.location.assign(paths.mfaSetup);

/**
 * An owner or admin without a second factor may only set one up (decision 079): whichever call
 * meets MFA_SETUP_REQUIRED sends them to the enrolment page, not only the sign-in.
 */
export function setMfaSetupHandler(handler: () => void): void {
  onMfaSetupRequired = handler;
}

/** Asks the user to prove their second factor again; resolves true once proved, false when they cancel. */
export type StepUpHandler = () => Promise<boolean>;
let stepUpHandler: StepUpHandler | null = null;
let stepUpInFlight: Promise<boolean> | null = null;

/** The step-up dialog registers itself while mounted (null when it goes), so calls can wait for it. */
export function setStepUpHandler(handler: StepUpHandler | null): void {
  stepUpHandler = handler;
}

/** One dialog for every call that meets STEP_UP_REQUIRED meanwhile: they all wait for the same answer. */
function askStepUp(handler: StepUpHandler): Promise<boolean> {
  stepUpInFlight ??= handler().finally(() => {
    stepUpInFlight = null;
  });
  return stepUpInFlight;
}

function buildUrl(path: string, query: Query | undefined): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item !== undefined && item !== null && item !== '') search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

function buildHeaders(body: unknown, idempotencyKey: string | undefined, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ ...extra, Accept: 'application/json' });
  if (idempotencyKey) headers.set(IDEMPOTENCY_HEADER, idempotencyKey);
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  const token = readLocal(storageKeys.apiToken);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // Spec 000 section 6: the header is left out when the id is missing or the text 'null'. A call
  // may name another facility of the user's itself (an OWNER managing each facility's users).
  const facilityId = readLocal(storageKeys.facilityId);
  if (facilityId && facilityId !== 'null' && !headers.has(FACILITY_HEADER)) headers.set(FACILITY_HEADER, facilityId);
  return headers;
}

const codeForStatus = (status: number): ErrorCode =>
  (Object.keys(errorCodes) as ErrorCode[]).find((code) => errorCodes[code] === status) ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');

async function readJson(response: Response, signal?: AbortSignal): Promise<unknown> {
  try {
    return await response.json();
  } catch (cause) {
    // The caller gave up while the body was arriving (a refetch replaced this one): the answer is
    // not broken, and there is nothing to tell the user.
    if (signal?.aborted) throw cause;
    return null;
  }
}

function errorFromAnswer(status: number, payload: unknown): ApiError {
  // A 5xx never shows server text: spec 000 section 8 has one fixed message for it.
  if (status >= 500) return new ApiError('http', status, 'INTERNAL', [messages.somethingWentWrong]);
  const parsed = errorEnvelope.safeParse(payload);
  if (parsed.success) {
    const [first, ...rest] = parsed.data.error.message;
    return new ApiError('http', status, parsed.data.error.code, [first ?? '', ...rest]);
  }
  // A proxy or the dev server answered instead of the API.
  const code = codeForStatus(status);
  return new ApiError('http', status, code, [defaultErrorMessage[code]]);
}

function report(error: ApiError, options: RequestOptions): void {
  const mode = options.report ?? 'toast';
  if (mode === 'none') return;
  if (mode === 'log') {
    console.warn(`API call failed (${error.status ?? error.kind}): ${error.message}`);
    return;
  }
  if (options.quietServerError && error.status !== null && error.status >= 500) return;
  showToast('error', error.message);
}

/**
 * Sends one call and settles to a successful Response, or rejects with ApiError (already
 * reported as the options ask) or with the caller's own AbortError.
 */
async function send(path: string, options: RequestOptions): Promise<Response> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  const { body } = options;

  let response: Response;
  try {
    const url = buildUrl(path, options.query);
    const init = {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers: buildHeaders(body, options.idempotencyKey, options.headers),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal,
    } satisfies RequestInit;
    response = options.onUploadProgress ? await sendWithProgress(url, init, options.onUploadProgress) : await fetch(url, init);
  } catch (cause) {
    clearTimeout(timer);
    // The caller gave up (a query was cancelled): nothing to tell the user.
    if (options.signal?.aborted) throw cause;
    const error = timeout.signal.aborted
      ? new ApiError('timeout', null, 'TIMEOUT', [messages.serverTimeout])
      : new ApiError('network', null, 'NETWORK', [cause instanceof Error && cause.message ? cause.message : messages.somethingWentWrong]);
    report(error, options);
    throw error;
  }
  clearTimeout(timer);

  if (!response.ok) {
    const error = errorFromAnswer(response.status, await readJson(response, options.signal));
    const handler = stepUpHandler;
    // A sensitive action needs a fresh second factor (decision 079): once it is proved, the same
    // call again, once; cancelled, the call fails as it would have, with its usual toast.
    if (error.code === 'STEP_UP_REQUIRED' && handler && !options.afterStepUp && (await askStepUp(handler))) {
      return send(path, { ...options, afterStepUp: true });
    }
    if (response.status === errorCodes.UNAUTHENTICATED && options.redirectOnUnauthorized !== false) {
      useAppStore.getState().logout();
      onUnauthorized();
    } else if (error.code === 'MFA_SETUP_REQUIRED') {
      onMfaSetupRequired();
    } else {
      report(error, options);
    }
    throw error;
  }
  return response;
}

/**
 * One API call, with the error catalogue of spec 000 section 8. Resolves to the answer's `data`
 * checked against the endpoint's contract; rejects with ApiError (already reported as the
 * options ask) or with the caller's own AbortError.
 */
export async function apiRequest<S extends z.ZodType>(path: string, answer: S, options: RequestOptions = {}): Promise<z.infer<S>> {
  const response = await send(path, options);
  const payload = await readJson(response, options.signal);
  const data = answer.safeParse((payload as { data?: unknown } | null)?.data);
  if (!data.success) {
    // The server broke its contract: a bug to fix, shown to the user as the generic failure.
    console.error(`Answer of ${path} does not match its contract:\n${z.prettifyError(data.error)}`);
    const error = new ApiError('http', response.status, 'CONTRACT', [messages.somethingWentWrong]);
    report(error, options);
    throw error;
  }
  return data.data;
}

export type CallOptions = Omit<RequestOptions, 'method' | 'body' | 'query'>;

/**
 * One call of an endpoint through its contract: the method, the path and the answer's schema
 * come from the contract, so no path is written on the client.
 */
export function callApi<C extends Contract>(contract: C, input: CallInput<C>, options: CallOptions = {}): Promise<AnswerOf<C>> {
  const { params, query, body } = input as { params?: Record<string, string | number>; query?: Query; body?: unknown };
  return apiRequest<C['answer']>(pathOf(contract, params), contract.answer, {
    ...options,
    method: contract.method,
    ...(query === undefined ? {} : { query }),
    ...(body === undefined ? {} : { body }),
  });
}

/**
 * A file the API answers as bytes, not the JSON envelope (stored documents, templates). They
 * need the bearer token, so a plain link or <img src> cannot fetch them.
 */
export async function apiFile(path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await send(path, options);
  return response.blob();
}
