import { useState } from 'react';
import { Alert, Badge, Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { factorName, type Factor, type FactorAdded } from '@careroster/shared/api/auth/factors';
import type { SessionRow } from '@careroster/shared/api/auth/sessions';
import { formatDateTime } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { showToast } from '../../../api/toasts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { DeleteConfirm } from '../../../components/delete-confirm';
import { GenericModal } from '../../../components/generic-modal';
import { PageLoader } from '../../../components/page-loader';
import { useAddPasskey, useFactors, useRegenerateRecoveryCodes, useRemoveFactor, useRenameFactor } from '../api/factors';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from '../api/sessions';
import { ignoreReported, RecoveryCodesPanel, TotpConfirm, useBeginTotp, type StartedTotp } from '../components/second-factor-enrolment';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

function RenameDialog({ factor, onClose }: { factor: Factor; onClose: () => void }) {
  const rename = useRenameFactor();
  const [name, setName] = useState(factor.name);
  const [problem, setProblem] = useState<string | null>(null);
  const save = () => {
    const checked = factorName.safeParse(name);
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? productMessages.mfaFactorNameInvalid);
    rename.mutate(
      { id: factor.id, name: checked.data },
      {
        onSuccess: () => {
          showToast('success', productMessages.mfaFactorRenamed);
          onClose();
        },
      },
    );
  };
  return (
    <GenericModal
      opened
      onClose={onClose}
      title={productMessages.securityRename}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={save}
      confirmLabel={productMessages.securityRename}
      confirmLoading={rename.isPending}
    >
      <TextInput
        label={productMessages.enrolName}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={problem}
        data-autofocus
      />
    </GenericModal>
  );
}

/** Adding a passkey or an app to an account that may already hold factors: the server asks for a step-up then. */
function FactorsSection() {
  const factors = useFactors();
  const addPasskey = useAddPasskey();
  const beginTotp = useBeginTotp();
  const remove = useRemoveFactor();
  const [totp, setTotp] = useState<StartedTotp | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [renaming, setRenaming] = useState<Factor | null>(null);
  const [removing, setRemoving] = useState<Factor | null>(null);

  const added = (answer: FactorAdded) => {
    setTotp(null);
    if (answer.recovery_codes) setCodes(answer.recovery_codes);
    showToast('success', productMessages.enrolDone);
  };

  const columns: DataColumn<Factor>[] = [
    { key: 'name', header: productMessages.enrolName, cell: (f) => f.name },
    {
      key: 'kind',
      header: 'Type',
      cell: (f) => (f.kind === 'WEBAUTHN' ? productMessages.securityKindPasskey : productMessages.securityKindApp),
    },
    { key: 'created', header: 'Added', cell: (f) => when(f.created_at) },
    { key: 'used', header: productMessages.securityLastUsed, cell: (f) => when(f.last_used_at) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (f) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => setRenaming(f)} aria-label={`${productMessages.securityRename} ${f.name}`}>
            {productMessages.securityRename}
          </Button>
          <Button
            size="xs"
            variant="default"
            color="red"
            onClick={() => setRemoving(f)}
            aria-label={`${productMessages.securityRemove} ${f.name}`}
          >
            {productMessages.securityRemove}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {productMessages.securityFactors}
      </Title>
      <Text size="sm">{productMessages.securityFactorsHint}</Text>
      {addPasskey.isError && <Alert color="red">{productMessages.mfaPasskeyInvalid}</Alert>}
      <Group gap="xs">
        <Button
          size="xs"
          onClick={() => addPasskey.mutate(productMessages.enrolPasskeyName, { onSuccess: added })}
          loading={addPasskey.isPending}
        >
          {productMessages.securityAddPasskey}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => void beginTotp.begin().then(setTotp, ignoreReported)}
          loading={beginTotp.pending}
        >
          {productMessages.securityAddApp}
        </Button>
      </Group>
      {factors.isPending ? (
        <PageLoader label="Loading second factors" />
      ) : factors.data && factors.data.factors.length > 0 ? (
        <DataTable
          label={productMessages.securityFactors}
          columns={columns}
          rows={factors.data.factors}
          rowKey={(f) => f.id}
          minWidth={640}
        />
      ) : (
        <Text c="dimmed">{productMessages.securityNoFactors}</Text>
      )}
      {totp && (
        <GenericModal opened onClose={() => setTotp(null)} title={productMessages.securityAddApp}>
          <TotpConfirm totp={totp} onAdded={added} />
        </GenericModal>
      )}
      {codes && (
        <GenericModal opened onClose={() => setCodes(null)} title={productMessages.securityRecoveryCodes}>
          <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />
        </GenericModal>
      )}
      {renaming && <RenameDialog factor={renaming} onClose={() => setRenaming(null)} />}
      <DeleteConfirm
        row={removing}
        onClose={() => setRemoving(null)}
        title={removing ? productMessages.securityRemoveTitle(removing.name) : ''}
        text={productMessages.securityRemoveText}
        remove={remove}
        deletedMessage={() => productMessages.mfaFactorRemoved}
      />
      {factors.data && factors.data.factors.length > 0 && <RecoverySection left={factors.data.recovery_codes_left} />}
    </Stack>
  );
}

