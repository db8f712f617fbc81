/**
 * Rules of one-off payments (issue 30, docs/decisions/077-one-off-payments.md): money paid to a
 * nurse from the vault outside the payroll run, approved by a second admin above the facility's
 * threshold.
 */

/** One payment is at most $25,000: a sign-on bonus fits, a slipped zero does not. */
export const ONE_OFF_PAYMENT_MAX_CENTS = 2_500_000;
export const ONE_OFF_REASON_MAX_LENGTH = 200;

/**
 * Above this many cents a payment waits for a second admin; at or below it, it is approved when
 * entered. $500 by default: a shift incentive ($50-$200) is paid at once, a bonus of a week's pay
 * is seen by two people. A facility sets its own, from $0 (every payment is approved by a second
 * admin) to the payment maximum.
 */
export const DEFAULT_ONE_OFF_APPROVAL_THRESHOLD_CENTS = 50_000;

/** Whether a payment of `cents` waits for approval under the facility's threshold. */
export const needsSecondApproval = (cents: number, thresholdCents: number): boolean => cents > thresholdCents;
