import { z } from 'zod';
import { messages } from '../messages';

/** spec 001 section 5: 'Device Location is required' (on blur and on confirm). */
export const deviceLocationSchema = z.string({ error: messages.deviceLocationRequired }).trim().min(1, messages.deviceLocationRequired);

export const deviceFormSchema = z.object({ device_location: deviceLocationSchema });
export type DeviceForm = z.output<typeof deviceFormSchema>;
