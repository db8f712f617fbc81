import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getProfileContract } from '@careroster/shared/api/auth/get-profile';
import {
  listFactorsContract,
  regenerateRecoveryCodesContract,
  removeFactorContract,
  renameFactorContract,
} from '@careroster/shared/api/auth/factors';
import { listSessionsContract, revokeOtherSessionsContract, revokeSessionContract } from '@careroster/shared/api/auth/sessions';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { useAppStore } from '../../../store/app-store';
import { failure, isCall, onCall, stubFetch } from '../../../test/fetch-stub';
import { loginAnswerFixture, profile } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const app = {
  id: '2b0c1e4a-2222-4c39-9d5b-0a1f2b3c4d5e',
  kind: 'TOTP' as const,
  name: 'Authenticator app',
  created_at: '2026-03-01T10:00:00.000Z',
  last_used_at: '2026-03-04T09:00:00.000Z',
};
const factors = { factors: [app], recovery_codes_left: 7, mfa_required: true };
const here = {
  id: '7a1c1a52-3d1e-4c39-9d5b-0a1f2b3c4d5e',
  device: 'Chrome on Windows',
  created_at: '2026-03-04T08:00:00.000Z',
  last_seen_at: '2026-03-04T09:00:00.000Z',
  current: true,
};
const phone = {
  id: '8b1c1a52-3d1e-4c39-9d5b-0a1f2b3c4d5e',
  device: 'Safari on iPhone',
  created_at: '2026-03-02T08:00:00.000Z',
  last_seen_at: '2026-03-03T09:00:00.000Z',
  current: false,
};

describe('the Security page (decision 079)', () => {
  beforeEach(() => useAppStore.getState().login(loginAnswerFixture));

  it('lists the factors and sessions, marks this one, and signs another out', async () => {
    let sessions = [here, phone];
    const { requests } = stubFetch(
      onCall(getProfileContract, () => profile),
      onCall(listFactorsContract, () => factors),
      onCall(listSessionsContract, () => ({ count: sessions.length, results: sessions })),
      onCall(revokeSessionContract, { id: phone.id }, () => {
        sessions = [here];
        return { message: productMessages.sessionRevoked };
      }),
      onCall(revokeOtherSessionsContract, () => ({ message: productMessages.otherSessionsRevoked })),
    );
    renderApp(paths.security);
    const user = userEvent.setup();

    const factorTable = await screen.findByRole('table', { name: productMessages.securityFactors });
    // Its name and its type.
    expect(within(factorTable).getAllByText(productMessages.securityKindApp)).toHaveLength(2);
    expect(screen.getByText(productMessages.securityRecoveryLeft(7))).toBeInTheDocument();

    const sessionTable = await screen.findByRole('table', { name: productMessages.securitySessions });
    const current = await within(sessionTable).findByText('Chrome on Windows');
    expect(within(current.closest('tr')!).getByText(productMessages.securityThisSession)).toBeInTheDocument();
    expect(within(current.closest('tr')!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: productMessages.securitySignOutOthers })).toBeInTheDocument();

    const other = within(sessionTable).getByText('Safari on iPhone').closest('tr')!;
    await user.click(within(other).getByRole('button', { name: new RegExp(`^${productMessages.securitySignOut}`) }));
    expect(await screen.findByText(productMessages.sessionRevoked)).toBeInTheDocument();
    await waitFor(() => expect(within(sessionTable).queryByText('Safari on iPhone')).not.toBeInTheDocument());
    expect(requests.filter(isCall(revokeOtherSessionsContract))).toHaveLength(0);
    expect(screen.queryByRole('button', { name: productMessages.securitySignOutOthers })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of an admin's last factor as its toast, and renames it", async () => {
    const { requests } = stubFetch(
      onCall(getProfileContract, () => profile),
      onCall(listFactorsContract, () => factors),
      onCall(listSessionsContract, () => ({ count: 1, results: [here] })),
      onCall(removeFactorContract, { id: app.id }, () => failure(409, [productMessages.mfaLastFactor], 'CONFLICT')),
      onCall(renameFactorContract, { id: app.id }, () => ({ ...app, name: 'Phone' })),
    );
    renderApp(paths.security);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: `${productMessages.securityRemove} ${app.name}` }));
    const confirm = await screen.findByRole('dialog', { name: productMessages.securityRemoveTitle(app.name) });
    await user.click(within(confirm).getByRole('button', { name: productMessages.actionDelete }));
    // The toast, and the dialog's own line, say what the server said.
    await waitFor(() => expect(screen.getAllByText(productMessages.mfaLastFactor).length).toBeGreaterThanOrEqual(2));
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: `${productMessages.securityRename} ${app.name}` }));
    const rename = await screen.findByRole('dialog', { name: productMessages.securityRename });
    const field = within(rename).getByRole('textbox', { name: productMessages.enrolName });
    await user.clear(field);
    await user.click(within(rename).getByRole('button', { name: productMessages.securityRename }));
    expect(await within(rename).findByText(productMessages.mfaFactorNameInvalid)).toBeInTheDocument();
    await user.type(field, 'Phone');
    await user.click(within(rename).getByRole('button', { name: productMessages.securityRename }));
    expect(await screen.findByText(productMessages.mfaFactorRenamed)).toBeInTheDocument();
    expect(requests.filter(isCall(renameFactorContract, { id: app.id })).map((r) => r.body)).toEqual([{ name: 'Phone' }]);
  });

  it('makes new recovery codes and shows them once', async () => {
    const fresh = Array.from({ length: 10 }, (_, i) => `abcd-efgh-ijkl-mn${String(i).padStart(2, 'a')}`);
    stubFetch(
      onCall(getProfileContract, () => profile),
      onCall(listFactorsContract, () => factors),
      onCall(listSessionsContract, () => ({ count: 1, results: [here] })),
      onCall(regenerateRecoveryCodesContract, () => ({ recovery_codes: fresh })),
    );
    renderApp(paths.security);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: productMessages.securityRegenerate }));
    const confirm = await screen.findByRole('dialog', { name: productMessages.securityRegenerate });
    expect(within(confirm).getByText(productMessages.securityRegenerateText)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: productMessages.securityRegenerate }));
    const list = await screen.findByTestId('recovery-codes');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(fresh);
    await user.click(screen.getByRole('button', { name: productMessages.recoveryContinue }));
    await waitFor(() => expect(screen.queryByTestId('recovery-codes')).not.toBeInTheDocument());
  });
});
