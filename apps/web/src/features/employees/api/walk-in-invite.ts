import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  completeWalkInInviteContract,
  getWalkInInviteContract,
  type CompleteWalkInInviteBody,
} from '@careroster/shared/api/employees/walk-in-invites';
import { callApi } from '../../../api/client';

// The public page shows an invalid, used or expired link itself, so these calls never toast
// and never redirect: the nurse has no session to lose.
export const walkInInviteQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['walk-in-invite', token],
    queryFn: ({ signal }) =>
      callApi(getWalkInInviteContract, { params: { token } }, { signal, report: 'none', redirectOnUnauthorized: false }),
  });

export const useWalkInInvite = (token: string) => useQuery(walkInInviteQueryOptions(token));

export const completeWalkInInvite = (token: string, body: CompleteWalkInInviteBody) =>
  callApi(completeWalkInInviteContract, { params: { token }, body }, { report: 'none', redirectOnUnauthorized: false });

export const useCompleteWalkInInvite = (token: string) =>
  useMutation({ mutationFn: (body: CompleteWalkInInviteBody) => completeWalkInInvite(token, body) });
