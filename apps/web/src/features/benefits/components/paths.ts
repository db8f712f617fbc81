import { paths } from '@careroster/shared/paths';

/** The employee page's Benefits tab (the employees area renders it; its address is written here to keep the import one way). */
export const benefitsTabPath = (employeeId: string) => `${paths.employeeDetail}?id=${encodeURIComponent(employeeId)}&tab=benefits`;
