/** The payments area's key (issue 14), named after the `money.changed` event that makes it stale. */
export const moneyKey = (facilityId: string) => ['money', facilityId] as const;
