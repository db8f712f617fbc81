import { queryOptions } from '@tanstack/react-query';
import { getProfileContract } from '@careroster/shared/api/auth/get-profile';
import { callApi, type RequestOptions } from '../../../api/client';

export const profileQueryOptions = (options: Pick<RequestOptions, 'quietServerError'> = {}) =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: ({ signal }) => callApi(getProfileContract, {}, { ...options, signal }),
  });
