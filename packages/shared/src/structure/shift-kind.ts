/**
 * Day, evening or night from where a shift starts (issue 28, decision 071): the spec's presets start
 * at 07:00, 15:00 and 23:00, and a custom shift counts where it starts: day from 05:00, evening from
 * 12:00, night from 19:00. The roster's codes and the roster builder's night rules both read it.
 */
export type ShiftKind = 'DAY' | 'EVENING' | 'NIGHT';

export const clockMinutes = (hhmm: string) => {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

export function shiftKindOf(start: string): ShiftKind {
  const at = clockMinutes(start);
  if (at >= 5 * 60 && at < 12 * 60) return 'DAY';
  if (at >= 12 * 60 && at < 19 * 60) return 'EVENING';
  return 'NIGHT';
}
