import { Button, Group, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '@careroster/shared/format/date-time';
import { messages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { useAppStore } from '../../../store/app-store';
import { useCreateDevice } from '../api/create-device';
import { useDevices } from '../api/list-devices';
import { DeviceDialog } from './device-dialog';
import { ScrollRegion } from '../../../components/scroll-region';

/**
 * A page cannot read a device's hardware id, so one registered here gets a random id (the
 * device app reports its own when it syncs). getRandomValues, unlike randomUUID, also works
 * on a plain-http LAN address.
 */
const randomUdid = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The facility's devices (spec 001 section 2). */
export function DevicesPanel() {
  const role = useAppStore((state) => state.auth.role);
  const devices = useDevices();
  const create = useCreateDevice();
  const [adding, setAdding] = useState(false);
  // Spec 001 section 6: 'Add New Device' only for roles that may add devices.
  const addButton = can(role, 'devices:write') && <Button onClick={() => setAdding(true)}>{messages.addNewDevice}</Button>;

  return (
    <Stack gap="sm">
      {devices.isPending && <PageLoader label="Loading devices" />}
      {devices.data?.count === 0 && <EmptyState title={messages.noDeviceFound} description={messages.noDeviceSynced} action={addButton} />}
      {devices.data && devices.data.count > 0 && (
        <>
          <Group justify="flex-end">{addButton}</Group>
          <ScrollRegion label="Devices">
            <Table striped aria-label="Devices" miw={360}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Device Location</Table.Th>
                  <Table.Th>Device ID</Table.Th>
                  <Table.Th>Added</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {devices.data.results.map((device) => (
                  <Table.Tr key={device.id}>
                    <Table.Td>{device.device_location}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{device.udid}</Table.Td>
                    <Table.Td>{formatDate(device.created_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        </>
      )}
      <DeviceDialog
        opened={adding}
        onClose={() => setAdding(false)}
        onSubmit={(form) => create.mutateAsync({ ...form, udid: randomUdid() })}
      />
    </Stack>
  );
}
