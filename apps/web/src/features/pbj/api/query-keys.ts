export const pbjKey = (facilityId: string) => ['pbj', facilityId] as const;
