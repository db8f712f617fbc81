import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { productMessages } from '@careroster/shared/messages';
import { claimTimeClockLinkContract } from '@careroster/shared/api/timekeeping/time-clock/claim-link';
import {
  getTimeClockContract,
  type TimeClock,
  type TimeClockBooking,
  type TimeClockPunch,
} from '@careroster/shared/api/timekeeping/time-clock/get-time-clock';
import { proposeMissedPunchContract } from '@careroster/shared/api/timekeeping/time-clock/propose-missed-punch';
import { punchContract } from '@careroster/shared/api/timekeeping/time-clock/punch';
import { requestPtoFromTimeClockContract } from '@careroster/shared/api/timekeeping/time-clock/request-pto';
import { failure, isCall, onCall, stubFetch, type StubRequest } from '../../../../test/fetch-stub';
import { renderApp } from '../../../../test/render-app';
import { storeDevice, storedDevice } from '../lib/device-store';

const link = 'Lk3v9QpZ2xY7wT4sR1uN8mB5cJ6hG0fD-aEiOyUt_Wq';
const device = 'Dv8nM2bV5cX1zL4kJ7hG0fD3sA6qW9eR-tYuIoP_aSd';
const booking: TimeClockBooking = {
  id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  shift_title: 'Morning Floor 2',
  starts_at: '2026-03-02T12:00:00.000Z',
  ends_at: '2026-03-02T20:00:00.000Z',
  punches: [],
  timecard: null,
  can_clock_in: true,
  can_clock_out: false,
  missed_punches: [],
};
const clock = (bookings: TimeClockBooking[] = [booking]): TimeClock => ({
  first_name: 'Ana',
  facility_name: 'Sunrise Care Center',
  timezone: 'EST',
  geofence: true,
  geofence_radius_metres: 300,
  bookings,
});
const punched: TimeClockPunch = {
  id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  kind: 'IN',
  punched_at: '2026-03-02T11:50:00.000Z',
  flags: [],
  distance_metres: 40,
};
const isClaim = isCall(claimTimeClockLinkContract);
const isPunch = isCall(punchContract);
const deviceHeader = (r: StubRequest) => r.headers.get('x-time-clock-device');

function withGeolocation(position: { latitude: number; longitude: number; accuracy: number } | null) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
        position ? ok({ coords: position } as GeolocationPosition) : fail({ code: 1, message: 'denied' } as GeolocationPositionError),
    },
  });
}

const mediaElement = HTMLMediaElement.prototype;
const originals = {
  srcObject: Object.getOwnPropertyDescriptor(mediaElement, 'srcObject'),
  play: Object.getOwnPropertyDescriptor(mediaElement, 'play'),
};

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  Reflect.deleteProperty(navigator, 'mediaDevices');
  for (const [name, descriptor] of Object.entries(originals)) {
    if (descriptor) Object.defineProperty(mediaElement, name, descriptor);
    else Reflect.deleteProperty(mediaElement, name);
  }
});

