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

const people =
  "Joins people's names, worker types or contacts (employees, nurses; users for staff names) into its own filtered, ordered statement; moves to the employees door's directory (peopleDirectory, employeeDirectory) and auth's staffNames.";
const shiftsCycle =
  "Joins the employee's agency (shifts') into the employee's own statement; the shifts door reaches employees again (shifts -> employees, overtime), so importing it closes a cycle.";
const agencyCycle =
  "Reads agencies (shifts') with its own sheets; the shifts door reaches timekeeping again (shifts -> timekeeping: booking issues time-clock links, figures read worked time), so importing it closes a cycle. The people joined here can move to the employees door's directory.";
const membershipsCycle =
  "Joins the user's memberships (facility-users') to the facilities' names in one statement; facility-users imports auth (the set-password link of an invitation), so its door here closes a cycle.";
const pushCycle =
  'A phone may receive while its time-clock link is live: an EXISTS on time_clock_links inside the subscriptions query. Timekeeping reaches push through messages, so its door here closes a cycle.';
const messagesCycle =
  "The nurse's message link follows her time-clock link's expiry; timekeeping imports messages, so its door here closes a cycle. Names and the facility are joined into the token's own statement.";

/** @type {{ file: string; tables: string[]; why: string }[]} */
export const foreignTableReads = [
  { file: 'apps/api/src/modules/auth/service.ts', tables: ['memberships'], why: membershipsCycle },
  { file: 'apps/api/src/modules/employees/employees.ts', tables: ['agencies'], why: shiftsCycle },
  {
    file: 'apps/api/src/modules/messages/nurse-tokens.ts',
    tables: ['employees', 'facilities', 'nurses', 'timeClockLinks'],
    why: messagesCycle,
  },
  { file: 'apps/api/src/modules/push/nurse-phones.ts', tables: ['timeClockLinks'], why: pushCycle },
  { file: 'apps/api/src/modules/timekeeping/corporate-approver.ts', tables: ['agencies'], why: agencyCycle },
  {
    file: 'apps/api/src/modules/timekeeping/corporate.ts',
    tables: ['agencies', 'employees', 'facilityAgencies'],
    why: agencyCycle,
  },
];
