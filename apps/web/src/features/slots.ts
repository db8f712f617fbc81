import type { EmployeeSearchRow } from '@careroster/shared/api/employees/employee-search';
import type { Shift } from '@careroster/shared/api/shifts/shift';
import type { WeekRange } from '../components/week-range';
import { createSlot } from './slot';

/**
 * The places where a page of one area shows a part of an area above it, declared here where both
 * can see them: the lower area renders the slot, the upper one fills it in its `parts`.
 */

/** The week schedule's "Fill week" (shifts' page, staffing's part). */
export const fillWeekSlot = createSlot<{ range: WeekRange }>('FillWeek');

/** The shift's Release tab (shifts' page, staffing's part). */
export const releaseSlot = createSlot<{ shift: Shift }>('Release');

/** The facility's employee search, spec 000 section 2 (the message center's dialog, the employees' part). */
export const employeePickerSlot = createSlot<{
  opened: boolean;
  onClose: () => void;
  onContinue: (employees: EmployeeSearchRow[]) => void;
  title?: string;
}>('EmployeePicker');

/** The dashboard's "Finish setting up" card (shifts' page, setup's part; issue 31, decision 080). */
export const setupChecklistSlot = createSlot<Record<never, never>>('SetupChecklist');
