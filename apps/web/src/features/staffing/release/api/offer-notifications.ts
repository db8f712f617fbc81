import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getOfferNotificationsContract, subscribeOfferNotificationsContract } from '@careroster/shared/api/staffing/offers';
import { TIME_CLOCK_DEVICE_HEADER } from '@careroster/shared/api/timekeeping/time-clock/device';
import { callApi, type CallOptions } from '../../../../api/client';
import { subscribeThisBrowser } from '../../../notifications';

/** The time-clock phone's calls: its device token in the header, every failure shown by the button. */
const deviceOptions = (device: string): CallOptions => ({
  headers: { [TIME_CLOCK_DEVICE_HEADER]: device },
  report: 'none',
  redirectOnUnauthorized: false,
});

const offerNotificationsKey = (device: string) => ['offer-notifications', device] as const;

export const useOfferNotifications = (device: string) =>
  useQuery({
    queryKey: offerNotificationsKey(device),
    queryFn: ({ signal }) => callApi(getOfferNotificationsContract, {}, { ...deviceOptions(device), signal }),
    retry: false,
  });

/**
 * Subscribes this phone with the facility's VAPID key and binds the subscription to her time-clock
 * link. Answers the browser's refusal ('denied', 'unsupported') without calling the server.
 */
export function useSubscribeOfferNotifications(device: string, publicKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const subscription = await subscribeThisBrowser(async () => publicKey);
      if (typeof subscription === 'string') return subscription;
      const body = { subscription: JSON.stringify(subscription.toJSON()) };
      return callApi(subscribeOfferNotificationsContract, { body }, deviceOptions(device));
    },
    onSuccess: (answer) => {
      if (typeof answer !== 'string')
        queryClient.setQueryData(offerNotificationsKey(device), { public_key: answer.public_key, subscribed: true });
    },
  });
}
