import { z } from 'zod';
import { defineContract } from '../../contract';
import { linkToken } from '../../link-token';
import { productMessages } from '../../../messages';

/**
 * POST time-clock/claim (public): the nurse's phone trades the link token of her SMS for a
 * device token, once. The link token travels in the body, not the address, so no log keeps it.
 * Unknown, revoked or expired links are 401; a link already claimed (by any device) is 409.
 */
export const claimTimeClockLinkContract = defineContract({
  method: 'POST',
  path: '/time-clock/claim',
  body: z.object({ token: linkToken(productMessages.timeClockLinkInvalid, { min: 20, max: 128 }) }),
  answer: z.object({ device_token: z.string() }),
});
