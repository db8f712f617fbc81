import { z } from 'zod';
import { productMessages } from '../../messages';
import { MIN_REST_HOURS_LIMIT } from '../../staffing/values';
import { defineContract } from '../contract';
import { releaseHoursFields } from './release';

/**
 * The facility's staffing settings (issue 15, decision 032): the rest every nurse must have between
 * two bookings, and the default release plan a position starts with.
 */
export const staffingSettingsSchema = z.object({
  min_rest_hours: z.number().int(),
  release_marketplace_after_hours: z.number().int(),
  release_agency_after_hours: z.number().int(),
  release_agency_within_hours: z.number().int(),
});
export type StaffingSettings = z.infer<typeof staffingSettingsSchema>;

const restMessage = productMessages.minRestHoursInvalid(MIN_REST_HOURS_LIMIT.min, MIN_REST_HOURS_LIMIT.max);

/** PATCH body: each field optional; the agency hours are checked against the marketplace ones after merging. */
export const updateStaffingSettingsBody = z
  .object({
    min_rest_hours: z
      .number({ error: restMessage })
      .int(restMessage)
      .min(MIN_REST_HOURS_LIMIT.min, restMessage)
      .max(MIN_REST_HOURS_LIMIT.max, restMessage)
      .optional(),
    release_marketplace_after_hours: releaseHoursFields.marketplace_after_hours.optional(),
    release_agency_after_hours: releaseHoursFields.agency_after_hours.optional(),
    release_agency_within_hours: releaseHoursFields.agency_within_hours.optional(),
  })
  .refine(
    (v) =>
      v.release_marketplace_after_hours === undefined ||
      v.release_agency_after_hours === undefined ||
      v.release_agency_after_hours >= v.release_marketplace_after_hours,
    { message: productMessages.releaseAgencyBeforeMarketplace, path: ['release_agency_after_hours'] },
  );
export type UpdateStaffingSettingsBody = z.input<typeof updateStaffingSettingsBody>;

/** GET facilities/staffing-settings (facility:read). */
export const getStaffingSettingsContract = defineContract({
  method: 'GET',
  path: '/facilities/staffing-settings',
  answer: staffingSettingsSchema,
});

/** PATCH facilities/staffing-settings (facility:update). */
export const updateStaffingSettingsContract = defineContract({
  method: 'PATCH',
  path: '/facilities/staffing-settings',
  body: updateStaffingSettingsBody,
  answer: z.object({ settings: staffingSettingsSchema, message: z.string() }),
});
