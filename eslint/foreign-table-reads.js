// Reads and writes of another area's tables still left in place (issue 24): the rule
// `areas/foreign-table` (eslint/areas.js) lets exactly these through and stops every new one; an
// entry the code no longer needs is reported, so the list only shrinks. Tables are named as the
// schema exports them. 62 files, 175 table imports when the rule arrived; 22 files, 72 imports
// once people, facility settings and structure went through their owners' doors; none since
// shifts and employees reach timekeeping and overtime through ports (decision 049), so
// timekeeping, overtime and messages read bookings and people through the shifts and employees
// doors, agencies moved to employees, memberships to auth, and time-clock link liveness to the
// platform's phone identity.

/** @type {{ file: string; tables: string[]; why: string }[]} */
export const foreignTableReads = [
  {
    // Named in its raw SQL, not imported (the rule reads both).
    file: 'apps/api/src/modules/timekeeping/missed-punch-job.ts',
    tables: ['assignments', 'positions', 'shifts'],
    why: "Finds the bookings of live openings (position not cancelled, shift active) through the (facility_id, starts_at) index of assignments. The shifts door's bookingRows has neither the position's status nor the shift's is_active yet; with them, the lateral reads bookingRows.",
  },
];
