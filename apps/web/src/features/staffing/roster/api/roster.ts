import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { rosterContract, ROSTER_PAGE_SIZE_MAX, type RosterAnswer, type RosterQuery } from '@careroster/shared/api/staffing/roster';
import {
  rosterEligibilityContract,
  type RosterEligibilityQuery,
  type RosterRefusal,
} from '@careroster/shared/api/staffing/roster-eligibility';
import { callApi } from '../../../../api/client';
import { shiftKeys } from '../../../shifts';

/** The grid's query: the rows come in windows of ROSTER_PAGE_SIZE_MAX, so it has no page. */
export type RosterGridQuery = Omit<RosterQuery, 'page' | 'page_size'>;

/** Under the shifts area's key: a booking, a copied week or a live `shifts.changed` refetches the roster. */
export const rosterKeys = {
  all: () => [...shiftKeys.all(), 'roster'] as const,
  grid: (query: RosterGridQuery) => [...rosterKeys.all(), query] as const,
};

/**
 * The roster for the grid (issue 28, decision 071): one answer of up to 250 people for the whole
 * span, and the next 250 only when the grid scrolls near the end of those it has.
 */
export function useRoster(query: RosterGridQuery) {
  const result = useInfiniteQuery({
    queryKey: rosterKeys.grid(query),
    queryFn: ({ pageParam, signal }) =>
      callApi(rosterContract, { query: { ...query, page: pageParam, page_size: ROSTER_PAGE_SIZE_MAX } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * ROSTER_PAGE_SIZE_MAX < last.count ? pages.length + 1 : undefined),
    placeholderData: keepPreviousData,
  });
  const pages = result.data?.pages ?? [];
  const data: RosterAnswer | undefined = pages[0] ? { ...pages[0], results: pages.flatMap((p) => p.results) } : undefined;
  return { ...result, data };
}

/** Who of the roster's rows may take an opening, by employee id: null, or why not. */
export type Eligibility = ReadonlyMap<string, RosterRefusal | null>;

export async function fetchEligibility(query: RosterEligibilityQuery, signal?: AbortSignal): Promise<Eligibility> {
  const answer = await callApi(rosterEligibilityContract, { query }, signal ? { signal } : {});
  return new Map(answer.results.map((r) => [r.employee_id, r.refusal]));
}
