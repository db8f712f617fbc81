import { useState } from 'react';
import { Alert, Badge, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { saveTeamBody, type TeamMember } from '@careroster/shared/api/rostering/team';
import { productMessages } from '@careroster/shared/messages';
import { showToast } from '../../../api/toasts';
import { PageLoader } from '../../../components/page-loader';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { employeePickerSlot } from '../../slots';
import { useRotations, useSaveTeam, useTeam, useWorkContracts } from '../api/rostering';
import { useCanWrite } from './common';

type Member = Pick<TeamMember, 'employee_id' | 'name' | 'job_title' | 'active' | 'rotation_id' | 'rotation_start'> & {
  contract_id: string;
};

const NONE = '';
const SOME_SUNDAY = '2024-01-07';

/** A unit's roster team (issue 29): who the roster builder assigns, each on a contract and maybe a rotation. Saved whole. */
export function TeamTab({ unitId, unitName }: { unitId: string; unitName: string }) {
  const team = useTeam(unitId);
  const contracts = useWorkContracts();
  const rotations = useRotations();
  if (team.isPending || contracts.isPending || rotations.isPending) return <PageLoader label={productMessages.rbLoading} />;
  const error = team.error ?? contracts.error ?? rotations.error;
  if (error)
    return (
      <Alert color="red" variant="light" role="alert">
        {error.message}
      </Alert>
    );
  return (
    <TeamEditor
      // Another unit's team starts the editor afresh; a refetch never overwrites unsaved edits.
      key={unitId}
      unitId={unitId}
      unitName={unitName}
      members={team.data!.members}
      contracts={contracts.data!.results}
      rotations={rotations.data!.results}
    />
  );
}

function TeamEditor({
  unitId,
  unitName,
  members: saved,
  contracts,
  rotations,
}: {
  unitId: string;
  unitName: string;
  members: TeamMember[];
  contracts: { id: string; name: string }[];
  rotations: { id: string; name: string }[];
}) {
  const editable = useCanWrite();
  const [members, setMembers] = useState<Member[]>(saved);
  const [dirty, setDirty] = useState(false);
  const [picking, setPicking] = useState(false);
  const save = useSaveTeam(unitId);
  const update = (id: string, patch: Partial<Member>) => {
    setDirty(true);
    setMembers((ms) => ms.map((m) => (m.employee_id === id ? { ...m, ...patch } : m)));
  };
  const firstContract = contracts[0]?.id ?? NONE;
  const contractOptions = contracts.map((c) => ({ value: c.id, label: c.name }));
  const rotationOptions = [{ value: NONE, label: productMessages.rbNoRotation }, ...rotations.map((r) => ({ value: r.id, label: r.name }))];
  const columns: DataColumn<Member>[] = [
    {
      key: 'name',
      header: productMessages.rbName,
      cell: (m) => (
        <>
          {m.name}{' '}
          {!m.active && (
            <Badge size="xs" color="gray.8">
              {productMessages.rbInactive}
            </Badge>
          )}
        </>
      ),
    },
    { key: 'job', header: productMessages.rbJobTitle, cell: (m) => m.job_title },
    {
      key: 'contract',
      header: productMessages.rbContract,
      cell: (m) => (
        <NativeSelect
          size="xs"
          aria-label={productMessages.rbContractOf(m.name)}
          disabled={!editable}
          data={contractOptions}
          value={m.contract_id}
          onChange={(e) => update(m.employee_id, { contract_id: e.currentTarget.value })}
        />
      ),
    },
    {
      key: 'rotation',
      header: productMessages.rbRotation,
      cell: (m) => (
        <NativeSelect
          size="xs"
          aria-label={productMessages.rbRotationOf(m.name)}
          disabled={!editable}
          data={rotationOptions}
          value={m.rotation_id ?? NONE}
          onChange={(e) => update(m.employee_id, { rotation_id: e.currentTarget.value || null })}
        />
      ),
    },
    {
      key: 'start',
      header: productMessages.rbRotationStart,
      cell: (m) => (
        <TextInput
          size="xs"
          type="date"
          // A rotation's weeks start on a Sunday: the browser's picker offers Sundays only.
          min={SOME_SUNDAY}
          step={7}
          aria-label={productMessages.rbRotationStartOf(m.name)}
          disabled={!editable || !m.rotation_id}
          value={m.rotation_start ?? ''}
          onChange={(e) => update(m.employee_id, { rotation_start: e.currentTarget.value || null })}
        />
      ),
    },
    ...(editable
      ? [
          {
            key: 'actions',
            header: productMessages.rbActions,
            cell: (m: Member) => (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                aria-label={productMessages.rbTeamRemove(m.name)}
                onClick={() => {
                  setDirty(true);
                  setMembers((ms) => ms.filter((x) => x.employee_id !== m.employee_id));
                }}
              >
                {productMessages.rbTeamRemoveShort}
              </Button>
            ),
          },
        ]
      : []),
  ];
  const submit = () => {
    const body = {
      members: members.map((m) => ({
        employee_id: m.employee_id,
        contract_id: m.contract_id,
        rotation_id: m.rotation_id,
        rotation_start: m.rotation_id ? m.rotation_start || null : null,
      })),
    };
    // The shared rules first (a rotation starts on a Sunday, with a start): the same toast the server's refusal gives.
    const checked = saveTeamBody.safeParse(body);
    if (!checked.success) return showToast('error', checked.error.issues[0]!.message);
    save.mutate(body, {
      onSuccess: (answer) => {
        showToast('success', answer.message);
        setMembers(answer.members);
        setDirty(false);
      },
    });
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" maw={640}>
          {productMessages.rbTeamIntro(unitName)}
        </Text>
        {editable && (
          <Group gap="xs">
            <Button variant="light" onClick={() => setPicking(true)} disabled={contracts.length === 0}>
              {productMessages.rbTeamAdd}
            </Button>
            <Button onClick={submit} loading={save.isPending} disabled={!dirty}>
              {productMessages.rbSave}
            </Button>
          </Group>
        )}
      </Group>
      {contracts.length === 0 && (
        <Alert color="yellow" variant="light">
          {productMessages.rbTeamNeedsContract}
        </Alert>
      )}
      {dirty && (
        <Text size="sm" fw={600} role="status">
          {productMessages.rbTeamUnsaved}
        </Text>
      )}
      {members.length === 0 ? (
        <Text size="sm" c="dimmed">
          {productMessages.rbTeamEmpty}
        </Text>
      ) : (
        <DataTable
          label={productMessages.rbTeamLabel}
          columns={columns}
          rows={members}
          rowKey={(m) => m.employee_id}
          rowTestId={(m) => `member-${m.employee_id}`}
          minWidth={760}
        />
      )}
      <employeePickerSlot.Render
        opened={picking}
        title={productMessages.rbTeamPickerTitle}
        onClose={() => setPicking(false)}
        onContinue={(rows) => {
          setPicking(false);
          const known = new Set(members.map((m) => m.employee_id));
          const added = rows
            .filter((r) => !known.has(r.id))
            .map((r): Member => ({
              employee_id: r.id,
              name: `${r.first_name} ${r.last_name}`,
              // The picker knows her discipline, not her job title: the saved team says it.
              job_title: '',
              active: true,
              contract_id: firstContract,
              rotation_id: null,
              rotation_start: null,
            }));
          if (added.length === 0) return;
          setDirty(true);
          setMembers((ms) => [...ms, ...added]);
        }}
      />
    </Stack>
  );
}
