/**
 * spec 000 section 5: number fields block e, E, + and -. A browser's number input accepts them
 * (exponents and signs), which would let "1e3" or "-5" into an amount.
 */
export const BLOCKED_NUMBER_KEYS = ['e', 'E', '+', '-'] as const;

export const isBlockedNumberKey = (key: string): boolean => (BLOCKED_NUMBER_KEYS as readonly string[]).includes(key);
