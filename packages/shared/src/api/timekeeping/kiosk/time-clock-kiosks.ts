import { z } from 'zod';
import { defineContract } from '../../contract';
import { listOf } from '../../envelope';
import { idSchema } from '../../ids';

/** A registered device (spec 001: udid and location) and, when it is a shared time clock, its pairing. */
export const timeClockKioskSchema = z.object({
  device_id: idSchema,
  udid: z.string(),
  device_location: z.string(),
  /** Null when the device is not paired (never paired, or its pairing was revoked). */
  pairing: z
    .object({
      paired_at: z.string(),
      /** Browser and system of the device that paired ("Chrome on Android"). */
      device_label: z.string().nullable(),
      paired_by: z.string().nullable(),
      last_seen_at: z.string().nullable(),
    })
    .nullable(),
});
export type TimeClockKiosk = z.infer<typeof timeClockKioskSchema>;

/** GET facilities/time-clock-kiosks (time:read): every registered device with its pairing, by location. */
export const listTimeClockKiosksContract = defineContract({
  method: 'GET',
  path: '/facilities/time-clock-kiosks',
  answer: listOf(timeClockKioskSchema),
});

export const pairTimeClockKioskBody = z.object({ device_id: idSchema });

/**
 * POST facilities/time-clock-kiosks (devices:write), called from the kiosk page on the device
 * itself: the device becomes a shared time clock. The answer carries the device secret once; the
 * server keeps only its hash. Pairing a paired device again replaces its pairing.
 */
export const pairTimeClockKioskContract = defineContract({
  method: 'POST',
  path: '/facilities/time-clock-kiosks',
  body: pairTimeClockKioskBody,
  answer: z.object({ kiosk_secret: z.string(), kiosk: timeClockKioskSchema }),
});

/** DELETE facilities/time-clock-kiosks/{deviceId} (time:write): the device stops being a time clock at once. */
export const revokeTimeClockKioskContract = defineContract({
  method: 'DELETE',
  path: '/facilities/time-clock-kiosks/:deviceId',
  params: z.object({ deviceId: idSchema }),
  answer: timeClockKioskSchema,
});
