import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setupChecklistContract, type ChecklistAnswer } from '@careroster/shared/api/setup/checklist';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { useAppStore } from '../../../store/app-store';
import { isCall, onCall, stubFetch } from '../../../test/fetch-stub';
import { facilityA, facilityB, loginAnswerFixture } from '../../../test/fixtures';
import { TestProviders } from '../../../test/render-app';
import { SetupChecklistCard } from './checklist-card';

const owned = [
  { ...facilityA, role: 'OWNER' as const },
  { ...facilityB, role: 'OWNER' as const },
];
const missing: ChecklistAnswer = {
  complete: false,
  facilities: [
    {
      facility_id: facilityA.id,
      facility_name: facilityA.name,
      items: [
        { key: 'entity_details', done: true },
        { key: 'tax_setup', done: false },
        { key: 'bank_account', done: true },
        { key: 'legal_documents', done: false },
        { key: 'admins_invited', done: true },
        { key: 'second_factor', done: false },
      ],
    },
    {
      facility_id: facilityB.id,
      facility_name: facilityB.name,
      items: [
        { key: 'entity_details', done: true },
        { key: 'tax_setup', done: true },
        { key: 'bank_account', done: false },
        { key: 'legal_documents', done: true },
        { key: 'admins_invited', done: false },
      ],
    },
  ],
};

function renderCard() {
  const router = createMemoryRouter(
    [
      { path: paths.dashboard, element: <SetupChecklistCard /> },
      { path: paths.settings, element: <p>Settings</p> },
    ],
    { initialEntries: [paths.dashboard] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

describe('the "Finish setting up" card (decision 080)', () => {
  beforeEach(() => useAppStore.getState().login({ ...loginAnswerFixture, role: 'OWNER', facilities: owned }));

  it("lists each facility's missing items, each linked to the settings section that fixes it in that facility", async () => {
    stubFetch(onCall(setupChecklistContract, () => missing));
    const router = renderCard();
    const card = await screen.findByRole('region', { name: productMessages.checklistTitle });
    const maple = within(card).getByRole('list', { name: facilityA.name });
    expect(
      within(maple)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual([
      productMessages.checklistItems.tax_setup,
      productMessages.checklistItems.legal_documents,
      productMessages.checklistItems.second_factor,
    ]);
    // An administrator enrols her own second factor: the users list shows who has not signed in yet.
    expect(within(maple).getByRole('link', { name: productMessages.checklistItems.second_factor })).toHaveAttribute(
      'href',
      '/settings#settings-users',
    );
    const riverside = within(card).getByRole('list', { name: facilityB.name });
    expect(
      within(riverside)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual([productMessages.checklistItems.bank_account, productMessages.checklistItems.admins_invited]);

    await userEvent.setup().click(within(riverside).getByRole('link', { name: productMessages.checklistItems.bank_account }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.hash}`).toBe('/settings#settings-bank'));
    expect(useAppStore.getState().facility.facilityId).toBe(facilityB.id);
  });

  it('is gone once nothing is missing', async () => {
    const { requests } = stubFetch(onCall(setupChecklistContract, () => ({ ...missing, complete: true })));
    renderCard();
    await waitFor(() => expect(requests.filter(isCall(setupChecklistContract))).toHaveLength(1));
    // The answer has arrived and been rendered: nothing.
    await waitFor(() => expect(screen.queryByRole('region', { name: productMessages.checklistTitle })).toBeNull());
  });

  it('is not asked for by someone who owns no facility', () => {
    useAppStore.getState().login(loginAnswerFixture);
    const { requests } = stubFetch();
    renderCard();
    expect(screen.queryByRole('region', { name: productMessages.checklistTitle })).toBeNull();
    expect(requests).toHaveLength(0);
  });
});
