import { defineContract } from '../contract';
import { openingChangeAnswer, swapBookingsBody } from './opening-change';

/** POST facilities/booking-swaps (issue 28, decision 070): two booked nurses take each other's booking; `dry_run` previews. */
export const swapBookingsContract = defineContract({
  method: 'POST',
  path: '/facilities/booking-swaps',
  body: swapBookingsBody,
  answer: openingChangeAnswer,
});
