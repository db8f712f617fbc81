import type { Area } from '../area';

/**
 * The facility's company setup (issue 31, decision 078): its labor and expense categories, a
 * section of /settings (the facility area's page renders it), and the expense list the
 * reimbursement form offers.
 */
export const companyArea: Area = { name: 'company' };
