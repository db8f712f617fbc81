import { z } from 'zod';
import { payrollSettingValues } from '../../lookups';
import { defineContract } from '../contract';

/**
 * The facility's profile and address, and the settings the whole client reads: the payroll
 * setting (spec 000 section 3, `facilityInfo.payroll_setting`) and the geofence radius the profile
 * section edits beside the coordinates.
 */
export const addressSchema = z.object({
  facility_id: z.uuid(),
  name: z.string(),
  address_line1: z.string(),
  address_line2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  timezone: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  geofence_radius_metres: z.number().int(),
  payroll_setting: z.enum(payrollSettingValues),
});
export type Address = z.infer<typeof addressSchema>;

export const getAddressContract = defineContract({ method: 'GET', path: '/address', answer: addressSchema });
