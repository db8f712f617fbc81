import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReleaseAnswer, ReleasePlan } from '@careroster/shared/api/staffing/release';
import { productMessages } from '@careroster/shared/messages';
import { shiftDetailsPath } from '@careroster/shared/paths';
import {
  escalateReleaseContract,
  getReleaseContract,
  startReleaseContract,
  stopReleaseContract,
} from '@careroster/shared/api/staffing/release';
import { useAppStore } from '../../../../store/app-store';
import { failure, isCall, onCall, stubFetch } from '../../../../test/fetch-stub';
import { loginAnswerFixture } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { positionFixture, shiftFixture, shiftWithPositionRoutes } from '../../../../test/shift-fixtures';

const m = productMessages;
const defaults = { marketplace_after_hours: 4, agency_after_hours: 12, agency_within_hours: 24 };
const plan: ReleasePlan = {
  position_id: positionFixture.id,
  status: 'ACTIVE',
  tier: 'INTERNAL',
  ...defaults,
  started_at: '2026-03-01T14:00:00.000Z',
  tier_started_at: '2026-03-01T14:00:00.000Z',
  next_at: '2026-03-01T18:00:00.000Z',
  stopped_at: null,
  tiers: [
    { tier: 'INTERNAL', skipped: false, starts_at: '2026-03-01T14:00:00.000Z', reached: true },
    { tier: 'MARKETPLACE', skipped: true, starts_at: null, reached: false },
    { tier: 'AGENCY', skipped: false, starts_at: '2026-03-01T18:00:00.000Z', reached: false },
  ],
  offers: [
    {
      id: '31111111-2222-4333-8444-555555555555',
      employee_id: '11111111-2222-4333-8444-555555555555',
      first_name: 'Ada',
      last_name: 'Lovelace',
      type: 'IN',
      tier: 'INTERNAL',
      rank: 1,
      score: 40_000,
      reasons: ['no overtime', 'favorite'],
      status: 'OFFERED',
      offered_at: '2026-03-01T14:00:00.000Z',
      responded_at: null,
      expires_at: '2026-03-08T14:00:00.000Z',
    },
  ],
};

describe('Release tab', () => {
  const position = { id: shiftFixture.id, positionId: positionFixture.id };

  it('starts a release with the edited hours and shows its tier and offers', async () => {
    useAppStore.getState().login(loginAnswerFixture);
    let current: ReleaseAnswer = { plan: null, defaults, open: 2 };
    const { requests } = stubFetch(
      ...shiftWithPositionRoutes,
      onCall(getReleaseContract, position, () => current),
      onCall(startReleaseContract, position, () => {
        current = { plan, defaults, open: 2 };
        return { ...current, message: m.releaseStarted(1) };
      }),
    );
    renderApp(`${shiftDetailsPath(shiftFixture.id)}?slug=release`);
    const user = userEvent.setup();
    expect(await screen.findByTestId('release-tier')).toHaveTextContent(m.releaseNoPlan);
    await user.click(screen.getByRole('button', { name: m.releaseStart }));
    const dialog = await screen.findByRole('dialog');
    const marketplace = within(dialog).getByRole('textbox', { name: m.releaseMarketplaceAfterLabel });
    await user.clear(marketplace);
    await user.type(marketplace, '2');
    await user.click(within(dialog).getByRole('button', { name: m.releaseStart }));
    expect(await screen.findByText(m.releaseStarted(1))).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([{ ...defaults, marketplace_after_hours: 2 }]);
    expect(await screen.findByTestId('release-tier')).toHaveTextContent(m.releaseTierLabels.INTERNAL);
    expect(screen.getByText(new RegExp(m.releaseTierSkipped))).toBeInTheDocument();
    const row = screen.getByTestId('release-offer');
    expect(row).toHaveTextContent('Ada Lovelace');
    expect(row).toHaveTextContent('no overtime, favorite');
    expect(within(row).getByTestId('offer-status')).toHaveTextContent(m.offerStatusLabels.OFFERED);
  });

  it('shows a refusal of the hours in the dialog', async () => {
    useAppStore.getState().login(loginAnswerFixture);
    stubFetch(
      ...shiftWithPositionRoutes,
      onCall(getReleaseContract, position, () => ({ plan: null, defaults, open: 2 })),
      onCall(startReleaseContract, position, () => failure(422, [m.releaseAgencyBeforeMarketplace], 'VALIDATION_FAILED')),
    );
    renderApp(`${shiftDetailsPath(shiftFixture.id)}?slug=release`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: m.releaseStart }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: m.releaseStart }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(m.releaseAgencyBeforeMarketplace);
  });

  it('escalates and stops an active plan', async () => {
    useAppStore.getState().login(loginAnswerFixture);
    const { requests } = stubFetch(
      ...shiftWithPositionRoutes,
      onCall(getReleaseContract, position, () => ({ plan, defaults, open: 2 })),
      onCall(escalateReleaseContract, position, () => ({
        plan: { ...plan, tier: 'AGENCY', next_at: null },
        defaults,
        open: 2,
        message: m.releaseEscalated(m.releaseTierLabels.AGENCY, 0),
      })),
      onCall(stopReleaseContract, position, () => ({
        plan: { ...plan, status: 'STOPPED', next_at: null },
        defaults,
        open: 2,
        message: m.releaseStopped(1),
      })),
    );
    renderApp(`${shiftDetailsPath(shiftFixture.id)}?slug=release`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: m.releaseEscalate }));
    expect(await screen.findByText(m.releaseEscalated(m.releaseTierLabels.AGENCY, 0))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: m.releaseStop }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: m.releaseStop }));
    expect(await screen.findByText(m.releaseStopped(1))).toBeInTheDocument();
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(2);
    expect([isCall(escalateReleaseContract, position)(posts[0]!), isCall(stopReleaseContract, position)(posts[1]!)]).toEqual([true, true]);
  });
});
