import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineContract } from '@careroster/shared/api/contract';
import { messages } from '@careroster/shared/messages';
import { useAppStore } from '../store/app-store';
import { readLocal, storageKeys } from '../store/storage-keys';
import { failure, onCall, stubFetch } from '../test/fetch-stub';
import { loginAnswerFixture } from '../test/fixtures';
import { TestProviders } from '../test/render-app';
import { ApiError, apiRequest, setUnauthorizedHandler } from './client';

const pong = z.object({ pong: z.boolean() });
// apiRequest sits below the contracts: these two stand for any endpoint it is given.
const ping = defineContract({ method: 'GET', path: '/health', answer: pong });
const pingUpload = defineContract({ method: 'POST', path: '/health', multipart: true, answer: pong });

const expectApiError = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('apiRequest', () => {
  beforeEach(() => {
    render(<TestProviders>{null}</TestProviders>);
    useAppStore.getState().login(loginAnswerFixture);
  });

  it('sends the token and facility header and resolves to the checked data', async () => {
    const { requests } = stubFetch(onCall(ping, () => ({ pong: true })));
    await expect(apiRequest('/health', pong)).resolves.toEqual({ pong: true });
    expect(requests[0]?.path).toBe('/api/v1/health');
    expect(requests[0]?.headers.get('Authorization')).toBe(`Bearer ${loginAnswerFixture.token}`);
    expect(requests[0]?.headers.get('facility-id')).toBe(loginAnswerFixture.facility_id);
  });

  it("leaves the facility header out when the stored id is the text 'null'", async () => {
    window.localStorage.setItem(storageKeys.facilityId, 'null');
    const { requests } = stubFetch(onCall(ping, () => ({ pong: true })));
    await apiRequest('/health', pong);
    expect(requests[0]?.headers.has('facility-id')).toBe(false);
  });

  it("shows 'Something went wrong.' for a 500, never the server's text", async () => {
    stubFetch(() => failure(500, ['relation "users" does not exist']));
    const error = await expectApiError(apiRequest('/health', pong));
    expect(error.status).toBe(500);
    expect(await screen.findByText(messages.somethingWentWrong)).toBeInTheDocument();
    expect(screen.queryByText(/relation/)).not.toBeInTheDocument();
  });

  it('keeps a first load quiet on a 500 when asked', async () => {
    stubFetch(() => failure(500, ['boom']));
    await expectApiError(apiRequest('/health', pong, { quietServerError: true }));
    expect(screen.queryByText(messages.somethingWentWrong)).not.toBeInTheDocument();
  });

  it('toasts only the first message of a 422', async () => {
    stubFetch(() => failure(422, ['Password must be at least 8 characters.', 'Second problem']));
    const error = await expectApiError(apiRequest('/health', pong));
    expect(error.messages).toHaveLength(2);
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.queryByText('Second problem')).not.toBeInTheDocument();
  });

  it.each([400, 403, 404, 405, 409, 413, 429])('toasts the first message of a %i', async (status) => {
    stubFetch(() => failure(status, [`Problem ${status}`, 'more']));
    await expectApiError(apiRequest('/health', pong));
    expect(await screen.findByText(`Problem ${status}`)).toBeInTheDocument();
  });

  it('logs instead of toasting when the call asks for it (the device-token update)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(() => failure(400, ['Bad device token']));
    await expectApiError(apiRequest('/health', pong, { report: 'log' }));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Bad device token'));
    expect(screen.queryByText('Bad device token')).not.toBeInTheDocument();
  });

  it('removes the token and sends the user to sign-in on a 401', async () => {
    const redirect = vi.fn();
    setUnauthorizedHandler(redirect);
    stubFetch(() => failure(401, ['Please sign in to continue.']));
    await expectApiError(apiRequest('/health', pong));
    expect(redirect).toHaveBeenCalledOnce();
    expect(readLocal(storageKeys.apiToken)).toBeNull();
    expect(useAppStore.getState().auth).toMatchObject({ isAuthenticated: false, token: null, role: null });
  });

  it('leaves the session alone on a 401 the screen handles itself (sign-in)', async () => {
    const redirect = vi.fn();
    setUnauthorizedHandler(redirect);
    stubFetch(() => failure(401, ['The email or password is incorrect.']));
    const error = await expectApiError(apiRequest('/health', pong, { redirectOnUnauthorized: false, report: 'none' }));
    expect(error.message).toBe('The email or password is incorrect.');
    expect(redirect).not.toHaveBeenCalled();
    expect(readLocal(storageKeys.apiToken)).toBe(loginAnswerFixture.token);
  });

  it("shows 'Error: Server timeout' when the server does not answer in time", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = expectApiError(apiRequest('/health', pong));
    await vi.advanceTimersByTimeAsync(30_000);
    const error = await pending;
    vi.useRealTimers();
    expect(error.kind).toBe('timeout');
    expect(await screen.findByText(messages.serverTimeout)).toBeInTheDocument();
  });

  it("shows the error's own message when no answer arrives", async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await expectApiError(apiRequest('/health', pong));
    expect(error.kind).toBe('network');
    expect(await screen.findByText('Failed to fetch')).toBeInTheDocument();
  });

  it('stays silent when the caller cancels', async () => {
    vi.stubGlobal(
      'fetch',
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = apiRequest('/health', pong, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow('aborted');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('stays silent when the caller cancels while the answer is still arriving', async () => {
    const controller = new AbortController();
    const errors = vi.spyOn(console, 'error');
    // Headers have come; the body stream fails the way a browser fails it when the fetch is aborted.
    vi.stubGlobal('fetch', () => {
      const body = new ReadableStream<Uint8Array>({
        start(stream) {
          stream.enqueue(new TextEncoder().encode('{"success":true,"data":{"po'));
          controller.signal.addEventListener('abort', () => stream.error(new DOMException('aborted', 'AbortError')));
        },
      });
      return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }));
    });
    const pending = apiRequest('/health', pong, { signal: controller.signal });
    await Promise.resolve();
    controller.abort();
    await expect(pending).rejects.toThrow('aborted');
    expect(errors).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('reports upload progress and answers multipart calls through the same envelope checks', async () => {
    const { requests } = stubFetch(onCall(pingUpload, () => ({ pong: true })));
    const progress: number[] = [];
    const body = new FormData();
    body.set('file', new File(['a,b'], 'nurses.csv', { type: 'text/csv' }));
    await expect(apiRequest('/health', pong, { body, onUploadProgress: (fraction) => progress.push(fraction) })).resolves.toEqual({
      pong: true,
    });
    expect(progress).toEqual([0.5, 1, 1]);
    expect(requests[0]?.body).toBe(body);
    expect(requests[0]?.headers.get('Authorization')).toBe(`Bearer ${loginAnswerFixture.token}`);
  });

  it('toasts the first message when an upload with progress is refused', async () => {
    stubFetch(() => failure(422, ['Wrong type document']));
    const error = await expectApiError(apiRequest('/health', pong, { body: new FormData(), onUploadProgress: () => undefined }));
    expect(error.status).toBe(422);
    expect(await screen.findByText('Wrong type document')).toBeInTheDocument();
  });
});
