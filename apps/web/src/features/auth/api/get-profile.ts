import { queryOptions } from '@tanstack/react-query';
import { profileSchema } from '@careroster/shared/api/auth/get-profile';
import { apiRequest, type RequestOptions } from '../../../api/client';

export const profileQueryOptions = (options: Pick<RequestOptions, 'quietServerError'> = {}) =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: ({ signal }) => apiRequest('/profile', profileSchema, { ...options, signal }),
  });
