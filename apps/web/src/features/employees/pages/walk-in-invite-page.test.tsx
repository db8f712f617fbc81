import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, productMessages } from '@careroster/shared/messages';
import { completeWalkInInviteContract, getWalkInInviteContract } from '@careroster/shared/api/employees/walk-in-invites';
import { walkInInvite } from '../../../test/employee-fixtures';
import { failure, onCall, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const token = 'f3a9c2e1b7d4a6f8e0c1b2a3d4e5f6a7';

describe('walk-in invite page', () => {
  it('shows the details to confirm, masks the phone and registers the nurse', async () => {
    const { requests } = stubFetch(
      onCall(getWalkInInviteContract, { token }, () => walkInInvite),
      onCall(completeWalkInInviteContract, { token }, () => ({
        message: productMessages.walkInCompleted,
        facility_name: walkInInvite.facility_name,
      })),
    );
    renderApp(`/walk-in-invite/${token}`);
    expect(await screen.findByRole('heading', { name: `Join ${walkInInvite.facility_name}` })).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Sam');
    const phone = screen.getByLabelText(/^Phone/);
    expect(phone).toHaveValue('+1(555) 222-3333');

    const user = userEvent.setup();
    await user.clear(phone);
    await user.type(phone, '5559876543');
    expect(phone).toHaveValue('+1(555) 987-6543');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(productMessages.walkInCompleted)).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      first_name: 'Sam',
      last_name: 'Rivera',
      mobile: '+1(555) 987-6543',
      job_title_id: walkInInvite.job_title_id,
    });
  });

  it('refuses an incomplete phone number without calling the server', async () => {
    const { requests } = stubFetch(onCall(getWalkInInviteContract, { token }, () => walkInInvite));
    renderApp(`/walk-in-invite/${token}`);
    const user = userEvent.setup();
    const phone = await screen.findByLabelText(/^Phone/);
    await user.clear(phone);
    await user.type(phone, '555');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(messages.phoneInvalid)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('says plainly when the link is unknown, used or expired', async () => {
    stubFetch(onCall(getWalkInInviteContract, { token }, () => failure(404, [productMessages.walkInInviteInvalid])));
    renderApp(`/walk-in-invite/${token}`);
    expect(await screen.findByRole('heading', { name: 'Invite link not valid' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(productMessages.walkInInviteInvalid);
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('shows the link as spent when it was used in another tab meanwhile', async () => {
    stubFetch(
      onCall(getWalkInInviteContract, { token }, () => walkInInvite),
      onCall(completeWalkInInviteContract, { token }, () => failure(404, [productMessages.walkInInviteInvalid])),
    );
    renderApp(`/walk-in-invite/${token}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Invite link not valid' })).toBeInTheDocument();
  });

  it('offers to try again when the server fails', async () => {
    let calls = 0;
    stubFetch(onCall(getWalkInInviteContract, { token }, () => (++calls === 1 ? failure(500, ['boom']) : walkInInvite)));
    renderApp(`/walk-in-invite/${token}`);
    expect(await screen.findByRole('heading', { name: messages.somethingWentWrong })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: `Join ${walkInInvite.facility_name}` })).toBeInTheDocument();
  });
});
