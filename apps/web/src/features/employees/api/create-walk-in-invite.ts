import { useMutation } from '@tanstack/react-query';
import {
  createWalkInInviteAnswer,
  type CreateWalkInInviteBody,
} from '@careroster/shared/api/employees/walk-in-invites';
import { apiRequest } from '../../../api/client';

export const createWalkInInvite = (body: CreateWalkInInviteBody) =>
  apiRequest('/facilities/walk-in-invites', createWalkInInviteAnswer, { body });

export const useCreateWalkInInvite = () => useMutation({ mutationFn: createWalkInInvite });
