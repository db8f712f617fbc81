/**
 * The money area's query keys (issue 14): every query of a part starts with its key, so a live
 * event makes the whole part stale by prefix.
 */
export const moneyKey = (facilityId: string) => ['money', facilityId] as const;
export const payrollKey = (facilityId: string) => ['payroll', facilityId] as const;
export const pbjKey = (facilityId: string) => ['pbj', facilityId] as const;
