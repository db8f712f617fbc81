import { z } from 'zod';
import { defineContract } from '../contract';

/**
 * Spec 000 "PATCH update device token": `device_token` is the JSON text of the browser's
 * PushSubscription (checked by `parseDeviceToken`); `is_safari_permit` is accepted for the spec's
 * shape and not stored: Safari 16+ uses standard Web Push, so it needs no separate permission record.
 */
export const updateDeviceTokenBody = z.object({
  device_token: z.string().min(1).max(4096),
  is_safari: z.boolean().optional(),
  is_safari_permit: z.boolean().optional(),
});
export type UpdateDeviceTokenBody = z.infer<typeof updateDeviceTokenBody>;

export const updateDeviceTokenContract = defineContract({
  method: 'PATCH',
  path: '/update-device-token',
  body: updateDeviceTokenBody,
  answer: z.object({ message: z.string() }),
});

/** Turning push off on one device: the caller's own subscription with this endpoint. */
export const deleteDeviceTokenBody = z.object({ endpoint: z.string().min(1).max(2048) });
export type DeleteDeviceTokenBody = z.infer<typeof deleteDeviceTokenBody>;

export const deleteDeviceTokenContract = defineContract({
  method: 'DELETE',
  path: '/update-device-token',
  body: deleteDeviceTokenBody,
  answer: z.object({ message: z.string() }),
});
