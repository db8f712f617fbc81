/**
 * The header the nurse's phone sends its time-clock device token in. Never a query string or a
 * path: addresses reach access logs and referrers.
 */
export const TIME_CLOCK_DEVICE_HEADER = 'x-time-clock-device';
