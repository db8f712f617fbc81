import { z } from 'zod';
import { defineContract } from '../contract';

/** The test server's clock (TEST_CLOCK=1 only; 404 elsewhere): move it forward, read where it is. */
export const advanceTestClockBody = z.object({
  advance_minutes: z
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 30),
});
export const testClockAnswer = z.object({ now: z.string(), offset_minutes: z.number() });

export const advanceTestClockContract = defineContract({
  method: 'POST',
  path: '/test/clock',
  body: advanceTestClockBody,
  answer: testClockAnswer,
});
