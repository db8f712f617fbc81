import { z } from 'zod';
import { FEEDBACK_MAX_LENGTH } from '../constants';

/**
 * spec 000 section 5 and spec 001 section 5: feedback is optional, at most 150 characters
 * (the form shows a counter; the spec gives no message for going over it).
 */
export const feedbackSchema = z.string().trim().max(FEEDBACK_MAX_LENGTH).optional();

export const feedbackCount = (text: string | undefined): string => `${(text ?? '').length}/${FEEDBACK_MAX_LENGTH}`;
