import { Avatar, Badge, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import type { EmployeeCard as EmployeeCardData } from '@careroster/shared/api/employees/employee';
import { formatHourlyRate } from '@careroster/shared/format/money';
import { labelOf, workerTypes } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { MessageButton } from '../../messages';
import { employeeDetailPath } from '../paths';
import { CredentialGapList } from './credential-gaps';

type Blocker = { label: string; color: string; credentials: boolean };

/**
 * Why an employee cannot be selected for booking (spec 000 section 4). The server's
 * `is_selectable` is the authority; the reasons are read from the same flags.
 */
const selectionBlockers = (employee: EmployeeCardData): Blocker[] => [
  ...(employee.is_credential_expired ? [{ label: 'Credential expired', color: 'red', credentials: true }] : []),
  ...(employee.is_selectable
    ? []
    : [
        ...(employee.is_credential_complete ? [] : [{ label: 'Credentials incomplete', color: 'yellow', credentials: true }]),
        ...(employee.is_monthly_rate_set ? [] : [{ label: productMessages.payMonthlyNotSet, color: 'yellow', credentials: false }]),
      ]),
];

/** A credential badge names the missing or expired credentials on hover, focus or touch. */
function BlockerBadge({ blocker, employee }: { blocker: Blocker; employee: EmployeeCardData }) {
  if (!blocker.credentials) {
    return (
      <Badge variant="light" color={blocker.color}>
        {blocker.label}
      </Badge>
    );
  }
  return (
    <Tooltip
      label={<CredentialGapList employee={employee} />}
      multiline
      w={280}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <Badge variant="light" color={blocker.color} tabIndex={0}>
        {blocker.label}
      </Badge>
    </Tooltip>
  );
}

/** The employee card of spec 000 section 3. */
export function EmployeeCard({ employee }: { employee: EmployeeCardData }) {
  const name = `${employee.first_name} ${employee.last_name}`;
  const blockers = selectionBlockers(employee);
  return (
    <Card withBorder padding="sm" radius="md" component="article" aria-label={name}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Avatar src={employee.profile_photo} alt="" radius="xl">
          {employee.first_name[0]}
          {employee.last_name[0]}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text component={Link} to={employeeDetailPath(employee.id)} fw={600} c="teal.9" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text size="sm" c="dimmed">
            #{employee.emp_id} · {employee.job_title_abbr} · {labelOf(workerTypes, employee.worker_type)}
          </Text>
          <Text size="sm" fw={600}>
            {formatHourlyRate(employee.hourly_rate)}
          </Text>
          <Group gap={4} mt={2}>
            {employee.status !== 'ACTIVE' && (
              <Badge variant="light" color="gray">
                {employee.status === 'INVITED' ? 'Invited' : 'Inactive'}
              </Badge>
            )}
            {blockers.map((blocker) => (
              <BlockerBadge key={blocker.label} blocker={blocker} employee={employee} />
            ))}
          </Group>
          {blockers.length > 0 && (
            <Text size="xs" c="dimmed">
              Cannot be selected for shifts
            </Text>
          )}
          <MessageButton employeeId={employee.id} name={name} size="xs" mt={4} style={{ alignSelf: 'flex-start' }} />
        </Stack>
      </Group>
    </Card>
  );
}
