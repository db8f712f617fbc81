import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE } from '@careroster/shared/api/envelope';
import { apiFile, type RequestOptions } from '../../../api/client';

/** credential_data addresses are full API paths; the client adds the base itself. */
export const fetchCredentialFile = (address: string, options: RequestOptions = {}) =>
  apiFile(address.startsWith(API_BASE) ? address.slice(API_BASE.length) : address, options);

export const credentialFileQueryOptions = (address: string) =>
  queryOptions({
    queryKey: ['credential-file', address],
    // A broken thumbnail is not worth a toast; the document name is still shown.
    queryFn: ({ signal }) => fetchCredentialFile(address, { signal, report: 'log' }),
    staleTime: Infinity,
  });

export const useCredentialFile = (address: string | null) =>
  useQuery({ ...credentialFileQueryOptions(address ?? ''), enabled: address !== null });
