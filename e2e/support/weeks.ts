/** Calendar days as the API writes them (YYYY-MM-DD), for browser tests that build a week's shifts. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (date: string, days: number) => isoDay(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000));

/**
 * Which week ahead each browser test builds its shifts in, in one list so no two files share a week:
 * the files run in parallel, and a week shared by two of them (fill week's proposals, the master
 * schedule's generated openings) shows one file the other's openings. All lie past the demo seed's
 * schedule. The master schedule takes four weeks from its first.
 */
export const TEST_WEEKS = {
  overtime: 6,
  suggestions: 8,
  fillWeek: 9,
  // Weeks 10 to 13: the generate dialog offers this week and the 15 after it.
  masterSchedule: 10,
  openingChanges: 14,
  // Weeks 16 to 19: the roster builder generates and publishes four weeks of a unit.
  rosterBuilder: 16,
  // issue 30: a nurse's day of FMLA leave keeps her out of this week's suggestions.
  fmla: 20,
} as const;

/** The Sunday that starts the week `weeks` weeks from today: far enough ahead, a test's week holds only its own shifts. */
export function sundayWeeksAhead(weeks: number): string {
  const ahead = isoDay(new Date(Date.now() + weeks * 7 * 86_400_000));
  return addDays(ahead, -new Date(`${ahead}T00:00:00Z`).getUTCDay());
}

/** The add-shift call's body for Sunrise, daily from `from` to `to`, one position of `openings` internal nurses of a job title. */
export const dailyShifts = (input: {
  title: string;
  from: string;
  to: string;
  start: string;
  end: string;
  jobTitleId: string;
  openings: number;
}) => ({
  title: input.title,
  start_date: input.from,
  end_date: input.from,
  start_time: input.start,
  end_time: input.end,
  timezone: 'EST',
  is_active: true,
  meal_time: 30,
  contact_name: 'Dana Desk',
  contact_email: 'desk@sunrise.example',
  contact_phone: '(813) 555-0101',
  shiftType: 'custom',
  is_recurring: true,
  recurring: 'DAILY',
  recurring_end_date: input.to,
  positions: [{ job_title_id: input.jobTitleId, total_positions: String(input.openings), applicable_for: ['IN'] }],
});
