import { describe, expect, it } from 'vitest';
import { CALENDAR_YEAR_MAX, CALENDAR_YEAR_MIN } from '../constants';
import { productMessages } from '../messages';
import { calendarDate, isCalendarDate } from './calendar-date';

const messageOf = (value: unknown) => calendarDate.safeParse(value).error?.issues.map((i) => i.message);

describe('calendarDate', () => {
  it.each(['2026-01-31', '2024-02-29', '2000-02-29', '2026-12-31', `${CALENDAR_YEAR_MIN}-01-01`, `${CALENDAR_YEAR_MAX}-12-31`])(
    'accepts the real day %s',
    (day) => {
      expect(calendarDate.parse(day)).toBe(day);
    },
  );

  it.each(['9999-99-99', '2026-13-45', '2026-02-30', '2025-02-29', '1900-02-29', '2026-04-31', '0000-00-00', '2026-00-10', '2026-01-00'])(
    'refuses the impossible day %s instead of rolling it over',
    (day) => {
      expect(messageOf(day)).toEqual([productMessages.invalidDate]);
    },
  );

  it.each(['2026-1-5', '26-01-05', '2026/01/05', '2026-01-05T00:00:00Z', ' 2026-01-05', '2026-01-05 ', '', '２０２６-01-05'])(
    'refuses %j, which is not YYYY-MM-DD',
    (text) => {
      expect(messageOf(text)).toEqual([productMessages.invalidDate]);
    },
  );

  it.each([20260105, null, true, {}])('refuses the non-string %j', (value) => {
    expect(messageOf(value)).toEqual([productMessages.invalidDate]);
  });

  it.each(['0000-01-01', `${CALENDAR_YEAR_MIN - 1}-12-31`, `${CALENDAR_YEAR_MAX + 1}-01-01`, '9999-12-31'])(
    'refuses %s, outside the years a date may fall in',
    (day) => {
      expect(messageOf(day)).toEqual([productMessages.dateYearOutOfRange(CALENDAR_YEAR_MIN, CALENDAR_YEAR_MAX)]);
    },
  );

  it('is what isCalendarDate answers', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('0000-01-01')).toBe(false);
  });
});