describe('time clock page', () => {
  it('claims the link once on the first visit, keeps the device and lists the bookings', async () => {
    const { requests } = stubFetch(
      onCall(claimTimeClockLinkContract, () => ({ device_token: device })),
      onCall(getTimeClockContract, (r) => (deviceHeader(r) === device ? clock() : failure(401, ['no'], 'UNAUTHENTICATED'))),
    );
    renderApp(`/time-clock/${link}`);
    expect(await screen.findByRole('heading', { name: 'Morning Floor 2' })).toBeInTheDocument();
    expect(screen.getByText(/Hi Ana\. Sunrise Care Center \(EST\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clock in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clock out' })).not.toBeInTheDocument();
    expect(requests.filter(isClaim)).toHaveLength(1);
    expect(requests.find(isClaim)?.body).toEqual({ token: link });
    expect(storedDevice(link)).toBe(device);
    // The device token travels in its header only, never in an address.
    expect(requests.every((r) => !r.path.includes(device) && !r.path.includes(link))).toBe(true);
  });

  it('finds the stored device on a reload and does not claim again', async () => {
    storeDevice(link, device);
    const { requests } = stubFetch(onCall(getTimeClockContract, () => clock([])));
    renderApp(`/time-clock/${link}`);
    expect(await screen.findByText(productMessages.timeClockNoBookings)).toBeInTheDocument();
    expect(requests.some(isClaim)).toBe(false);
    expect(deviceHeader(requests.find(isCall(getTimeClockContract))!)).toBe(device);
  });

  it('says so when the link was already used on another device', async () => {
    stubFetch(onCall(claimTimeClockLinkContract, () => failure(409, [productMessages.timeClockLinkUsed], 'CONFLICT')));
    renderApp(`/time-clock/${link}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(productMessages.timeClockLinkUsed);
    expect(storedDevice(link)).toBeNull();
  });

  it('forgets a revoked device and asks for a new link', async () => {
    storeDevice(link, device);
    stubFetch(onCall(getTimeClockContract, () => failure(401, [productMessages.timeClockDeviceInvalid], 'UNAUTHENTICATED')));
    const { router } = renderApp(`/time-clock/${link}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(productMessages.timeClockDeviceInvalid);
    expect(storedDevice(link)).toBeNull();
    // A public page: no redirect to the sign-in page.
    expect(router.state.location.pathname).toBe(`/time-clock/${link}`);
  });

  it('asks for a reason when there is no camera and no location, then punches with it', async () => {
    storeDevice(link, device);
    withGeolocation(null);
    let punchedYet = false;
    const { requests } = stubFetch(
      onCall(getTimeClockContract, () =>
        clock([
          punchedYet
            ? {
                ...booking,
                can_clock_in: false,
                can_clock_out: true,
                punches: [{ ...punched, flags: ['NO_LOCATION', 'NO_PHOTO'], distance_metres: null }],
              }
            : booking,
        ]),
      ),
      onCall(punchContract, () => {
        punchedYet = true;
        return { ...punched, flags: ['NO_LOCATION', 'NO_PHOTO'], distance_metres: null };
      }),
    );
    renderApp(`/time-clock/${link}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Clock in' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(productMessages.timeClockCameraUnavailable)).toBeInTheDocument();
    expect(await within(dialog).findByText(productMessages.timeClockLocationUnavailable)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Clock in' }));
    expect(await within(dialog).findByText(productMessages.timeClockReasonRequired)).toBeInTheDocument();
    expect(requests.some(isPunch)).toBe(false);

    await user.type(within(dialog).getByLabelText(/^Reason/), 'Phone camera broken');
    await user.click(within(dialog).getByRole('button', { name: 'Clock in' }));
    expect(await screen.findByText(productMessages.timeClockClockedIn)).toBeInTheDocument();
    const sent = requests.find(isPunch)!;
    expect(deviceHeader(sent)).toBe(device);
    const body = sent.body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({ assignment_id: booking.id, kind: 'IN', reason: 'Phone camera broken' });
    expect(await screen.findByText('No location')).toBeInTheDocument();
    expect(screen.getByText('No photo')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Clock out' })).toBeInTheDocument();
  });

  it("sends the location, and asks for a reason when the server flags the punch outside the facility's area", async () => {
    storeDevice(link, device);
    withGeolocation({ latitude: 27.95, longitude: -82.46, accuracy: 14 });
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => Promise.reject(new DOMException('no camera', 'NotFoundError')) },
    });
    let attempts = 0;
    const { requests } = stubFetch(
      onCall(getTimeClockContract, () => clock()),
      onCall(punchContract, (r) => {
        attempts += 1;
        return (r.body as FormData).get('reason')
          ? { ...punched, flags: ['OUTSIDE_GEOFENCE', 'NO_PHOTO'], distance_metres: 480 }
          : failure(
              422,
              [productMessages.timeClockReasonRequired, productMessages.timeClockFlagExplained.OUTSIDE_GEOFENCE],
              'VALIDATION_FAILED',
            );
      }),
    );
    renderApp(`/time-clock/${link}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Clock in' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Location found (accurate to 14 m).')).toBeInTheDocument();
    await user.type(await within(dialog).findByLabelText(/^Reason/), 'Camera will not open');
    await user.click(within(dialog).getByRole('button', { name: 'Clock in' }));
    expect(await screen.findByText(productMessages.timeClockClockedIn)).toBeInTheDocument();
    const body = Object.fromEntries((requests.find(isPunch)!.body as FormData).entries());
    expect(body).toMatchObject({ latitude: '27.95', longitude: '-82.46', accuracy: '14', reason: 'Camera will not open' });
    expect(attempts).toBe(1);
  });

  it('shows the server asking for a reason it could not know about', async () => {
    storeDevice(link, device);
    withGeolocation({ latitude: 27.95, longitude: -82.46, accuracy: 14 });
    const fakeStream = { getTracks: () => [] } as unknown as MediaStream;
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: () => Promise.resolve(fakeStream) } });
    Object.defineProperty(HTMLMediaElement.prototype, 'srcObject', { configurable: true, set: () => undefined, get: () => null });
    Object.defineProperty(HTMLMediaElement.prototype, 'play', { configurable: true, value: () => Promise.resolve() });
    stubFetch(
      onCall(getTimeClockContract, () => clock()),
      onCall(punchContract, () =>
        failure(
          422,
          [productMessages.timeClockReasonRequired, productMessages.timeClockFlagExplained.OUTSIDE_GEOFENCE],
          'VALIDATION_FAILED',
        ),
      ),
    );
    renderApp(`/time-clock/${link}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Clock in' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByLabelText('Camera preview')).toBeInTheDocument();
    await within(dialog).findByText('Location found (accurate to 14 m).');
    expect(within(dialog).queryByLabelText(/^Reason/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Clock in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(productMessages.timeClockFlagExplained.OUTSIDE_GEOFENCE);
    expect(within(dialog).getByLabelText(/^Reason/)).toBeInTheDocument();
  });

  it('proposes the time of an open missed punch, and shows a failure plainly', async () => {
    storeDevice(link, device);
    const missed = { id: '8b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e', kind: 'OUT' as const, status: 'OPEN' as const, proposed_at: null };
    const { requests } = stubFetch(
      onCall(getTimeClockContract, () => clock([{ ...booking, can_clock_in: false, missed_punches: [missed] }])),
      onCall(proposeMissedPunchContract, { missedPunchId: missed.id }, () => failure(404, ['Not found.'], 'NOT_FOUND')),
    );
    renderApp(`/time-clock/${link}`);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Propose the missed clock-out' });
    await user.click(within(form).getByRole('button', { name: 'Propose time' }));
    expect(within(form).getByText('Please enter the time.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Time of clock-out/), '2026-03-02T16:05');
    await user.type(within(form).getByLabelText(/^Reason/), 'Forgot at handover');
    await user.click(within(form).getByRole('button', { name: 'Propose time' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Not found.');
    const sent = requests.find(isCall(proposeMissedPunchContract, { missedPunchId: missed.id }))!;
    // 16:05 in EST (UTC-5) on 2 March.
    expect(sent.body).toEqual({ time: '2026-03-02T21:05:00.000Z', reason: 'Forgot at handover' });
    expect(deviceHeader(sent)).toBe(device);
  });

  it('sends a time-off request', async () => {
    storeDevice(link, device);
    const { requests } = stubFetch(
      onCall(getTimeClockContract, () => clock([])),
      onCall(requestPtoFromTimeClockContract, () => ({
        id: '9c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
        status: 'PENDING',
        start_date: '2026-04-01',
        end_date: '2026-04-02',
        hours: 16,
      })),
    );
    renderApp(`/time-clock/${link}`);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Request time off' });
    await user.type(within(form).getByLabelText(/^First day/), '2026-04-01');
    await user.type(within(form).getByLabelText(/^Last day/), '2026-04-02');
    await user.type(within(form).getByLabelText(/^Hours/), '16');
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(productMessages.timeClockPtoRequested)).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.find(isCall(requestPtoFromTimeClockContract))?.body).toEqual({
        start_date: '2026-04-01',
        end_date: '2026-04-02',
        hours: 16,
      }),
    );
  });
});

describe("a missed-punch reminder's link", () => {
  const missed = { id: '8b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e', kind: 'IN' as const, status: 'OPEN' as const, proposed_at: null };
  const old: TimeClockBooking = {
    ...booking,
    id: '5e0b1c2d-3f4a-4b5c-8d6e-7f8a9b0c1d2e',
    shift_title: 'Night Floor 3',
    can_clock_in: false,
    missed_punches: [missed],
  };

  it("opens this phone's time clock with the missed punch first and its time ready to type; the proposal goes with the device", async () => {
    const otherLink = 'Zz3v9QpZ2xY7wT4sR1uN8mB5cJ6hG0fD-aEiOyUt_Wq';
    const otherDevice = 'Oo8nM2bV5cX1zL4kJ7hG0fD3sA6qW9eR-tYuIoP_aSd';
    storeDevice(otherLink, otherDevice);
    storeDevice(link, device);
    const { requests } = stubFetch(
      onCall(getTimeClockContract, (r) => clock(deviceHeader(r) === device ? [booking, old] : [booking])),
      onCall(proposeMissedPunchContract, { missedPunchId: missed.id }, () => ({
        id: missed.id,
        status: 'PROPOSED',
        proposed_at: '2026-03-02T12:05:00.000Z',
      })),
    );
    renderApp(`/time-clock/missed-punches/${missed.id}`);
    const form = await screen.findByRole('form', { name: 'Propose the missed clock-in' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Night Floor 3')).toBeLessThan(headings.indexOf('Morning Floor 2'));
    const time = within(form).getByLabelText(/^Time of clock-in/);
    await waitFor(() => expect(time).toHaveFocus());
    const user = userEvent.setup();
    await user.type(time, '2026-03-02T07:05');
    await user.type(within(form).getByLabelText(/^Reason/), 'Phone was flat');
    await user.click(within(form).getByRole('button', { name: 'Propose time' }));
    expect(await screen.findByText(productMessages.timeClockMissedPunchProposed)).toBeInTheDocument();
    const sent = requests.find(isCall(proposeMissedPunchContract, { missedPunchId: missed.id }))!;
    expect(deviceHeader(sent)).toBe(device);
    expect(sent.body).toEqual({ time: '2026-03-02T12:05:00.000Z', reason: 'Phone was flat' });
  });

  it('on a phone without that time clock, says so in one sentence', async () => {
    stubFetch(onCall(getTimeClockContract, () => clock([booking])));
    storeDevice(link, device);
    renderApp(`/time-clock/missed-punches/${missed.id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(productMessages.timeClockMissedPunchNotHere);
  });
});
