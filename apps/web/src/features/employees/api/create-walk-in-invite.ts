import { createWalkInInviteContract, type CreateWalkInInviteBody } from '@careroster/shared/api/employees/walk-in-invites';
import { callApi } from '../../../api/client';
import { useCreateMutation } from '../../../api/idempotency';

export const createWalkInInvite = (body: CreateWalkInInviteBody, idempotencyKey?: string) =>
  callApi(createWalkInInviteContract, { body }, { idempotencyKey });

export const useCreateWalkInInvite = () => useCreateMutation({ mutationFn: createWalkInInvite });
