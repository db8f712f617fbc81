import { z } from 'zod';
import { MOBILE_CODE_LENGTH } from '../../constants';
import { productMessages } from '../../messages';
import { phoneSchema } from '../../validation/phone';
import { defineContract } from '../contract';

/**
 * POST facilities/mobile-verifications (staff:write): texts a one-time code to a mobile before it is
 * put on an employee (added by hand, or her mobile changed; decision 063). Asking again for the same
 * number is a resend: it waits `resend_at`, and a number gets at most a few codes an hour.
 */
export const sendMobileCodeBody = z.object({ mobile: phoneSchema });
export type SendMobileCodeBody = z.input<typeof sendMobileCodeBody>;
export const sendMobileCodeAnswer = z.object({
  verification_id: z.uuid(),
  expires_at: z.iso.datetime(),
  /** The next code to this number may be asked for from this instant. */
  resend_at: z.iso.datetime(),
  sends_left: z.number().int(),
  message: z.string(),
});
export type SendMobileCodeAnswer = z.infer<typeof sendMobileCodeAnswer>;

/** POST facilities/mobile-verifications/{verificationId}/validate: the code read back from her phone. */
export const mobileCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${MOBILE_CODE_LENGTH}}$`), productMessages.mobileCodeInvalid);
export const validateMobileCodeParams = z.object({ verificationId: z.uuid() });
export const validateMobileCodeBody = z.object({ code: mobileCodeSchema });
export type ValidateMobileCodeBody = z.input<typeof validateMobileCodeBody>;
export const validateMobileCodeAnswer = z.object({
  verification_id: z.uuid(),
  /** The add or the edit must be saved before then. */
  fresh_until: z.iso.datetime(),
  message: z.string(),
});
export type ValidateMobileCodeAnswer = z.infer<typeof validateMobileCodeAnswer>;

export const sendMobileCodeContract = defineContract({
  method: 'POST',
  path: '/facilities/mobile-verifications',
  body: sendMobileCodeBody,
  answer: sendMobileCodeAnswer,
});
export const validateMobileCodeContract = defineContract({
  method: 'POST',
  path: '/facilities/mobile-verifications/:verificationId/validate',
  params: validateMobileCodeParams,
  body: validateMobileCodeBody,
  answer: validateMobileCodeAnswer,
});
