import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { shiftTypePresets, type TimezoneCode } from '@careroster/shared/lookups';
import { addDays, zonedInstant } from '@careroster/shared/format/wall-clock';
import type { applications, assignments, budgetLines, census, positions, shifts } from '../schema';
import type { Random } from '../seed/random';

export type NewShift = typeof shifts.$inferInsert & { id: string; startsAt: Date; endsAt: Date };
export type NewPosition = typeof positions.$inferInsert & { id: string };
export type NewApplication = typeof applications.$inferInsert & { id: string };
export type NewAssignment = typeof assignments.$inferInsert & { id: string };
export type NewCensus = typeof census.$inferInsert;
export type NewBudgetLine = typeof budgetLines.$inferInsert;

type Preset = Exclude<(typeof shiftTypePresets)[number], { value: 'custom' }>;
type PresetShiftType = Preset['value'];

type ShiftInput = {
  facilityId: string;
  timezone: TimezoneCode;
  /** Facility-local start date, `YYYY-MM-DD`. */
  date: string;
  shiftType: PresetShiftType;
};

/** A shift on one of the spec's presets; the instants follow from the facility's zone. */
export function buildShift(rnd: Random, input: ShiftInput, overrides: Partial<NewShift> = {}): NewShift {
  const preset = shiftTypePresets.find((p): p is Preset => p.value === input.shiftType)!;
  const endDate = preset.endsNextDay ? addDays(input.date, 1) : input.date;
  return {
    id: rnd.uuid(),
    facilityId: input.facilityId,
    title: `${preset.label} Shift`,
    startDate: input.date,
    endDate,
    startTime: preset.start,
    endTime: preset.end,
    startsAt: zonedInstant(input.date, preset.start, input.timezone),
    endsAt: zonedInstant(endDate, preset.end, input.timezone),
    mealMinutes: 30,
    shiftType: input.shiftType,
    isActive: true,
    isRecurring: false,
    ...overrides,
  };
}

export function buildPosition(rnd: Random, overrides: Pick<NewPosition, 'facilityId' | 'shiftId'> & Partial<NewPosition>): NewPosition {
  return {
    id: rnd.uuid(),
    jobTitleId: JOB_TITLE_IDS.RN,
    totalPositions: 1,
    acceptedCount: 0,
    assignedCount: 0,
    status: 'OPEN',
    applicableFor: ['IN'],
    autoApprove: false,
    recurringValues: [],
    specialShift: false,
    ...overrides,
  };
}
