import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { acceptOfferContract, declineOfferContract, getOfferContract } from '@careroster/shared/api/staffing/offers';
import { callApi, type CallOptions } from '../../../../api/client';

/** Public calls by the link's token: the page shows every failure itself. */
const publicCall: CallOptions = { report: 'none', redirectOnUnauthorized: false };

/** Not facility-scoped: the nurse has no session; the token names the offer. */
const offerKey = (token: string) => ['offer', token] as const;

export const useOffer = (token: string) =>
  useQuery({
    queryKey: offerKey(token),
    queryFn: ({ signal }) => callApi(getOfferContract, { params: { token } }, { ...publicCall, signal }),
    retry: false,
    refetchOnWindowFocus: false,
  });

/** Accepting or declining; either way the offer is read again, so a refusal ("filled") shows as its state. */
export function useAnswerOffer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: 'accept' | 'decline') =>
      callApi(answer === 'accept' ? acceptOfferContract : declineOfferContract, { params: { token } }, publicCall),
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKey(token) }),
  });
}
