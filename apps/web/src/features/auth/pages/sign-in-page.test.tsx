import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { forgotPasswordContract } from '@careroster/shared/api/auth/forgot-password';
import { loginContract, type MfaChallengeAnswer } from '@careroster/shared/api/auth/login';
import { mfaVerifyContract } from '@careroster/shared/api/auth/mfa';
import { useAppStore } from '../../../store/app-store';
import { readLocal, storageKeys } from '../../../store/storage-keys';
import { failure, onCall, stubFetch } from '../../../test/fetch-stub';
import { loginAnswerFixture, profile } from '../../../test/fixtures';
import { renderPublic } from '../../../test/render-public';

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  // The page is a lazy chunk: wait for it before typing.
  await screen.findByRole('button', { name: 'Sign in' });
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in page', () => {
  it('signs in, keeps the session and opens the dashboard', async () => {
    const { requests } = stubFetch(onCall(loginContract, () => loginAnswerFixture));
    const { leave } = renderPublic(paths.login);
    await submit('  Dana.Admin@MapleGrove.example ', 'correct horse battery');

    // The dashboard is the signed-in app's: the public app hands the page over.
    await waitFor(() => expect(leave).toHaveBeenCalled());
    expect(window.location.pathname).toBe(paths.dashboard);
    // The shared schema trims and lower-cases the address before it is sent.
    expect(requests[0]?.body).toEqual({ email: 'dana.admin@maplegrove.example', password: 'correct horse battery' });
    expect(readLocal(storageKeys.apiToken)).toBe(loginAnswerFixture.token);
    expect(readLocal(storageKeys.facilityId)).toBe(loginAnswerFixture.facility_id);
    expect(readLocal(storageKeys.role)).toBe('ADMIN');
    expect(useAppStore.getState().auth.profile).toEqual(profile);
  });

  it('asks for the second factor, refuses a wrong code, and signs in with the right one (decision 079)', async () => {
    const challenge: MfaChallengeAnswer = { mfa_required: true, mfa_token: 'challenge-token', methods: ['webauthn', 'totp', 'recovery'] };
    let tries = 0;
    const { requests } = stubFetch(
      onCall(loginContract, () => challenge),
      onCall(mfaVerifyContract, () => (++tries === 1 ? failure(401, [productMessages.mfaCodeInvalid]) : loginAnswerFixture)),
    );
    const { leave } = renderPublic(paths.login);
    await submit('dana.admin@maplegrove.example', 'correct horse battery');

    const user = userEvent.setup();
    await screen.findByRole('button', { name: productMessages.mfaUsePasskey });
    await user.click(screen.getByRole('button', { name: productMessages.mfaVerify }));
    expect(await screen.findByText(productMessages.mfaCodeFormat)).toBeInTheDocument();
    await user.type(screen.getByLabelText(new RegExp(`^${productMessages.mfaCodeLabel}`)), '123456');
    await user.click(screen.getByRole('button', { name: productMessages.mfaVerify }));
    expect(await screen.findByRole('alert')).toHaveTextContent(productMessages.mfaCodeInvalid);
    expect(leave).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: productMessages.mfaUseRecovery }));
    await user.type(screen.getByLabelText(new RegExp(`^${productMessages.mfaRecoveryLabel}`)), 'abcd-efgh-ijkl-mnop');
    await user.click(screen.getByRole('button', { name: productMessages.mfaVerify }));
    await waitFor(() => expect(leave).toHaveBeenCalled());
    expect(requests.at(-1)?.body).toEqual({ mfa_token: 'challenge-token', method: 'recovery', code: 'abcd-efgh-ijkl-mnop' });
    expect(readLocal(storageKeys.apiToken)).toBe(loginAnswerFixture.token);
  });

  it('sends an owner or admin without a second factor to set one up', async () => {
    stubFetch(onCall(loginContract, () => ({ ...loginAnswerFixture, mfa_setup_required: true })));
    const { leave } = renderPublic(paths.login);
    await submit('dana.admin@maplegrove.example', 'correct horse battery');
    await waitFor(() => expect(leave).toHaveBeenCalled());
    expect(window.location.pathname).toBe(paths.mfaSetup);
  });

  it("shows the server's message for wrong credentials and stays on the page", async () => {
    stubFetch(onCall(loginContract, () => failure(401, [productMessages.invalidCredentials])));
    const { leave } = renderPublic(paths.login);
    await submit('dana.admin@maplegrove.example', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent(productMessages.invalidCredentials);
    expect(window.location.pathname).toBe(paths.login);
    expect(leave).not.toHaveBeenCalled();
    expect(useAppStore.getState().auth.isAuthenticated).toBe(false);
  });

  it('shows the first message when rate limited', async () => {
    stubFetch(onCall(loginContract, () => failure(429, [productMessages.tooManyAttempts, 'Retry in 300 s'])));
    renderPublic(paths.login);
    await submit('dana.admin@maplegrove.example', 'again');
    expect(await screen.findByRole('alert')).toHaveTextContent(productMessages.tooManyAttempts);
  });

  it('checks the fields before calling the server', async () => {
    const { requests } = stubFetch();
    renderPublic(paths.login);
    await submit('not-an-email', '');

    expect(await screen.findByText(productMessages.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(productMessages.required('Password'))).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});

describe('reset-password page', () => {
  it('shows the neutral confirmation after asking for a link', async () => {
    const { requests } = stubFetch(onCall(forgotPasswordContract, () => ({ message: 'ok' })));
    renderPublic(paths.resetPassword);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), 'nobody@example.org');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(productMessages.resetLinkSent)).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({ email: 'nobody@example.org' });
  });
});
