import { z } from 'zod';
import { timezoneCodes } from '../../../lookups';
import { productMessages } from '../../../messages';
import { isEmployeeNumber, isKioskPasscode } from '../../../timekeeping/kiosk';
import { punchFlags, punchKinds, TIMEKEEPING_REASON_MAX_LENGTH } from '../../../timekeeping/values';
import { defineContract } from '../../contract';

/** GET time-clock/kiosk (public, with the kiosk header): where this shared time clock stands. */
export const getKioskContract = defineContract({
  method: 'GET',
  path: '/time-clock/kiosk',
  answer: z.object({
    facility_name: z.string(),
    device_location: z.string(),
    timezone: z.enum(timezoneCodes),
    /** The facility's IANA zone, so the light page shows times without the lookup lists. */
    iana_zone: z.string(),
  }),
});

/**
 * The text fields of a kiosk punch (multipart: strings). The number and the passcode are checked
 * for their shape only here; whether they match is the server's answer, the same for an unknown
 * number and a wrong passcode.
 */
export const kioskPunchFieldsSchema = z.object({
  emp_id: z.string().trim().refine(isEmployeeNumber, { message: productMessages.kioskCredentialsShape }),
  passcode: z.string().refine(isKioskPasscode, { message: productMessages.kioskCredentialsShape }),
  kind: z.enum(punchKinds),
  reason: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(TIMEKEEPING_REASON_MAX_LENGTH).optional(),
  ),
});
export type KioskPunchFields = z.output<typeof kioskPunchFieldsSchema>;

export const kioskPunchAnswer = z.object({
  /** Her first name, to greet her: only answered to the right passcode. */
  first_name: z.string(),
  shift_title: z.string(),
  kind: z.enum(punchKinds),
  punched_at: z.string(),
  flags: z.array(z.enum(punchFlags)),
});
export type KioskPunchAnswer = z.infer<typeof kioskPunchAnswer>;

/**
 * POST time-clock/kiosk/punches (public, with the kiosk header), multipart: the fields above and
 * the optional `photo`. The server picks her booking (the one she can clock in to now, nearest
 * its start; or the one she is clocked in to) and punches through the phone's rules.
 */
export const kioskPunchContract = defineContract({
  method: 'POST',
  path: '/time-clock/kiosk/punches',
  multipart: true,
  answer: kioskPunchAnswer,
});
