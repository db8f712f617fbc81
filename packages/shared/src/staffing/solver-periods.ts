import { overtimeMinutesOf, splitOvertime, type OvertimeSettings, type WorkedSegment } from '../timekeeping/overtime';
import type { PeriodMinutes } from './solver';

/**
 * How the overtime engine counts an opening toward its periods' thresholds, for Fill week's model
 * (decision 056). The engine cuts a booking at the facility's workday and workweek lines (decision
 * 050): a night across the workweek line counts on both sides, so a plan that put its minutes in
 * the period of its start date alone created overtime the engine counted. The engine itself splits
 * the opening alone, so the model and the engine share one rule: per period, the minutes that
 * count toward its 40 (or 80) hours are the booking's regular minutes there, the paid minutes
 * less the daily overtime it carries on its own (8 and 80, California), which is `ownOvertime`
 * and stays with the booking whoever takes it.
 */
export function openingPeriods(opening: WorkedSegment, settings: OvertimeSettings): { periods: PeriodMinutes[]; ownOvertime: number } {
  const alone = splitOvertime([opening], settings);
  return {
    periods: alone.periods.filter((p) => p.regular > 0).map((p) => ({ period: p.start, minutes: p.regular })),
    ownOvertime: overtimeMinutesOf(alone.total),
  };
}