function RecoverySection({ left }: { left: number }) {
  const regenerate = useRegenerateRecoveryCodes();
  const [asking, setAsking] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const make = () =>
    regenerate.mutate(undefined, {
      onSuccess: (answer) => setCodes(answer.recovery_codes),
      onSettled: () => setAsking(false),
    });
  return (
    <Stack gap="sm" mt="md">
      <Title order={2} size="h3">
        {productMessages.securityRecoveryCodes}
      </Title>
      <Text size="sm">{productMessages.securityRecoveryLeft(left)}</Text>
      <Group>
        <Button size="xs" variant="default" onClick={() => setAsking(true)}>
          {productMessages.securityRegenerate}
        </Button>
      </Group>
      <ConfirmDialog
        opened={asking}
        onClose={() => setAsking(false)}
        onConfirm={make}
        loading={regenerate.isPending}
        title={productMessages.securityRegenerate}
        confirmLabel={productMessages.securityRegenerate}
      >
        <Text size="sm">{productMessages.securityRegenerateText}</Text>
      </ConfirmDialog>
      {codes && (
        <GenericModal opened onClose={() => setCodes(null)} title={productMessages.securityRecoveryCodes}>
          <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />
        </GenericModal>
      )}
    </Stack>
  );
}

function SessionsSection() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const rows = sessions.data?.results ?? [];

  const columns: DataColumn<SessionRow>[] = [
    {
      key: 'device',
      header: 'Device',
      cell: (s) => (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">{s.device ?? productMessages.securityUnknownDevice}</Text>
          {s.current && (
            <Badge variant="light" color="teal">
              {productMessages.securityThisSession}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'created', header: productMessages.securitySignedIn, cell: (s) => when(s.created_at) },
    { key: 'seen', header: productMessages.securityLastSeen, cell: (s) => when(s.last_seen_at) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (s) =>
        s.current ? null : (
          <Button
            size="xs"
            variant="default"
            loading={revoke.isPending && revoke.variables === s.id}
            onClick={() => revoke.mutate(s.id)}
            aria-label={`${productMessages.securitySignOut} ${s.device ?? productMessages.securityUnknownDevice}, ${when(s.last_seen_at)}`}
          >
            {productMessages.securitySignOut}
          </Button>
        ),
    },
  ];

  return (
    <Stack gap="sm" mt="xl">
      <Title order={2} size="h3">
        {productMessages.securitySessions}
      </Title>
      {rows.length > 1 && (
        <Group>
          <Button size="xs" variant="default" onClick={() => revokeOthers.mutate()} loading={revokeOthers.isPending}>
            {productMessages.securitySignOutOthers}
          </Button>
        </Group>
      )}
      <DataTable
        label={productMessages.securitySessions}
        columns={columns}
        rows={rows}
        rowKey={(s) => s.id}
        minWidth={640}
        loading={sessions.isPending}
        rowTestId={(s) => (s.current ? 'session-current' : 'session-other')}
      />
    </Stack>
  );
}

/** `/account/security` (issue 31, decision 079): any signed-in user's second factors, recovery codes and sessions. */
export function SecurityPage() {
  return (
    <Container size="lg" px={0}>
      <Title order={1} size="h2" mb="md">
        {productMessages.securityTitle}
      </Title>
      <FactorsSection />
      <SessionsSection />
    </Container>
  );
}
