import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { rosterContract, type RosterQuery } from '@careroster/shared/api/staffing/roster';
import { callApi } from '../../../../api/client';
import { shiftKeys } from '../../../shifts';

/** Under the shifts area's key: a booking, a copied week or a live `shifts.changed` refetches the roster. */
export const rosterKeys = {
  all: () => [...shiftKeys.all(), 'roster'] as const,
  grid: (query: RosterQuery) => [...rosterKeys.all(), query] as const,
};

export const rosterQueryOptions = (query: RosterQuery) =>
  queryOptions({
    queryKey: rosterKeys.grid(query),
    queryFn: ({ signal }) => callApi(rosterContract, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useRoster = (query: RosterQuery) => useQuery(rosterQueryOptions(query));
