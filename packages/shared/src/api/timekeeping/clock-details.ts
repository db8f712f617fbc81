import { z } from 'zod';
import { timezoneCodes, workerTypeValues } from '../../lookups';
import { defineContract, defineFileContract, pathOf } from '../contract';
import { idSchema } from '../ids';

/**
 * spec 000 section 3, "Clock in/out details". Times are instants (ISO 8601), shown in the
 * facility's zone; distances are metres from the facility (the client shows them in feet below
 * 9999 ft, else metres); images are API paths of the punch photos (`punchPhotoContract`).
 */
export const clockDetailsSchema = z.object({
  shift_info: z.object({
    title: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    timezone: z.enum(timezoneCodes),
  }),
  nurse_name: z.string(),
  user_type: z.enum(workerTypeValues),
  job_title_abbr: z.string(),
  clock_in_time: z.string().nullable(),
  clock_out_time: z.string().nullable(),
  clock_in_distance: z.number().nullable(),
  clock_out_distance: z.number().nullable(),
  clock_in_image: z.string().nullable(),
  clock_out_image: z.string().nullable(),
});
export type ClockDetails = z.infer<typeof clockDetailsSchema>;

/** GET facilities/timecards/{timecardId}/clock-details: the clock in/out details dialog. */
export const getClockDetailsContract = defineContract({
  method: 'GET',
  path: '/facilities/timecards/:timecardId/clock-details',
  params: z.object({ timecardId: idSchema }),
  answer: clockDetailsSchema,
});

/** GET facilities/punches/{punchId}/photo: the camera photo of one punch (bytes), to the facility's members. */
export const punchPhotoContract = defineFileContract({
  method: 'GET',
  path: '/facilities/punches/:punchId/photo',
  params: z.object({ punchId: idSchema }),
  file: true,
});

export const punchPhotoPath = (punchId: string) => pathOf(punchPhotoContract, { punchId });

/** Where a punch's photo is kept in the file store: written by the time clock, read by the facility. */
export const punchPhotoKey = (facilityId: string, punchId: string) => `punches/${facilityId}/${punchId}.jpg`;
