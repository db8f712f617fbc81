import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { PriorEmploymentRecord } from '@careroster/shared/api/records/prior-employment';
import { formatPhoneDisplay } from '@careroster/shared/format/phone';
import { productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { showToast } from '../../../api/toasts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { useAppStore } from '../../../store/app-store';
import { useDeletePriorEmployment, usePriorEmployment, useSavePriorEmployment } from '../api/prior-employment';
import { PriorEmploymentDialog } from './prior-employment-dialog';

const text = productMessages;

/** `YYYY-MM` as the product writes a month: MM/YYYY, the order of its DD/MM/YYYY dates. */
const shownMonth = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

function Entry({ entry, onEdit, onRemove }: { entry: PriorEmploymentRecord; onEdit?: () => void; onRemove?: () => void }) {
  const where = [entry.city, entry.state].filter(Boolean).join(', ');
  const reference = [entry.reference_name, entry.reference_phone && formatPhoneDisplay(entry.reference_phone)].filter(Boolean).join(' · ');
  return (
    <Paper withBorder p="sm" component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {entry.employer}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {entry.job_title} · {shownMonth(entry.from_month)} – {entry.to_month ? shownMonth(entry.to_month) : text.priorEmploymentPresent}
            {where && ` · ${where}`}
          </Text>
          {entry.reason_for_leaving && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {text.priorEmploymentFields.reason_for_leaving}: {entry.reason_for_leaving}
            </Text>
          )}
          {reference && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {text.priorEmploymentFields.reference_name}: {reference}
            </Text>
          )}
        </Stack>
        {onEdit && onRemove && (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-sm" variant="subtle" onClick={onEdit} aria-label={`${text.priorEmploymentEdit}: ${entry.employer}`}>
              Edit
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={onRemove}
              aria-label={`${text.priorEmploymentRemove} ${entry.employer}`}
            >
              {text.priorEmploymentRemove}
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}

/** Her earlier employers for credentialing (decision 066): listed for staff:read, added, edited and removed with staff:write. */
export function PriorEmploymentSection({ employeeId }: { employeeId: string }) {
  const canWrite = can(
    useAppStore((state) => state.auth.role),
    'staff:write',
  );
  const list = usePriorEmployment(employeeId);
  const save = useSavePriorEmployment(employeeId);
  const remove = useDeletePriorEmployment(employeeId);
  // null: closed; 'new': adding; an entry: editing it.
  const [editing, setEditing] = useState<PriorEmploymentRecord | 'new' | null>(null);
  const [removing, setRemoving] = useState<PriorEmploymentRecord | null>(null);
  const entry = editing !== 'new' ? editing : null;

  const submit = async (body: Parameters<typeof save.mutateAsync>[0]['body']) => {
    try {
      await save.mutateAsync({ body, id: entry?.id });
      showToast('success', text.priorEmploymentSaved);
      return true;
    } catch {
      // The API client already showed the refusal; the dialog keeps what was typed.
      return false;
    }
  };
  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      showToast('success', text.priorEmploymentRemoved);
    } catch {
      // The API client already showed the failure.
    }
    setRemoving(null);
  };

  return (
    <section aria-labelledby="prior-employment-heading">
      <Group justify="space-between" align="flex-end" wrap="wrap" mb="xs">
        <div>
          <Title order={2} size="h4" id="prior-employment-heading">
            {text.priorEmploymentTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {text.priorEmploymentHint}
          </Text>
        </div>
        {canWrite && <Button onClick={() => setEditing('new')}>{text.priorEmploymentAdd}</Button>}
      </Group>
      {list.isPending && <PageLoader label="Loading prior employment" />}
      {list.data && list.data.results.length === 0 && <EmptyState title={text.priorEmploymentEmpty} />}
      {list.data && list.data.results.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} aria-label={text.priorEmploymentTitle}>
          {list.data.results.map((e) => (
            <Entry key={e.id} entry={e} {...(canWrite ? { onEdit: () => setEditing(e), onRemove: () => setRemoving(e) } : {})} />
          ))}
        </Stack>
      )}
      <PriorEmploymentDialog opened={editing !== null} entry={entry} onClose={() => setEditing(null)} onSubmit={submit} />
      <ConfirmDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={() => void confirmRemove()}
        title={text.priorEmploymentRemoveTitle}
        confirmLabel={text.priorEmploymentRemove}
        loading={remove.isPending}
      >
        {removing && <Text size="sm">{text.priorEmploymentRemoveBody(removing.employer)}</Text>}
      </ConfirmDialog>
    </section>
  );
}
