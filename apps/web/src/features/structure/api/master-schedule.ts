import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  generateOpeningsContract,
  previewOpeningsContract,
  type GenerateOpeningsBody,
} from '@careroster/shared/api/structure/generate-openings';
import {
  getMasterScheduleContract,
  saveMasterScheduleContract,
  type SaveMasterScheduleBody,
} from '@careroster/shared/api/structure/master-schedule';
import {
  createMasterTimingContract,
  deleteMasterTimingContract,
  listMasterTimingsContract,
  updateMasterTimingContract,
  type MasterTimingBody,
} from '@careroster/shared/api/structure/master-timings';
import {
  deleteShiftTemplateContract,
  listShiftTemplatesContract,
  previewStampContract,
  renameShiftTemplateContract,
  saveShiftTemplateContract,
  stampTemplateContract,
  type StampTemplateBody,
} from '@careroster/shared/api/structure/shift-templates';
import { callApi } from '../../../api/client';
import { currentFacilityId } from '../../../api/facility-scope';

/** The master schedule's queries (issue 28, decision 069), under one key per facility. */
export const masterScheduleKey = (facilityId: string | null = currentFacilityId()) => ['master-schedule', facilityId] as const;
const keys = {
  timings: () => [...masterScheduleKey(), 'timings'] as const,
  schedule: () => [...masterScheduleKey(), 'schedule'] as const,
  templates: () => [...masterScheduleKey(), 'templates'] as const,
};

export const useMasterTimings = () =>
  useQuery({ queryKey: keys.timings(), queryFn: ({ signal }) => callApi(listMasterTimingsContract, {}, { signal }) });

export const useMasterSchedule = () =>
  useQuery({ queryKey: keys.schedule(), queryFn: ({ signal }) => callApi(getMasterScheduleContract, {}, { signal }) });

export const useShiftTemplates = () =>
  useQuery({ queryKey: keys.templates(), queryFn: ({ signal }) => callApi(listShiftTemplatesContract, {}, { signal }) });

/** Refreshes the whole area: a timing's name shows in the grid, a save changes "in use". */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: masterScheduleKey() });
}

// The forms and dialogs show a refusal themselves, beside the fields.
export function useSaveMasterTiming() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: MasterTimingBody }) =>
      id
        ? callApi(updateMasterTimingContract, { params: { timingId: id }, body }, { report: 'none' })
        : callApi(createMasterTimingContract, { body }, { report: 'none' }),
    onSuccess: refresh,
  });
}

export function useDeleteMasterTiming() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (timingId: string) => callApi(deleteMasterTimingContract, { params: { timingId } }, { report: 'none' }),
    onSuccess: refresh,
  });
}

export function useSaveMasterSchedule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ unitId, body }: { unitId: string; body: SaveMasterScheduleBody }) =>
      callApi(saveMasterScheduleContract, { params: { unitId }, body }, { report: 'none' }),
    onSuccess: refresh,
  });
}

/** A preview, then the same call creating: from the master schedule, or a template's stamp. */
export type OpeningsSource = { kind: 'master'; unitIds?: string[] } | { kind: 'template'; templateId: string };

export function useOpeningsRun() {
  const client = useQueryClient();
  const call = (source: OpeningsSource, weeks: string[], preview: boolean) => {
    if (source.kind === 'master') {
      const body: GenerateOpeningsBody = { week_starts: weeks, ...(source.unitIds ? { unit_ids: source.unitIds } : {}) };
      return callApi(preview ? previewOpeningsContract : generateOpeningsContract, { body }, { report: 'none' });
    }
    const body: StampTemplateBody = { week_starts: weeks };
    const params = { templateId: source.templateId };
    return callApi(preview ? previewStampContract : stampTemplateContract, { params, body }, { report: 'none' });
  };
  const preview = useMutation({ mutationFn: (v: { source: OpeningsSource; weeks: string[] }) => call(v.source, v.weeks, true) });
  const create = useMutation({
    mutationFn: (v: { source: OpeningsSource; weeks: string[] }) => call(v.source, v.weeks, false),
    // The week schedule and roster refresh on the live `shifts.changed`; this area's counts here.
    onSuccess: () => client.invalidateQueries({ queryKey: masterScheduleKey() }),
  });
  return { preview, create };
}

export function useSaveShiftTemplate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { name: string; week_start: string }) => callApi(saveShiftTemplateContract, { body }, { report: 'none' }),
    onSuccess: refresh,
  });
}

export function useRenameShiftTemplate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ templateId, name }: { templateId: string; name: string }) =>
      callApi(renameShiftTemplateContract, { params: { templateId }, body: { name } }, { report: 'none' }),
    onSuccess: refresh,
  });
}

export function useDeleteShiftTemplate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (templateId: string) => callApi(deleteShiftTemplateContract, { params: { templateId } }, { report: 'none' }),
    onSuccess: refresh,
  });
}
