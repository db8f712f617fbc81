import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productMessages } from '@careroster/shared/messages';
import type { Role } from '@careroster/shared/roles';
import { revokeMessageAccessContract } from '@careroster/shared/api/messages/staff';
import { useAppStore } from '../../../store/app-store';
import { onCall, stubFetch } from '../../../test/fetch-stub';
import { facilityA, loginAnswerFixture } from '../../../test/fixtures';
import { TestProviders } from '../../../test/render-app';
import { MessageAccessPanel } from './message-access-panel';

const employeeId = '1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a';

function renderAs(role: Role) {
  useAppStore.getState().login({ ...loginAnswerFixture, role, facility_id: facilityA.id });
  render(
    <TestProviders>
      <MessageAccessPanel employeeId={employeeId} />
    </TestProviders>,
  );
}

describe('MessageAccessPanel', () => {
  it('removes her message access after a confirmation and says how many links stopped', async () => {
    const { requests } = stubFetch(onCall(revokeMessageAccessContract, { employeeId }, () => ({ revoked: 2 })));
    renderAs('MANAGER');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: productMessages.messageAccessRemove }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(productMessages.messageAccessConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: productMessages.messageAccessRemove }));
    expect(await screen.findByText(productMessages.messageAccessRemoved(2))).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });
});
