import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getAddressContract } from '@careroster/shared/api/facility/get-address';
import { updateProfileContract } from '@careroster/shared/api/facility/update-profile';
import { productMessages } from '@careroster/shared/messages';
import { useAppStore } from '../../../store/app-store';
import { isCall, onCall, stubFetch } from '../../../test/fetch-stub';
import { address, loginAnswerFixture } from '../../../test/fixtures';
import { TestProviders } from '../../../test/render-app';
import { FacilityProfileSection } from './facility-profile-section';

describe('facility profile, state (decision 078)', () => {
  beforeEach(() => useAppStore.getState().login(loginAnswerFixture));

  it('chooses the state from the list of states, DC and territories, and sends its code', async () => {
    const { requests } = stubFetch(
      onCall(getAddressContract, () => address),
      onCall(updateProfileContract, () => ({ address: { ...address, state: 'PR' }, message: productMessages.profileSaved })),
    );
    const user = userEvent.setup();
    render(
      <TestProviders>
        <FacilityProfileSection />
      </TestProviders>,
    );
    const state = await screen.findByRole('combobox', { name: 'State' });
    expect(state).toHaveValue('Illinois (IL)');
    await user.click(state);
    await user.click(await screen.findByRole('option', { name: 'Puerto Rico (PR)' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(requests.filter(isCall(updateProfileContract))).toHaveLength(1));
    expect(requests.find(isCall(updateProfileContract))!.body).toMatchObject({ state: 'PR', city: 'Springfield' });
  });
});
