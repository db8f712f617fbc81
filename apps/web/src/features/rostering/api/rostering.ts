import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  discardDraftContract,
  generateDraftContract,
  getDraftContract,
  listDraftsContract,
  publishDraftContract,
  saveDraftRosterContract,
  type DraftAnswer,
  type GenerateDraftBody,
} from '@careroster/shared/api/rostering/drafts';
import {
  createRosterRequestContract,
  deleteRosterRequestContract,
  listRosterRequestsContract,
} from '@careroster/shared/api/rostering/requests';
import {
  createRotationContract,
  deleteRotationContract,
  listRotationsContract,
  updateRotationContract,
  type RotationBody,
} from '@careroster/shared/api/rostering/rotations';
import { getTeamContract, saveTeamContract, type SaveTeamBody } from '@careroster/shared/api/rostering/team';
import {
  createWorkContractContract,
  deleteWorkContractContract,
  listWorkContractsContract,
  updateWorkContractContract,
  type WorkContractBody,
} from '@careroster/shared/api/rostering/work-contracts';
import { daysBetween } from '@careroster/shared/format/wall-clock';
import { REQUEST_SPAN_DAYS_MAX } from '@careroster/shared/rostering/facility-problem';
import type { z } from 'zod';
import { callApi } from '../../../api/client';
import { useCreateMutation } from '../../../api/idempotency';
import { rosteringKey } from './keys';

const keys = {
  contracts: () => [...rosteringKey(), 'contracts'] as const,
  rotations: () => [...rosteringKey(), 'rotations'] as const,
  team: (unitId: string) => [...rosteringKey(), 'team', unitId] as const,
  requests: (unitId: string, from: string, to: string) => [...rosteringKey(), 'requests', unitId, from, to] as const,
  drafts: (unitId: string) => [...rosteringKey(), 'drafts', unitId] as const,
  draft: (draftId: string) => [...rosteringKey(), 'draft', draftId] as const,
};

/** Every write refreshes the whole area: a contract's staff count follows a team's save, a team's members a request's list. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: rosteringKey() });
}

export const useWorkContracts = () =>
  useQuery({ queryKey: keys.contracts(), queryFn: ({ signal }) => callApi(listWorkContractsContract, {}, { signal }) });

// Dialogs show a refusal themselves, beside the fields.
export function useSaveWorkContract() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: WorkContractBody }) =>
      id
        ? callApi(updateWorkContractContract, { params: { contractId: id }, body }, { report: 'none' })
        : callApi(createWorkContractContract, { body }, { report: 'none' }),
    onSuccess,
  });
}

export function useDeleteWorkContract() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (contractId: string) => callApi(deleteWorkContractContract, { params: { contractId } }, { report: 'none' }),
    onSuccess,
  });
}

export const useRotations = () =>
  useQuery({ queryKey: keys.rotations(), queryFn: ({ signal }) => callApi(listRotationsContract, {}, { signal }) });

export function useSaveRotation() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: RotationBody }) =>
      id
        ? callApi(updateRotationContract, { params: { rotationId: id }, body }, { report: 'none' })
        : callApi(createRotationContract, { body }, { report: 'none' }),
    onSuccess,
  });
}

export function useDeleteRotation() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (rotationId: string) => callApi(deleteRotationContract, { params: { rotationId } }, { report: 'none' }),
    onSuccess,
  });
}

export const useTeam = (unitId: string) =>
  useQuery({
    queryKey: keys.team(unitId),
    queryFn: ({ signal }) => callApi(getTeamContract, { params: { unitId } }, { signal }),
  });

/** A refusal (a person on another unit's team: 422 naming it) is the toast. */
export function useSaveTeam(unitId: string) {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (body: SaveTeamBody) => callApi(saveTeamContract, { params: { unitId }, body }),
    onSuccess,
  });
}

export const useRosterRequests = (unitId: string, from: string, to: string) =>
  useQuery({
    queryKey: keys.requests(unitId, from, to),
    queryFn: ({ signal }) => callApi(listRosterRequestsContract, { query: { from, to, unit_id: unitId } }, { signal }),
    enabled: from !== '' && to !== '' && from <= to && daysBetween(from, to) + 1 <= REQUEST_SPAN_DAYS_MAX,
  });

export type CreateRosterRequestBody = z.input<typeof createRosterRequestContract.body>;

export function useCreateRosterRequest() {
  const onSuccess = useRefresh();
  return useCreateMutation({
    mutationFn: (body: CreateRosterRequestBody, idempotencyKey) =>
      callApi(createRosterRequestContract, { body }, { idempotencyKey, report: 'none' }),
    onSuccess,
  });
}

export function useDeleteRosterRequest() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (requestId: string) => callApi(deleteRosterRequestContract, { params: { requestId } }, { report: 'none' }),
    onSuccess,
  });
}

export const useDrafts = (unitId: string) =>
  useQuery({
    queryKey: keys.drafts(unitId),
    queryFn: ({ signal }) => callApi(listDraftsContract, { query: { unit_id: unitId } }, { signal }),
  });

const working = (draft: DraftAnswer | undefined) => draft?.status === 'QUEUED' || draft?.status === 'RUNNING';

/** A draft; while the engine works on it, asked again every second (the live event also makes it stale). */
export const useDraft = (draftId: string | null) =>
  useQuery({
    queryKey: keys.draft(draftId ?? ''),
    queryFn: ({ signal }) => callApi(getDraftContract, { params: { draftId: draftId! } }, { signal }),
    enabled: draftId !== null,
    refetchInterval: (query) => (working(query.state.data) ? 1000 : false),
  });

export function useGenerateDraft() {
  const onSuccess = useRefresh();
  return useCreateMutation({
    mutationFn: (body: GenerateDraftBody, idempotencyKey) => callApi(generateDraftContract, { body }, { idempotencyKey }),
    onSuccess,
  });
}

/** A 409 (someone else saved a newer version) is told by the page, which reloads the draft. */
export function useSaveDraftRoster(draftId: string) {
  return useMutation({
    mutationFn: (body: { version: number; roster: number[][] }) =>
      callApi(saveDraftRosterContract, { params: { draftId }, body }, { report: 'none' }),
  });
}

export function usePublishDraft(draftId: string) {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (version: number) => callApi(publishDraftContract, { params: { draftId }, body: { version } }, { report: 'none' }),
    onSuccess,
  });
}

export function useDiscardDraft() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (draftId: string) => callApi(discardDraftContract, { params: { draftId } }),
    onSuccess,
  });
}

export const draftKey = keys.draft;
