import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@careroster/shared/messages';
import { createDeviceContract, listDevicesContract } from '@careroster/shared/api/employees/devices';
import { useAppStore } from '../../../store/app-store';
import { onCall, stubFetch } from '../../../test/fetch-stub';
import { facilityA, facilityB, loginAnswerFixture } from '../../../test/fixtures';
import { TestProviders } from '../../../test/render-app';
import { DevicesPanel } from './devices-panel';

const device = {
  id: '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b',
  udid: 'abc',
  device_location: 'Front desk',
  created_at: '2025-03-01T10:00:00.000Z',
};

// The role is the membership's at the signed-in facility: ADMIN at A, MANAGER at B.
function renderAs(role: 'ADMIN' | 'MANAGER') {
  const facility = role === 'ADMIN' ? facilityA : facilityB;
  useAppStore.getState().login({ ...loginAnswerFixture, role, facility_id: facility.id });
  render(
    <TestProviders>
      <DevicesPanel />
    </TestProviders>,
  );
}

describe('DevicesPanel', () => {
  it("shows 'No Device Found' and offers Add New Device to a role that may add devices", async () => {
    stubFetch(onCall(listDevicesContract, () => ({ count: 0, results: [] })));
    renderAs('ADMIN');
    expect(await screen.findByText(messages.noDeviceFound)).toBeInTheDocument();
    expect(screen.getByText(messages.noDeviceSynced)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.addNewDevice })).toBeInTheDocument();
  });

  it('hides Add New Device from a manager', async () => {
    stubFetch(onCall(listDevicesContract, () => ({ count: 0, results: [] })));
    renderAs('MANAGER');
    expect(await screen.findByText(messages.noDeviceFound)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.addNewDevice })).not.toBeInTheDocument();
  });

  it('requires Device Location on blur and on confirm, then adds the device once', async () => {
    let added = false;
    const { requests } = stubFetch(
      onCall(listDevicesContract, () => (added ? { count: 1, results: [device] } : { count: 0, results: [] })),
      onCall(createDeviceContract, () => {
        added = true;
        return device;
      }),
    );
    renderAs('ADMIN');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: messages.addNewDevice }));
    const location = screen.getByLabelText(/^Device Location/);

    await user.click(location);
    await user.tab();
    expect(await screen.findByText(messages.deviceLocationRequired)).toBeInTheDocument();

    await user.type(location, '   ');
    await user.click(screen.getByRole('button', { name: 'Add Device' }));
    expect(await screen.findByText(messages.deviceLocationRequired)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.clear(location);
    await user.type(location, 'Front desk');
    // A double-click adds one device: the button is held while the call is in flight.
    await user.dblClick(screen.getByRole('button', { name: 'Add Device' }));
    expect(await screen.findByRole('cell', { name: 'Front desk' })).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    const body = requests.find((r) => r.method === 'POST')?.body as { device_location: string; udid: string };
    expect(body.device_location).toBe('Front desk');
    expect(body.udid).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
