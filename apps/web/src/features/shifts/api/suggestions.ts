import { useQuery } from '@tanstack/react-query';
import { suggestionsContract } from '@careroster/shared/api/staffing/suggestions';
import { callApi } from '../../../api/client';
import { shiftKeys } from './query-keys';

/** The ranked nurses for one opening; under the shift's key, so a booking anywhere refreshes them. */
export const useSuggestions = (shiftId: string, positionId: string, limit: number) =>
  useQuery({
    queryKey: shiftKeys.suggestions(shiftId, positionId, limit),
    queryFn: ({ signal }) => callApi(suggestionsContract, { params: { id: shiftId, positionId }, query: { limit } }, { signal }),
  });
