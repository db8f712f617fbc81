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
export const foreignTableReads = [];
