/**
 * The facility's shared time clock (issue 27, decision 067): a registered device paired as a
 * kiosk, where a nurse punches with her employee number and a personal passcode. Plain values
 * without zod, so the light kiosk page (decision 060) and the contracts read the same rules.
 */

/** The header a paired kiosk sends its device secret in (never a query string: addresses reach logs). */
export const TIME_CLOCK_KIOSK_HEADER = 'x-time-clock-kiosk';

/** Digits of a time-clock passcode: NIST SP 800-63B 5.1.1 allows a 6-digit secret behind a failed-attempt limit. */
export const KIOSK_PASSCODE_LENGTH = 6;

export const isKioskPasscode = (value: string) => new RegExp(`^\\d{${KIOSK_PASSCODE_LENGTH}}$`).test(value);

/** The largest employee number the database holds (`emp_id` is a 4-byte integer). */
const MAX_EMPLOYEE_NUMBER = 2_147_483_647;

/** The facility's employee number (`emp_id`), as typed on the kiosk's keypad. */
export const EMPLOYEE_NUMBER_MAX_DIGITS = 10;
export const isEmployeeNumber = (value: string) => /^\d{1,10}$/.test(value) && Number(value) <= MAX_EMPLOYEE_NUMBER;

/** The multipart fields of a kiosk punch (the photo is `photo`, as on the phone). */
export const kioskPunchFieldNames = { employeeNumber: 'emp_id', passcode: 'passcode', kind: 'kind', reason: 'reason' } as const;
