import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logoutContract } from '@careroster/shared/api/auth/logout';
import { getKioskContract, kioskPunchContract } from '@careroster/shared/api/timekeeping/kiosk/kiosk-punch';
import { listTimeClockKiosksContract, pairTimeClockKioskContract } from '@careroster/shared/api/timekeeping/kiosk/time-clock-kiosks';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { useAppStore } from '../../../../store/app-store';
import { failure, isCall, onCall, stubFetch } from '../../../../test/fetch-stub';
import { loginAnswerFixture } from '../../../../test/fixtures';
import { renderPublic } from '../../../../test/render-public';
import { storedKioskSecret, storeKioskSecret } from '../lib/kiosk-store';

const home = { facility_name: 'Maple Grove', device_location: 'Front desk', timezone: 'EST' as const, iana_zone: 'America/New_York' };
const device = { device_id: '5b0f6f52-7d0e-4c1f-9d7e-0a4f4f2b6c11', udid: 'tablet-1', device_location: 'Front desk', pairing: null };

describe('the kiosk page', () => {
  it('unpaired and signed out, sends the administrator to sign in and back', async () => {
    stubFetch();
    renderPublic(paths.timeClockKiosk);
    expect(await screen.findByText(productMessages.kioskNotPaired)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: productMessages.kioskSignInToPair }));
    await waitFor(() => expect(window.location.pathname).toBe(paths.login));
    expect((window.history.state as { usr: unknown }).usr).toEqual({ from: paths.timeClockKiosk });
  });

  it('pairs the device for a signed-in administrator, keeps the secret and signs her out here', async () => {
    useAppStore.getState().login(loginAnswerFixture);
    const { requests } = stubFetch(
      onCall(listTimeClockKiosksContract, () => ({ count: 1, results: [device] })),
      onCall(pairTimeClockKioskContract, () => ({
        kiosk_secret: 'kiosk-secret-1',
        kiosk: {
          ...device,
          pairing: { paired_at: '2026-11-25T12:00:00.000Z', device_label: null, paired_by: 'Dana Admin', last_seen_at: null },
        },
      })),
      onCall(logoutContract, () => ({ message: 'ok' })),
      onCall(getKioskContract, () => home),
    );
    renderPublic(paths.timeClockKiosk);
    const user = userEvent.setup();
    expect(await screen.findByRole('radio', { name: /Front desk/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: productMessages.kioskPairButton }));

    expect(await screen.findByText(productMessages.kioskPairedSignedOut('Front desk'))).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Employee number/)).toBeInTheDocument();
    expect(storedKioskSecret()).toBe('kiosk-secret-1');
    expect(useAppStore.getState().auth.isAuthenticated).toBe(false);
    const pair = requests.find(isCall(pairTimeClockKioskContract))!;
    expect(pair.body).toEqual({ device_id: device.device_id });
    expect(pair.headers.get('authorization')).toBe(`Bearer ${loginAnswerFixture.token}`);
    expect(requests.some(isCall(logoutContract))).toBe(true);
    expect(requests.find(isCall(getKioskContract))!.headers.get('x-time-clock-kiosk')).toBe('kiosk-secret-1');
  });

  it('checks the number and passcode, asks a reason without a camera, punches, and clears the passcode', async () => {
    storeKioskSecret('kiosk-secret-2');
    const { requests } = stubFetch(
      onCall(getKioskContract, () => home),
      onCall(kioskPunchContract, () => ({
        first_name: 'Rosa',
        shift_title: 'Morning RN',
        kind: 'IN',
        punched_at: '2026-11-25T12:05:00.000Z',
        flags: ['NO_PHOTO'],
      })),
    );
    renderPublic(paths.timeClockKiosk);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Employee number/), '1042');
    await user.type(screen.getByLabelText(/^Passcode/), '12');
    await user.click(screen.getByRole('button', { name: productMessages.kioskClockIn }));
    expect(await screen.findByRole('alert')).toHaveTextContent(productMessages.kioskCredentialsShape);
    expect(requests.some(isCall(kioskPunchContract))).toBe(false);

    await user.type(screen.getByLabelText(/^Passcode/), '3456');
    await user.click(screen.getByRole('button', { name: productMessages.kioskClockIn }));
    // jsdom has no camera: the punch goes without a photo, with a reason.
    expect(await screen.findByText(productMessages.kioskCameraUnavailable)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: productMessages.kioskClockIn }));
    expect(await screen.findByText(productMessages.timeClockReasonRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Reason/), 'Camera broken');
    await user.click(screen.getByRole('button', { name: productMessages.kioskClockIn }));

    expect(await screen.findByText(productMessages.kioskDone('Rosa', 'IN', '07:05 AM', 'Morning RN'))).toBeInTheDocument();
    const punch = requests.find(isCall(kioskPunchContract))!;
    const body = punch.body as FormData;
    expect([body.get('emp_id'), body.get('passcode'), body.get('kind'), body.get('reason'), body.get('photo')]).toEqual([
      '1042',
      '123456',
      'IN',
      'Camera broken',
      null,
    ]);
    expect(punch.headers.get('x-time-clock-kiosk')).toBe('kiosk-secret-2');
    expect(screen.getByLabelText(/^Passcode/)).toHaveValue('');
    expect(screen.getByLabelText(/^Employee number/)).toHaveValue('');
  });

  it("shows the server's refusal, and forgets a device the server no longer knows", async () => {
    storeKioskSecret('kiosk-secret-3');
    let known = true;
    stubFetch(
      onCall(getKioskContract, () => (known ? home : failure(401, [productMessages.kioskDeviceInvalid]))),
      onCall(kioskPunchContract, () => {
        known = false;
        return failure(401, [productMessages.kioskDeviceInvalid]);
      }),
    );
    renderPublic(paths.timeClockKiosk);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Employee number/), '1042');
    await user.type(screen.getByLabelText(/^Passcode/), '123456');
    await user.click(screen.getByRole('button', { name: productMessages.kioskClockOut }));
    await user.type(await screen.findByLabelText(/^Reason/), 'No camera');
    await user.click(screen.getByRole('button', { name: productMessages.kioskClockOut }));
    expect(await screen.findByText(productMessages.kioskDeviceInvalid)).toBeInTheDocument();
    expect(screen.getByText(productMessages.kioskNotPaired)).toBeInTheDocument();
    expect(storedKioskSecret()).toBeNull();
  });
});
