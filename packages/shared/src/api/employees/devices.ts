import { z } from 'zod';
import { defineContract } from '../contract';
import { listOf } from '../envelope';
import { deviceLocationSchema } from '../../validation/device';

/**
 * GET  facilities/devices (staff:read)     -> { count, results }; empty: 'No Device Found'
 * POST facilities/devices (devices:write)  `{ udid, device_location }` -> device
 * 'Add New Device' shows only for roles with devices:write (roles.ts `can`).
 */
export const deviceSchema = z.object({
  id: z.uuid(),
  udid: z.string(),
  device_location: z.string(),
  created_at: z.iso.datetime(),
});
export type Device = z.infer<typeof deviceSchema>;
export const listDevicesAnswer = listOf(deviceSchema);
export const createDeviceBody = z.object({
  udid: z.string().trim().min(1).max(128),
  device_location: deviceLocationSchema.max(120),
});
export type CreateDeviceBody = z.input<typeof createDeviceBody>;
export const createDeviceAnswer = deviceSchema;

export const listDevicesContract = defineContract({ method: 'GET', path: '/facilities/devices', answer: listDevicesAnswer });
export const createDeviceContract = defineContract({
  method: 'POST',
  path: '/facilities/devices',
  body: createDeviceBody,
  answer: createDeviceAnswer,
});
