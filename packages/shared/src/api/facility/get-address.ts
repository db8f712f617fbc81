import { z } from 'zod';
import { defineContract } from '../contract';

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
});
export type Address = z.infer<typeof addressSchema>;

export const getAddressContract = defineContract({ method: 'GET', path: '/address', answer: addressSchema });
