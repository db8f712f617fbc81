import { z } from 'zod';
import { usStateField } from '../../company/regions';
import { timezoneCodes } from '../../lookups';
import { productMessages } from '../../messages';
import { GEOFENCE_MIN_METRES } from '../../timekeeping/values';
import { GEOFENCE_MAX_METRES } from '../timekeeping/timekeeping-settings';
import { defineContract } from '../contract';
import { addressSchema } from './get-address';

const text = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, message);
const coordinate = (min: number, max: number, message: string) => z.number({ error: message }).min(min, message).max(max, message);
const geofenceMessage = productMessages.timekeepingGeofenceInvalid(GEOFENCE_MIN_METRES, GEOFENCE_MAX_METRES);

/**
 * The facility profile form of /settings: name, address, time zone, and where nurses clock in
 * (coordinates and geofence radius). The whole profile is sent each time; the coordinates go
 * together, both set or both cleared.
 */
export const updateProfileBody = z
  .object({
    name: text(120, productMessages.profileNameInvalid),
    address_line1: text(200, productMessages.profileAddressInvalid),
    address_line2: z.string().trim().max(200, productMessages.profileAddressInvalid).nullable(),
    city: text(100, productMessages.profileCityInvalid),
    state: usStateField(productMessages.profileStateInvalid),
    zip: z
      .string({ error: productMessages.profileZipInvalid })
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, productMessages.profileZipInvalid),
    timezone: z.enum(timezoneCodes, { error: productMessages.profileTimezoneInvalid }),
    latitude: coordinate(-90, 90, productMessages.timekeepingLatitudeInvalid).nullable(),
    longitude: coordinate(-180, 180, productMessages.timekeepingLongitudeInvalid).nullable(),
    geofence_radius_metres: z
      .number({ error: geofenceMessage })
      .int(geofenceMessage)
      .min(GEOFENCE_MIN_METRES, geofenceMessage)
      .max(GEOFENCE_MAX_METRES, geofenceMessage),
  })
  .refine((v) => (v.latitude === null) === (v.longitude === null), {
    message: productMessages.timekeepingCoordinatesTogether,
    path: ['longitude'],
  });
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

/** PATCH facilities/profile (facility:update), audited with the names of the fields that changed. */
export const updateProfileContract = defineContract({
  method: 'PATCH',
  path: '/facilities/profile',
  body: updateProfileBody,
  answer: z.object({ address: addressSchema, message: z.string() }),
});
