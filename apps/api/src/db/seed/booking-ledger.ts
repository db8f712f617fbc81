const HOUR_MS = 60 * 60 * 1000;
// A demo roster that books evening-then-night, or seven shifts a week, would look wrong.
const REST_MS = 8 * HOUR_MS;
const MAX_SHIFTS_PER_WEEK = 5;
// 1970-01-04 was a Sunday; weeks are counted from it in UTC, close enough for a demo cap.
const FIRST_SUNDAY_MS = 3 * 24 * HOUR_MS;
const weekOf = (ms: number) => Math.floor((ms - FIRST_SUNDAY_MS) / (7 * 24 * HOUR_MS));

/** Which nurse is booked when, across facilities, so the seed never double-books a person. */
export function bookingLedger() {
  const booked = new Map<string, [number, number][]>();
  return {
    isFree(nurseId: string, startsAt: Date, endsAt: Date) {
      const s = startsAt.getTime();
      const e = endsAt.getTime();
      const list = booked.get(nurseId) ?? [];
      return (
        list.filter(([bs]) => weekOf(bs) === weekOf(s)).length < MAX_SHIFTS_PER_WEEK &&
        list.every(([bs, be]) => s >= be + REST_MS || e + REST_MS <= bs)
      );
    },
    book(nurseId: string, startsAt: Date, endsAt: Date) {
      const list = booked.get(nurseId) ?? [];
      list.push([startsAt.getTime(), endsAt.getTime()]);
      booked.set(nurseId, list);
    },
  };
}
export type BookingLedger = ReturnType<typeof bookingLedger>;
