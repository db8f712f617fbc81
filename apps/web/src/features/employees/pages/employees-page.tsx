import { Alert, Anchor, Button, Container, Group, List, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { EmployeeSearchRow } from '@careroster/shared/api/employees/employee-search';
import { messages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { useAppStore } from '../../../store/app-store';
import { BulkInviteDialog } from '../components/bulk-invite-dialog';
import { DevicesPanel } from '../components/devices-panel';
import { EmployeeList } from '../components/employee-list';
import { EmployeeSearchDialog } from '../components/employee-search-dialog';
import { WalkInInviteDialog } from '../components/walk-in-invite-dialog';
import { AddEmployeeButton } from '../../records';
import { employeeDetailPath } from '../paths';

type Dialog = 'search' | 'bulk' | 'walk-in' | null;

/** `/employees` (and `/nurses`): the facility's employees and its devices. */
export function EmployeesPage({ title = 'Employees' }: { title?: string }) {
  const role = useAppStore((state) => state.auth.role);
  const canWrite = can(role, 'staff:write');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [picked, setPicked] = useState<EmployeeSearchRow[]>([]);
  const close = () => setDialog(null);

  return (
    <Container size="lg" px={0}>
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Group gap="xs">
          <Button variant="default" onClick={() => setDialog('search')}>
            Search Employees
          </Button>
          <AddEmployeeButton />
          {canWrite && (
            <>
              <Button variant="default" onClick={() => setDialog('walk-in')}>
                Create walk-in invite
              </Button>
              <Button onClick={() => setDialog('bulk')}>{messages.inviteNursesInBulk}</Button>
            </>
          )}
        </Group>
      </Group>
      {picked.length > 0 && (
        <Alert title="Picked employees" mb="md" withCloseButton closeButtonLabel="Clear picked employees" onClose={() => setPicked([])}>
          <List size="sm">
            {picked.map((row) => (
              <List.Item key={row.id}>
                <Anchor component={Link} to={employeeDetailPath(row.id)}>
                  {row.first_name} {row.last_name}
                </Anchor>{' '}
                (#{row.emp_id})
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Tabs defaultValue="employees" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="employees">Employees</Tabs.Tab>
          <Tabs.Tab value="devices">Devices</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="employees">
          <EmployeeList />
        </Tabs.Panel>
        <Tabs.Panel value="devices">
          <DevicesPanel />
        </Tabs.Panel>
      </Tabs>
      {/* Mounted only while open: it searches on mount and starts each time with no selection. */}
      {dialog === 'search' && (
        <EmployeeSearchDialog
          opened
          onClose={close}
          onContinue={(rows) => {
            setPicked(rows);
            close();
          }}
        />
      )}
      <BulkInviteDialog opened={dialog === 'bulk'} onClose={close} />
      <WalkInInviteDialog opened={dialog === 'walk-in'} onClose={close} />
    </Container>
  );
}
