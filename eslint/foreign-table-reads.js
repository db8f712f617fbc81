// Reads and writes of another area's tables still left in place (issue 24): the rule
// `areas/foreign-table` (eslint/areas.js) lets exactly these through and stops every new one; an
// entry the code no longer needs is reported, so the list only shrinks. Tables are named as the
// schema exports them. 62 files, 175 table imports when the rule arrived (191 before the first
// moves: timecards, the entity legal name, nurse phone subscriptions, pending fundings, facility
// names, zones and locks now go through their owners' doors); 52 files, 154 imports once the
// facility's rows, settings and structure went through its door; 29 files, 111 imports once
// people's names, worker types and contacts were read through the employees door's directory and
// auth's staff names and accounts; 22 files, 72 imports since staffing, payroll and PBJ read
// bookings and openings through the shifts door (bookingRows, openingRows) and their people
// and facility settings through the employees and facility doors, and timekeeping its agency
// nurses and staff names.

const bookings =
  'Joins bookings (assignments, positions, shifts) with the booked people into its own statement. The shifts door has the builders (bookingRows, openingRows), but shifts reaches timekeeping and messages (shifts -> timekeeping -> messages: booking issues time-clock links), so their import of it closes a cycle until that edge becomes an after-commit effect.';

/** @type {{ file: string; tables: string[]; why: string }[]} */
export const foreignTableReads = [
  {
    file: 'apps/api/src/modules/messages/members.ts',
    tables: ['assignments', 'employees', 'nurses', 'positions', 'shifts'],
    why: bookings,
  },
  {
    file: 'apps/api/src/modules/timekeeping/missed-punch-common.ts',
    tables: ['assignments', 'employees', 'facilities', 'nurses', 'positions', 'shifts'],
    why: bookings,
  },
  {
    file: 'apps/api/src/modules/timekeeping/time-clock.ts',
    tables: ['assignments', 'facilities', 'nurses', 'positions', 'shifts'],
    why: bookings,
  },
  { file: 'apps/api/src/modules/timekeeping/timecard-actions.ts', tables: ['assignments', 'nurses'], why: bookings },
  {
    file: 'apps/api/src/modules/timekeeping/timecard-details.ts',
    tables: ['assignments', 'employees', 'facilities', 'nurses', 'positions', 'shifts'],
    why: bookings,
  },
  { file: 'apps/api/src/modules/timekeeping/timecards.ts', tables: ['assignments', 'facilities', 'positions', 'shifts'], why: bookings },
  {
    file: 'apps/api/src/modules/timekeeping/timesheet.ts',
    tables: ['assignments', 'employees', 'facilities', 'nurses', 'positions', 'shifts'],
    why: bookings,
  },
];
