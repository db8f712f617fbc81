import { employeeTypeFilters } from '@careroster/shared/lookups';
import { messages } from '@careroster/shared/messages';

/**
 * Spec 000 section 2: EN employees are labelled with the marketplace's name, 'Agalia Employee'
 * unless a deployment names its own marketplace at build time.
 */
export const marketplaceEmployeeLabel: string =
  (import.meta.env.VITE_MARKETPLACE_EMPLOYEE_LABEL as string | undefined) || messages.agaliaEmployee;

/** The Internal / marketplace toggle of the employee search dialog. */
export const employeeTypeOptions = employeeTypeFilters.map((option) => ({
  value: option.value,
  label: option.value === 'EN' ? marketplaceEmployeeLabel : option.label,
}));
