export const payrollKey = (facilityId: string) => ['payroll', facilityId] as const;
