import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { listFactorsContract } from '@careroster/shared/api/auth/factors';
import { stepUpContract, stepUpOptionsContract } from '@careroster/shared/api/auth/mfa';
import { defineContract } from '@careroster/shared/api/contract';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { ApiError, callApi } from '../../../api/client';
import { useAppStore } from '../../../store/app-store';
import { failure, isCall, onCall, stubFetch } from '../../../test/fetch-stub';
import { loginAnswerFixture } from '../../../test/fixtures';
import { renderApp, TestProviders } from '../../../test/render-app';
import { StepUpHost } from './step-up-host';

const { startAuthentication } = vi.hoisted(() => ({ startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication, startRegistration: vi.fn() }));

// Any sensitive call stands for the reveals and payments the server marks `stepUp` (decision 079).
const reveal = defineContract({ method: 'POST', path: '/test/reveal', answer: z.object({ ssn: z.string() }) });
const stepUpRefusal = () => failure(403, [productMessages.stepUpRequired], 'STEP_UP_REQUIRED');

const factorList = {
  factors: [
    {
      id: '2b0c1e4a-1111-4c39-9d5b-0a1f2b3c4d5e',
      kind: 'WEBAUTHN' as const,
      name: 'Passkey',
      created_at: '2026-03-01T10:00:00.000Z',
      last_used_at: null,
    },
    {
      id: '2b0c1e4a-2222-4c39-9d5b-0a1f2b3c4d5e',
      kind: 'TOTP' as const,
      name: 'Authenticator app',
      created_at: '2026-03-01T10:00:00.000Z',
      last_used_at: null,
    },
  ],
  recovery_codes_left: 10,
  mfa_required: true,
};

/** Answers STEP_UP_REQUIRED until a step-up was taken, then the number. */
function sensitiveServer(extra: Parameters<typeof stubFetch> = []) {
  let proved = false;
  const stub = stubFetch(
    ...extra,
    onCall(listFactorsContract, () => factorList),
    onCall(stepUpContract, (request) => {
      const body = request.body as { method: string; code?: string };
      if (body.method === 'totp' && body.code !== '123456') return failure(422, [productMessages.mfaCodeInvalid], 'VALIDATION_FAILED');
      proved = true;
      return { verified_until: '2026-03-04T12:15:00.000Z' };
    }),
    onCall(reveal, () => (proved ? { ssn: '123-45-6789' } : stepUpRefusal())),
  );
  return { ...stub, reveals: () => stub.requests.filter(isCall(reveal)), stepUps: () => stub.requests.filter(isCall(stepUpContract)) };
}

const dialog = () => screen.findByRole('dialog', { name: productMessages.stepUpTitle });

