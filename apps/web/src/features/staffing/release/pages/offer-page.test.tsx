import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productMessages } from '@careroster/shared/messages';
import { acceptOfferContract, getOfferContract, type OfferView } from '@careroster/shared/api/staffing/offers';
import { failure, onCall, stubFetch } from '../../../../test/fetch-stub';
import { renderApp } from '../../../../test/render-app';

const m = productMessages;
const token = 'offer-token-of-twenty-or-more-chars';
const offer: OfferView = {
  status: 'OFFERED',
  first_name: 'Ada',
  facility_name: 'Sunrise Care Center',
  job_title: 'Registered Nurse',
  shift: {
    title: 'Morning Floor 2',
    start_date: '2026-03-10',
    end_date: '2026-03-10',
    start_time: '07:00',
    end_time: '15:00',
    timezone: 'EST',
    starts_at: '2026-03-10T12:00:00.000Z',
    ends_at: '2026-03-10T20:00:00.000Z',
  },
  hourly_rate: 40,
  expires_at: '2026-03-10T12:00:00.000Z',
  responded_at: null,
};

describe('the nurse offer page', () => {
  it('shows the shift and her pay, and accepting books her', async () => {
    let current = offer;
    stubFetch(
      onCall(getOfferContract, { token }, () => current),
      onCall(acceptOfferContract, { token }, () => {
        current = { ...offer, status: 'ACCEPTED' };
        return { status: 'ACCEPTED', message: m.offerAccepted };
      }),
    );
    renderApp(`/offers/${token}`);
    expect(await screen.findByText('Morning Floor 2')).toBeInTheDocument();
    expect(screen.getByText('$40.00/Hr')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: m.offerAccept }));
    expect(await screen.findByTestId('offer-state')).toHaveTextContent(m.offerAccepted);
    expect(screen.queryByRole('button', { name: m.offerAccept })).not.toBeInTheDocument();
  });

  it('says "filled" when another nurse was faster', async () => {
    let current = offer;
    stubFetch(
      onCall(getOfferContract, { token }, () => current),
      onCall(acceptOfferContract, { token }, () => {
        current = { ...offer, status: 'FILLED' };
        return failure(409, [m.offerFilled], 'CONFLICT');
      }),
    );
    renderApp(`/offers/${token}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: m.offerAccept }));
    expect(await screen.findByTestId('offer-state')).toHaveTextContent(m.offerFilled);
  });

  it('explains an unknown link', async () => {
    stubFetch(onCall(getOfferContract, { token }, () => failure(404, [m.offerLinkUnknown], 'NOT_FOUND')));
    renderApp(`/offers/${token}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(m.offerLinkUnknown);
  });
});
