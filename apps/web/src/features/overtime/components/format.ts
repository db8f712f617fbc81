import dayjs from 'dayjs';
import { DATE_FORMAT } from '@careroster/shared/constants';
import type { OvertimeRule } from '@careroster/shared/timekeeping/values';

/** Hours with 2 decimals, as timesheets show them. */
export const formatHours = (hours: number): string => hours.toFixed(2);

const ruleLabels: Record<OvertimeRule, string> = {
  FLSA_WEEKLY: 'FLSA: over 40 hours in the workweek',
  EIGHT_EIGHTY: '8 and 80: over 8 hours a day and 80 in 14 days',
  CALIFORNIA: 'California: over 8 a day and 40 a week, double time over 12 and on the seventh day',
};
export const ruleLabel = (rule: OvertimeRule): string => ruleLabels[rule];

/** A day of the week's table: 'Wednesday, 04 Mar 2026'. */
export const formatWeekdayDate = (date: string): string => dayjs(date).format(`dddd, ${DATE_FORMAT}`);