describe('the step-up dialog (decision 079)', () => {
  beforeEach(() => {
    useAppStore.getState().login(loginAnswerFixture);
    render(
      <TestProviders>
        <StepUpHost />
      </TestProviders>,
    );
  });

  it('opens on STEP_UP_REQUIRED, refuses a wrong code, and retries the call once the right one is taken', async () => {
    const server = sensitiveServer();
    const user = userEvent.setup();
    const answer = callApi(reveal, {});

    await dialog();
    expect(await screen.findByRole('button', { name: productMessages.mfaUsePasskey })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: productMessages.mfaVerify }));
    expect(await screen.findByText(productMessages.mfaCodeFormat)).toBeInTheDocument();
    expect(server.stepUps()).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: new RegExp(productMessages.mfaCodeLabel) }), '654321');
    await user.click(screen.getByRole('button', { name: productMessages.mfaVerify }));
    expect(await screen.findByRole('alert')).toHaveTextContent(productMessages.mfaCodeInvalid);

    await user.clear(screen.getByRole('textbox', { name: new RegExp(productMessages.mfaCodeLabel) }));
    await user.type(screen.getByRole('textbox', { name: new RegExp(productMessages.mfaCodeLabel) }), '123456');
    await user.click(screen.getByRole('button', { name: productMessages.mfaVerify }));

    await expect(answer).resolves.toEqual({ ssn: '123-45-6789' });
    expect(server.reveals()).toHaveLength(2);
    expect(server.stepUps().map((r) => r.body)).toEqual([
      { method: 'totp', code: '654321' },
      { method: 'totp', code: '123456' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks once for calls that meet STEP_UP_REQUIRED together, and retries each', async () => {
    const server = sensitiveServer();
    const user = userEvent.setup();
    const answers = Promise.all([callApi(reveal, {}), callApi(reveal, {}), callApi(reveal, {})]);

    await dialog();
    await user.click(await screen.findByRole('button', { name: productMessages.mfaUseRecovery }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.type(screen.getByRole('textbox', { name: new RegExp(productMessages.mfaRecoveryLabel) }), 'abcd-efgh-ijkl-mnop');
    await user.click(screen.getByRole('button', { name: productMessages.mfaVerify }));

    await expect(answers).resolves.toHaveLength(3);
    expect(server.stepUps().map((r) => r.body)).toEqual([{ method: 'recovery', code: 'abcd-efgh-ijkl-mnop' }]);
    expect(server.reveals()).toHaveLength(6);
  });

  it('proves a passkey on the step-up options', async () => {
    const credential = { id: 'cred', rawId: 'cred', type: 'public-key', response: { clientDataJSON: 'e30' }, clientExtensionResults: {} };
    startAuthentication.mockResolvedValueOnce(credential);
    const server = sensitiveServer([onCall(stepUpOptionsContract, () => ({ options: { challenge: 'abc' } }))]);
    const user = userEvent.setup();
    const answer = callApi(reveal, {});

    await dialog();
    await user.click(await screen.findByRole('button', { name: productMessages.mfaUsePasskey }));
    await expect(answer).resolves.toEqual({ ssn: '123-45-6789' });
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'abc' } });
    expect(server.stepUps()[0]?.body).toEqual({ method: 'webauthn', credential });
  });

  it('rejects with the original error, toasted as usual, when the user cancels', async () => {
    const server = sensitiveServer();
    const user = userEvent.setup();
    const answer = callApi(reveal, {}).catch((error: unknown) => error);

    await dialog();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const error = await answer;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('STEP_UP_REQUIRED');
    expect(await screen.findByText(productMessages.stepUpRequired)).toBeInTheDocument();
    expect(server.reveals()).toHaveLength(1);
  });

  it('asks only once per call: a second refusal after the step-up is reported', async () => {
    const { requests } = stubFetch(
      onCall(listFactorsContract, () => factorList),
      onCall(stepUpContract, () => ({ verified_until: '2026-03-04T12:15:00.000Z' })),
      onCall(reveal, () => stepUpRefusal()),
    );
    const user = userEvent.setup();
    const answer = callApi(reveal, {}).catch((error: unknown) => error);
    await dialog();
    await user.type(await screen.findByRole('textbox', { name: new RegExp(productMessages.mfaCodeLabel) }), '123456');
    await user.click(screen.getByRole('button', { name: productMessages.mfaVerify }));
    expect(((await answer) as ApiError).code).toBe('STEP_UP_REQUIRED');
    expect(requests.filter(isCall(reveal))).toHaveLength(2);
  });
});

describe('a session that must set up a second factor (decision 079)', () => {
  it('is sent to the enrolment page by whichever call meets MFA_SETUP_REQUIRED', async () => {
    useAppStore.getState().login(loginAnswerFixture);
    stubFetch(
      onCall(listFactorsContract, () => ({ factors: [], recovery_codes_left: 0, mfa_required: true })),
      () => failure(403, [productMessages.mfaSetupRequired], 'MFA_SETUP_REQUIRED'),
    );
    const { router } = renderApp(paths.dashboard);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.mfaSetup));
    expect(await screen.findByRole('heading', { name: productMessages.enrolTitle })).toBeInTheDocument();
  });
});
