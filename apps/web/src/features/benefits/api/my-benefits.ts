import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createMyElectionContract, myBenefitsContract, type ElectionBody } from '@careroster/shared/api/benefits/enrolment';
import { TIME_CLOCK_DEVICE_HEADER } from '@careroster/shared/api/timekeeping/time-clock/device';
import { callApi, type CallOptions } from '../../../api/client';

/** The nurse's page has no session: her phone's time-clock device names her; the section shows its own failures. */
const deviceOptions = (device: string): CallOptions => ({
  headers: { [TIME_CLOCK_DEVICE_HEADER]: device },
  report: 'none',
  redirectOnUnauthorized: false,
});

const myBenefitsKey = (device: string) => ['my-benefits', device] as const;

export const useMyBenefits = (device: string) =>
  useQuery({
    queryKey: myBenefitsKey(device),
    queryFn: ({ signal }) => callApi(myBenefitsContract, {}, { ...deviceOptions(device), signal }),
  });

export function useMyElect(device: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ElectionBody) => callApi(createMyElectionContract, { body }, deviceOptions(device)),
    onSuccess: () => client.invalidateQueries({ queryKey: myBenefitsKey(device) }),
  });
}
