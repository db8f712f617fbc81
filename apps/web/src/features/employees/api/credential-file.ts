import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE } from '@careroster/shared/api/envelope';
import { apiFile } from '../../../api/client';

/** credential_data addresses are full API paths; the client adds the base itself. */
const relative = (address: string) => (address.startsWith(API_BASE) ? address.slice(API_BASE.length) : address);

export const credentialFileQueryOptions = (address: string) =>
  queryOptions({
    queryKey: ['credential-file', address],
    // A broken thumbnail is not worth a toast; the document name is still shown.
    queryFn: ({ signal }) => apiFile(relative(address), { signal, report: 'log' }),
    staleTime: Infinity,
  });

export const useCredentialFile = (address: string | null) =>
  useQuery({ ...credentialFileQueryOptions(address ?? ''), enabled: address !== null });
