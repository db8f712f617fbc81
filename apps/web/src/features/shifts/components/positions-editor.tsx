import { useId, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { Position, PositionInput } from '@careroster/shared/api/shifts/position';
import type { Shift } from '@careroster/shared/api/shifts/shift';
import { messages } from '@careroster/shared/messages';
import { ApiError } from '../../../api/client';
import { showToast } from '../../../api/toasts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { GenericModal } from '../../../components/generic-modal';
import { PageLoader } from '../../../components/page-loader';
import { useDeletePosition, usePositions, useSavePositions } from '../api/positions';
import { useAgencies, useJobTitles } from '../api/lookups';
import { newRow, rowFromPosition, toPositionInput, validateRow, type PositionRow, type RowErrors } from '../hooks/position-row';
import { useSingleFlight } from '../../../components/use-single-flight';
import { PositionRowFields } from './position-row-fields';
import { PositionsReadOnly } from './positions-read-only';
import { ShiftHeader, type ShiftHeading } from './shift-header';

export interface PositionsEditorProps {
  shift: Shift;
  /** A dialog over the schedule, or the body of a page (shift details), whose header is the page's. */
  variant: 'dialog' | 'page';
  /** Dialog only. */
  opened?: boolean;
  onClose?: () => void;
  /** The single-position variant: only this position, no adding or deleting. */
  positionId?: string;
  /** After a successful save (the dialog also closes). */
  onSaved?: () => void;
  /** Page only: assign nurses to a saved position. */
  onAssign?: (position: Position) => void;
}

// Spec 001 section 8: every message of a failed save or delete is its own error toast.
const toastAll = (error: unknown) => {
  const list = error instanceof ApiError ? error.messages : [messages.somethingWentWrong];
  for (const message of list) showToast('error', message);
};

/**
 * Spec 001 section 2, "Shift positions editor (dialog or page)", and its single-position variant,
 * for a saved shift. A completed shift's positions are shown read-only: the server refuses them.
 */
export function PositionsEditor(props: PositionsEditorProps) {
  const { shift, variant, opened = true, onClose, positionId } = props;
  const positions = usePositions(shift.id);
  const body =
    positions.data === undefined ? (
      <PageLoader label="Loading positions" />
    ) : shift.status === 'COMPLETED' ? (
      <PositionsReadOnly positions={positions.data.filter((p) => positionId === undefined || p.id === positionId)} />
    ) : (
      // Remounted when the saved positions change, so the rows start from the server's copy.
      <SavedShiftRows key={positions.dataUpdatedAt} {...props} positions={positions.data} />
    );
  if (variant === 'page') return body;
  return (
    <GenericModal opened={opened} onClose={onClose ?? (() => undefined)} title={<ShiftHeader shift={shift} />} size="xl">
      {body}
    </GenericModal>
  );
}

function SavedShiftRows({
  shift,
  variant,
  onClose,
  positionId,
  onSaved,
  onAssign,
  positions,
}: PositionsEditorProps & { positions: Position[] }) {
  const save = useSavePositions(shift.id);
  const remove = useDeletePosition(shift.id);
  const [onSave, saving] = useSingleFlight((rows: PositionInput[]) =>
    save.mutateAsync({ positions: rows }).then((data) => {
      showToast('success', data.message);
      onSaved?.();
      if (variant === 'dialog') onClose?.();
    }, toastAll),
  );
  return (
    <PositionRowsForm
      heading={shift}
      positions={positions}
      positionId={positionId}
      onAssign={onAssign}
      onSave={onSave}
      saving={saving}
      onCancel={variant === 'dialog' ? onClose : undefined}
      onRemoveSaved={(id) => remove.mutateAsync(id)}
    />
  );
}

export interface NewShiftPositionsProps {
  heading: ShiftHeading;
  /** Every row converted; the caller saves them with the shift. */
  onSave: (positions: PositionInput[]) => void;
  saving: boolean;
  onBack: () => void;
}

/** The add-shift wizard's positions step: rows of a shift not saved yet, posted with it. */
export function NewShiftPositions({ heading, onSave, saving, onBack }: NewShiftPositionsProps) {
  return <PositionRowsForm heading={heading} positions={[]} onSave={onSave} saving={saving} onBack={onBack} />;
}

interface PositionRowsFormProps {
  heading: ShiftHeading;
  positions: Position[];
  positionId?: string;
  onAssign?: (position: Position) => void;
  onSave: (positions: PositionInput[]) => void;
  saving: boolean;
  onCancel?: () => void;
  onBack?: () => void;
  /** Deletes a saved position; rows not saved yet are only dropped. */
  onRemoveSaved?: (positionId: string) => Promise<{ message: string }>;
}

function PositionRowsForm({
  heading,
  positions,
  positionId,
  onAssign,
  onSave,
  saving,
  onCancel,
  onBack,
  onRemoveSaved,
}: PositionRowsFormProps) {
  const keyPrefix = useId();
  const single = positionId !== undefined;
  const [rows, setRows] = useState<PositionRow[]>(() => {
    const saved = positions.filter((p) => !single || p.id === positionId).map(rowFromPosition);
    return saved.length > 0 || single ? saved : [newRow(`${keyPrefix}-0`)];
  });
  const [errors, setErrors] = useState<Record<string, RowErrors>>({});
  const [deleting, setDeleting] = useState<PositionRow | null>(null);
  const [removing, setRemoving] = useState(false);
  const jobTitles = useJobTitles().data ?? [];
  const agencies = useAgencies().data ?? [];

  const update = (row: PositionRow) => setRows((all) => all.map((r) => (r.key === row.key ? row : r)));
  const addRow = () => setRows((all) => [...all, newRow(`${keyPrefix}-${all.length}-${Date.now()}`)]);

  const save = () => {
    const found = Object.fromEntries(rows.map((row) => [row.key, validateRow(row)]));
    setErrors(found);
    // Spec 001 section 4: rows are saved only when every row converts.
    if (rows.length === 0 || Object.values(found).some((e) => Object.keys(e).length > 0)) return;
    onSave(rows.map(toPositionInput));
  };

  const confirmDelete = () => {
    const row = deleting;
    if (!row) return;
    const drop = () => {
      setRows((all) => all.filter((r) => r.key !== row.key));
      setDeleting(null);
    };
    if (!row.id || !onRemoveSaved) return drop();
    setRemoving(true);
    onRemoveSaved(row.id)
      .then(
        (data) => {
          showToast('success', data.message);
          drop();
        },
        (error: unknown) => {
          setDeleting(null);
          toastAll(error);
        },
      )
      .finally(() => setRemoving(false));
  };

  const header = <ShiftHeader shift={heading} />;
  return (
    <Stack gap="md">
      {rows.length === 0 && (
        <Text c="dimmed" size="sm">
          {messages.noDataFound}
        </Text>
      )}
      {rows.map((row, index) => {
        const saved = positions.find((p) => p.id === row.id);
        return (
          <PositionRowFields
            key={row.key}
            row={row}
            index={index}
            errors={errors[row.key] ?? {}}
            jobTitles={jobTitles}
            agencies={agencies}
            onChange={update}
            onDelete={single ? undefined : () => setDeleting(row)}
            onAssign={saved && onAssign ? () => onAssign(saved) : undefined}
            shiftHeader={header}
          />
        );
      })}
      <Group justify="space-between" wrap="wrap" gap="sm">
        {single ? (
          <span />
        ) : (
          <Button variant="default" onClick={addRow}>
            {messages.addNewPosition}
          </Button>
        )}
        <Group gap="sm">
          {(onCancel ?? onBack) && (
            <Button variant="default" onClick={onCancel ?? onBack} disabled={saving}>
              {onCancel ? 'Cancel' : 'Back'}
            </Button>
          )}
          <Button onClick={save} loading={saving}>
            Save
          </Button>
        </Group>
      </Group>
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        loading={removing}
        title="Delete position?"
        confirmLabel="Delete"
      >
        The position and its openings will be removed from this shift.
      </ConfirmDialog>
    </Stack>
  );
}
