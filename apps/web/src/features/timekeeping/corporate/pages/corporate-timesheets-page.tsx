import { Button, Container, Group, Title } from '@mantine/core';
import { useState } from 'react';
import { can } from '@careroster/shared/roles';
import { useAppStore } from '../../../../store/app-store';
import { SendTimesheetDialog } from '../components/send-timesheet-dialog';
import { SheetList } from '../components/sheet-list';

/** `/timesheet/corporate`: a pay period's hours of an agency's nurses sent to the agency for approval, and the answers. */
export function CorporateTimesheetsPage() {
  const role = useAppStore((state) => state.auth.role);
  const [sending, setSending] = useState(false);
  return (
    <Container size="xl" px={0}>
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={1} size="h2">
          Corporate timesheets
        </Title>
        {can(role, 'time:write') && <Button onClick={() => setSending(true)}>Send timesheet</Button>}
      </Group>
      <SheetList />
      <SendTimesheetDialog opened={sending} onClose={() => setSending(false)} />
    </Container>
  );
}
