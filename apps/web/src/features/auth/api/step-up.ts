import { queryOptions } from '@tanstack/react-query';
import { listFactorsContract } from '@careroster/shared/api/auth/factors';
import { stepUpContract, stepUpOptionsContract } from '@careroster/shared/api/auth/mfa';
import { callApi } from '../../../api/client';
import type { Proof } from '../components/use-factor-proof';

/** The caller's own second factors, recovery codes left, and whether they must keep one (decision 079). */
export const factorsQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'factors'],
    queryFn: ({ signal }) => callApi(listFactorsContract, {}, { signal }),
  });

// A wrong code answers 422 with its message, shown in the dialog itself.
export const stepUp = (proof: Proof) => callApi(stepUpContract, { body: proof }, { report: 'none' });
export const stepUpOptions = () => callApi(stepUpOptionsContract, {}, { report: 'none' });
