import { useMemo, useState } from 'react';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { DraftAnswer } from '@careroster/shared/api/rostering/drafts';
import { productMessages } from '@careroster/shared/messages';
import type { Roster } from '@careroster/shared/rostering/model';
import { compileProblem, scoreRoster } from '@careroster/shared/rostering/score';
import { ApiError } from '../../../api/client';
import { showToast } from '../../../api/toasts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { draftKey, usePublishDraft, useSaveDraftRoster } from '../api/rostering';
import { changedCells, draftView, swapped, withCell } from '../lib/draft-view';
import { errorsOf } from './common';
import { DraftGrid } from './draft-grid';
import { PublishResult } from './publish-result';
import { ScorePanel } from './score-panel';

/** A draft with a roster (READY or PUBLISHED). */
export type ReadyDraft = DraftAnswer & { problem: NonNullable<DraftAnswer['problem']>; roster: number[][] };

/**
 * A READY draft, edited by hand (issue 29): every change is re-scored here with the engine's own
 * `scoreRoster`, so the score the scheduler sees while dragging is the one the server will save.
 * Save sends the whole roster with the version it started from; Publish books it.
 */
export function DraftEditor({ draft, canWrite }: { draft: ReadyDraft; canWrite: boolean }) {
  const client = useQueryClient();
  const view = useMemo(() => draftView(draft), [draft]);
  const compiled = useMemo(() => compileProblem(view.problem), [view]);
  const [roster, setRoster] = useState<Roster>(draft.roster);
  const [swap, setSwap] = useState<{ a: number; b: number; d: number } | null>(null);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const [publishing, setPublishing] = useState(false);
  const score = useMemo(() => scoreRoster(view.problem, roster, compiled), [view, roster, compiled]);
  const preview = useMemo(
    () => (swap ? scoreRoster(view.problem, swapped(roster, swap.a, swap.b, swap.d), compiled) : null),
    [swap, view, roster, compiled],
  );
  const save = useSaveDraftRoster(draft.id);
  const publish = usePublishDraft(draft.id);
  const editable = canWrite && draft.status === 'READY';
  const changed = changedCells(roster, draft.roster);
  const byId = new Map(draft.nurses.map((n) => [n.employee_id, n]));
  const nurses = view.problem.nurses.map((n) => ({ name: byId.get(n.id)?.name ?? n.name, jobTitle: byId.get(n.id)?.job_title ?? '' }));

  const reload = () => client.invalidateQueries({ queryKey: draftKey(draft.id) });
  const stale = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      showToast('error', productMessages.rosterDraftStale);
      void reload();
      return true;
    }
    return false;
  };
  /** Saves the edits; the answer's version is the one a publish must name. */
  const saveEdits = async (): Promise<number | null> => {
    try {
      const answer = await save.mutateAsync({ version: draft.version, roster });
      return answer.version;
    } catch (error) {
      if (!stale(error)) showToast('error', errorsOf(error)[0] ?? '');
      return null;
    }
  };
  const onSave = async () => {
    const version = await saveEdits();
    if (version === null) return;
    showToast('success', productMessages.rbEditsSaved);
    // The editor restarts from the saved draft (its key holds the version).
    await reload();
  };
  const onPublish = async () => {
    const version = changed > 0 ? await saveEdits() : draft.version;
    if (version === null) return setPublishing(false);
    try {
      const answer = await publish.mutateAsync(version);
      const { message, ...published } = answer;
      client.setQueryData(draftKey(draft.id), published);
      showToast('success', message);
      setPublishing(false);
    } catch (error) {
      setPublishing(false);
      if (!stale(error)) showToast('error', errorsOf(error)[0] ?? '');
    }
  };

  return (
    <Stack gap="sm">
      <PublishResult draft={draft} />
      {editable && (
        <Group gap="xs" wrap="wrap">
          <Button onClick={() => void onSave()} loading={save.isPending && !publishing} disabled={changed === 0}>
            {productMessages.rbSaveEdits}
          </Button>
          <Button variant="default" onClick={() => setRoster(draft.roster)} disabled={changed === 0}>
            {productMessages.rbDiscardEdits}
          </Button>
          <Button color="teal.9" onClick={() => setPublishing(true)}>
            {productMessages.rbPublish}
          </Button>
          {changed > 0 && (
            <Text size="sm" fw={600} role="status">
              {productMessages.rbUnsavedEdits(changed)}
            </Text>
          )}
        </Group>
      )}
      <Box style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-start' }}>
        <Box style={{ flex: '1 1 560px', minWidth: 0 }}>
          <DraftGrid
            view={view}
            roster={roster}
            nurses={nurses}
            editable={editable}
            highlighted={highlighted}
            onSwap={(a, b, d) => setRoster((r) => swapped(r, a, b, d))}
            onSet={(n, d, s) => setRoster((r) => withCell(r, n, d, s))}
            onPreview={setSwap}
          />
        </Box>
        <Box style={{ flex: '0 1 300px', minWidth: 240 }}>
          <ScorePanel
            score={score}
            preview={preview}
            names={nurses.map((n) => n.name)}
            highlighted={highlighted}
            onHighlight={setHighlighted}
          />
        </Box>
      </Box>
      <ConfirmDialog
        opened={publishing}
        onClose={() => setPublishing(false)}
        onConfirm={() => void onPublish()}
        title={productMessages.rbPublishTitle}
        confirmLabel={productMessages.rbPublish}
        loading={save.isPending || publish.isPending}
      >
        <Stack gap="xs">
          <Text size="sm">{productMessages.rbPublishText}</Text>
          {changed > 0 && <Text size="sm">{productMessages.rbPublishUnsaved}</Text>}
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
