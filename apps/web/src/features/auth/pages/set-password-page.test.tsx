import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productMessages } from '@careroster/shared/messages';
import { paths, setPasswordPath } from '@careroster/shared/paths';
import { setPasswordContract } from '@careroster/shared/api/auth/set-password';
import { failure, onCall, stubFetch } from '../../../test/fetch-stub';
import { renderPublic } from '../../../test/render-public';

async function fill(password: string, confirm: string) {
  const user = userEvent.setup();
  // The page is a lazy chunk: wait for it before typing.
  await user.type(await screen.findByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Save password' }));
}

describe('set-password page', () => {
  it('refuses a password shorter than 8 characters without calling the server', async () => {
    const { requests } = stubFetch();
    renderPublic(setPasswordPath('u1', 't1'));
    await fill('short', 'short');
    expect(await screen.findByText(productMessages.passwordTooShort)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('refuses a password longer than 128 characters', async () => {
    stubFetch();
    renderPublic(setPasswordPath('u1', 't1'));
    const long = 'a'.repeat(129);
    const user = userEvent.setup();
    // Pasting, as a password manager would: typing 129 keys one by one is slow.
    await user.click(await screen.findByLabelText(/^New password/));
    await user.paste(long);
    await user.click(screen.getByLabelText(/^Confirm new password/));
    await user.paste(long);
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(productMessages.passwordTooLong)).toBeInTheDocument();
  });

  it('asks for the same password twice', async () => {
    stubFetch();
    renderPublic(setPasswordPath('u1', 't1'));
    await fill('correct horse battery', 'correct horse battary');
    expect(await screen.findByText(productMessages.passwordsDoNotMatch)).toBeInTheDocument();
  });

  it('sends uid, token and password, then opens sign-in with a success toast', async () => {
    const { requests } = stubFetch(onCall(setPasswordContract, () => ({ message: 'ok' })));
    renderPublic(setPasswordPath('u1', 'link-token'));
    await fill('correct horse battery', 'correct horse battery');

    await waitFor(() => expect(window.location.pathname).toBe(paths.login));
    expect(requests[0]?.body).toEqual({ uid: 'u1', token: 'link-token', password: 'correct horse battery' });
    expect(await screen.findByText(productMessages.passwordChanged)).toBeInTheDocument();
  });

  it("toasts the server's first message when it refuses the password", async () => {
    stubFetch(onCall(setPasswordContract, () => failure(422, [productMessages.passwordTooCommon, 'another'])));
    renderPublic(setPasswordPath('u1', 't1'));
    await fill('password123', 'password123');

    expect(await screen.findByText(productMessages.passwordTooCommon)).toBeInTheDocument();
    expect(window.location.pathname).toBe(setPasswordPath('u1', 't1'));
  });
});
