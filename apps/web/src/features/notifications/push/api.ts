import { getPushPublicKeyContract } from '@careroster/shared/api/push/get-public-key';
import {
  deleteDeviceTokenContract,
  updateDeviceTokenContract,
  type UpdateDeviceTokenBody,
} from '@careroster/shared/api/push/update-device-token';
import { callApi } from '../../../api/client';

// Spec 000 section 8: the device-token update logs its failures (a 500 included) instead of toasting.
const quiet = { report: 'log' } as const;

export const fetchPushPublicKey = () => callApi(getPushPublicKeyContract, {}, quiet);

export const sendDeviceToken = (body: UpdateDeviceTokenBody) => callApi(updateDeviceTokenContract, { body }, quiet);

export const deleteDeviceToken = (endpoint: string) =>
  callApi(deleteDeviceTokenContract, { body: { endpoint } }, { ...quiet, redirectOnUnauthorized: false });
