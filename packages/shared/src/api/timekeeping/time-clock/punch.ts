import { z } from 'zod';
import { productMessages } from '../../../messages';
import { punchKinds, TIMEKEEPING_REASON_MAX_LENGTH } from '../../../timekeeping/values';
import { defineContract } from '../../contract';
import { idSchema } from '../../ids';
import { timeClockPunchSchema } from './get-time-clock';

/** The multipart field of the camera photo: one JPEG, at most PUNCH_PHOTO_MAX_BYTES. */
export const PUNCH_PHOTO_FIELD = 'photo';
/** A phone's canvas JPEG of the front camera is 50-300 KB; 2 MB leaves room and refuses a raw upload. */
export const PUNCH_PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** A multipart text field: absent and empty are the same. */
const optionalNumber = (min: number, max: number) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? undefined : Number(v)), z.number().min(min).max(max).optional());

/**
 * The text fields of a punch (multipart: they arrive as strings). Latitude and longitude come
 * together or not at all; accuracy is the browser's, in metres; the reason is asked for when the
 * punch is flagged (outside the area, no location, no photo).
 */
export const punchFieldsSchema = z
  .object({
    assignment_id: idSchema,
    kind: z.enum(punchKinds),
    latitude: optionalNumber(-90, 90),
    longitude: optionalNumber(-180, 180),
    accuracy: optionalNumber(0, 1_000_000),
    reason: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.string().trim().max(TIMEKEEPING_REASON_MAX_LENGTH).optional(),
    ),
  })
  .refine((f) => (f.latitude === undefined) === (f.longitude === undefined), { message: productMessages.timeClockLocationIncomplete });
export type PunchFields = z.output<typeof punchFieldsSchema>;

/**
 * POST time-clock/punches (public, with the device header), multipart: the fields above and the
 * optional `photo`. The time is the server's. A flagged punch without a reason is a 422 whose
 * first message is `productMessages.timeClockReasonRequired`; with one it is accepted, flagged.
 */
export const punchContract = defineContract({
  method: 'POST',
  path: '/time-clock/punches',
  multipart: true,
  answer: timeClockPunchSchema,
});
