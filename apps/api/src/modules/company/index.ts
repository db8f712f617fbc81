import type { Area } from '../../platform/area';
import { companyRoutes } from './routes';

/**
 * The facility's company setup (issue 31, decision 078): the lists it configures (labor and
 * expense categories) and its employer tax setup. It sits low: payments checks a reimbursement's category through this door,
 * payroll's exports read the labor codes and the tax identifiers, and the demo seed fills the lists.
 */
export const companyArea: Area = { name: 'company', routes: companyRoutes };

export { activeExpenseCategory, expenseCategoryDirectory, laborCodesByJobTitle } from './reads';
export { createCategory, ensureExpenseCategories } from './categories';
export { einOf, employerTaxIds, saveEin, type EmployerTaxIds } from './taxes';
