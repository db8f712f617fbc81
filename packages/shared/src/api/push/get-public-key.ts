import { z } from 'zod';
import { defineContract } from '../contract';

/** The VAPID public key a browser subscribes with (`applicationServerKey`), base64url. */
export const getPushPublicKeyContract = defineContract({
  method: 'GET',
  path: '/push/public-key',
  answer: z.object({ public_key: z.string() }),
});
