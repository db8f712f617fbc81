import { z } from 'zod';

/**
 * The token of a public link page's address or body (decision 041): a malformed token is answered
 * with the link's own sentence, the one an unknown, expired or used link gets, never with a length
 * rule the person holding the link cannot act on.
 */
export const linkToken = (invalid: string, length: { min: number; max: number } = { min: 20, max: 100 }) =>
  z.string().min(length.min, { error: invalid }).max(length.max, { error: invalid });
