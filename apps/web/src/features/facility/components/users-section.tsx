import { useState } from 'react';
import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { FacilityMember, FacilityUsersGroup } from '@careroster/shared/api/facility/facility-users';
import { formatDate, formatTime } from '@careroster/shared/format/date-time';
import { messages, productMessages } from '@careroster/shared/messages';
import { settingsSections } from '@careroster/shared/paths';
import type { Role } from '@careroster/shared/roles';
import { ApiError } from '../../../api/client';
import { showToast } from '../../../api/toasts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useAppStore } from '../../../store/app-store';
import { useFacilityUsers, useRemoveFacilityUser } from '../api/facility-users';
import { InviteManagerDialog } from './invite-manager-dialog';
import { SettingsSection } from './settings-section';
import { ScrollRegion } from '../../../components/scroll-region';

/** The server's rule, mirrored to hide buttons it would refuse: never oneself or an OWNER; an ADMIN removes MANAGERs only. */
const removable = (member: FacilityMember, myId: string | undefined, myRole: Role | undefined) =>
  member.user_id !== myId && member.role !== 'OWNER' && (myRole === 'OWNER' || member.role === 'MANAGER');

const nameOf = (m: FacilityMember) => `${m.first_name} ${m.last_name}`;

function FacilityUsers({ group }: { group: FacilityUsersGroup }) {
  const me = useAppStore((state) => state.auth.profile);
  const myRole = me?.facilities.find((f) => f.id === group.facility_id)?.role;
  const zone = useAppStore((state) => state.facility.facilityInfo?.timezone);
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<FacilityMember | null>(null);
  const remove = useRemoveFacilityUser(group.facility_id);
  const confirmRemove = () =>
    removing &&
    remove.mutate(removing.user_id, {
      onSuccess: (answer) => {
        showToast('success', answer.message);
        setRemoving(null);
      },
    });
  const removeError = remove.error instanceof ApiError ? remove.error.messages[0] : remove.isError ? messages.somethingWentWrong : null;
  return (
    <Stack gap="xs" component="section" aria-label={`Users of ${group.facility_name}`}>
      <Group justify="space-between">
        <Title order={3} size="h5">
          {group.facility_name}
        </Title>
        <Button size="xs" onClick={() => setInviting(true)}>
          {productMessages.inviteManager}
        </Button>
      </Group>
      <ScrollRegion label={`Members of ${group.facility_name}`}>
        <Table striped miw={560} aria-label={`Members of ${group.facility_name}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Last sign-in</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {group.members.map((m) => (
              <Table.Tr key={m.user_id}>
                <Table.Td>{nameOf(m)}</Table.Td>
                <Table.Td>{m.email}</Table.Td>
                <Table.Td>
                  <Badge variant="light">{m.role}</Badge>
                </Table.Td>
                <Table.Td>
                  {m.last_sign_in_at
                    ? `${formatDate(m.last_sign_in_at, zone)} ${formatTime(m.last_sign_in_at, zone)}`
                    : productMessages.lastSignInNever}
                </Table.Td>
                <Table.Td>
                  {removable(m, me?.id, myRole) && (
                    <Button size="xs" variant="subtle" color="red" aria-label={`Remove ${nameOf(m)}`} onClick={() => setRemoving(m)}>
                      {productMessages.removeMember}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      {inviting && (
        <InviteManagerDialog facilityId={group.facility_id} facilityName={group.facility_name} onClose={() => setInviting(false)} />
      )}
      <ConfirmDialog
        opened={removing !== null}
        onClose={() => {
          remove.reset();
          setRemoving(null);
        }}
        onConfirm={confirmRemove}
        title={productMessages.removeMemberTitle}
        confirmLabel={productMessages.removeMember}
        loading={remove.isPending}
        error={removeError}
      >
        {removing && productMessages.removeMemberConfirm(nameOf(removing), group.facility_name)}
      </ConfirmDialog>
    </Stack>
  );
}

/** Users of the facility (users:manage); an OWNER sees each facility she owns, one group each. */
export function UsersSection() {
  const users = useFacilityUsers();
  return (
    <SettingsSection id={settingsSections.users} title={productMessages.settingsUsers} hint={productMessages.settingsUsersHint}>
      {users.data ? (
        <Stack gap="lg">
          {users.data.groups.map((g) => (
            <FacilityUsers key={g.facility_id} group={g} />
          ))}
        </Stack>
      ) : (
        <Text size="sm">Loading…</Text>
      )}
    </SettingsSection>
  );
}
