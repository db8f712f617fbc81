import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pathOf } from '@careroster/shared/api/contract';
import { updateCmsIdContract } from '@careroster/shared/api/pbj/cms-id';
import { getPbjContract } from '@careroster/shared/api/pbj/get-pbj';
import { savePbjMappingContract, type SavePbjMappingInput } from '@careroster/shared/api/pbj/job-title-codes';
import { updateMealRuleContract } from '@careroster/shared/api/pbj/meal-rule';
import { pbjCsvContract, pbjXmlContract } from '@careroster/shared/api/pbj/pbj-files';
import type { PbjQuery } from '@careroster/shared/api/pbj/pbj-quarter';
import type { PbjMealRule } from '@careroster/shared/pbj/meal-breaks';
import { apiFile, callApi } from '../../../api/client';
import { currentFacilityId } from '../../../api/facility-scope';
import { saveBlob } from '../../../api/save-blob';
import { pbjKey } from './query-keys';

const key = () => pbjKey(currentFacilityId() ?? '');

export const usePbj = (query: PbjQuery) =>
  useQuery({
    queryKey: [...key(), 'quarter', query],
    queryFn: ({ signal }) => callApi(getPbjContract, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** A saved mapping, id or meal rule changes the report of every quarter: the whole PBJ key goes stale. */
function usePbjMutation<V, A>(mutationFn: (variables: V) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: key() }) });
}

/** The dialog and the form show a refusal themselves, beside the fields. */
export const useSavePbjMapping = () =>
  usePbjMutation((body: SavePbjMappingInput) => callApi(savePbjMappingContract, { body }, { report: 'none' }));

export const useUpdateCmsId = () =>
  usePbjMutation((cmsId: string) => callApi(updateCmsIdContract, { body: { cms_facility_id: cmsId } }, { report: 'none' }));

export const useUpdateMealRule = () =>
  usePbjMutation((mealRule: PbjMealRule) => callApi(updateMealRuleContract, { body: { meal_rule: mealRule } }, { report: 'none' }));

/** The quarter's XML or CSV, handed to the browser's download; a refusal is toasted by the client. */
export async function downloadPbj(kind: 'xml' | 'csv', query: { fiscal_year: number; quarter: number }, filename: string): Promise<void> {
  saveBlob(await apiFile(pathOf(kind === 'xml' ? pbjXmlContract : pbjCsvContract), { query }), filename);
}
