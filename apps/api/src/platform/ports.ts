import type { OvertimeWarning } from '@careroster/shared/api/overtime/overtime';
import type { TimezoneCode } from '@careroster/shared/lookups';
import type { OvertimeStatus } from '@careroster/shared/timekeeping/overtime';
import type { DbOrTx } from '../db/client';
import type { Ctx } from './context';

/** A booking about to be made, as overtime projects it. */
export type ProposedBooking = {
  facilityId: string;
  shift: { startDate: string; startsAt: Date; endsAt: Date; mealMinutes: number };
  nurses: readonly { id: string; name: string }[];
  overrideReason?: string | undefined;
  /** Bookings the proposal replaces (a shift whose time changes, a swapped booking): their hours are not counted twice. Issue 28, openings. */
  replacing?: readonly string[];
};

/** What overtime said of a booking; `record` keeps the override's reason once the bookings exist. */
export type BookingOvertime = {
  warnings: OvertimeWarning[];
  record(tx: DbOrTx, made: { userId: string | null; bookings: readonly { id: string; employeeId: string }[] }): Promise<void>;
};

/**
 * What an upper area does for a lower one that cannot import it (decision 049). Bookings live in
 * shifts, and timekeeping and overtime read them through its door; yet a booking must consult
 * overtime and hand the nurse a time-clock link, and shifts' figures and the employee card show
 * worked and overtime hours. Those calls go through these ports: the type is declared here, the
 * one implementation in the providing area's index.ts (`Area.ports`), and buildApp hands the set
 * to every service as `ctx.deps.ports`. The import graph stays one-way (shifts -> timekeeping ->
 * overtime never loops back); like Backstage's service refs, the caller names the capability,
 * not the area behind it.
 */
export type Ports = {
  overtime: {
    /** Projects the booking's overtime for each nurse; refuses with 409 where the facility blocks it and no reason is given. */
    checkBooking(tx: DbOrTx, booking: ProposedBooking): Promise<BookingOvertime>;
    /** Overtime minutes per facility-local work day in [from, to]. */
    minutesByDay(db: DbOrTx, facilityId: string, from: string, to: string): Promise<Map<string, number>>;
    /** The current period's overtime status of each employee, as the overtime page shows it. */
    statusesOf(db: DbOrTx, facilityId: string, employeeIds: readonly string[], now: Date): Promise<Map<string, OvertimeStatus>>;
  };
  timekeeping: {
    /** Inside the booking's transaction: gives each booked nurse without a live time-clock link her first one. */
    booked(ctx: Ctx, tx: DbOrTx, facilityId: string, employeeIds: readonly string[]): Promise<void>;
    /** Approved worked minutes per facility-local calendar day in [from, to] (cut at midnight), of the named shifts' bookings only when given. */
    approvedMinutesByDay(
      db: DbOrTx,
      facility: { id: string; timezone: TimezoneCode },
      range: { from: string; to: string; shiftIds?: readonly string[] },
    ): Promise<Map<string, number>>;
  };
  payroll: {
    /** The last day of the facility's latest APPROVED or PAID run's period, or null: pay up to it is settled (records' pay changes, decision 064). */
    settledThrough(db: DbOrTx, facilityId: string): Promise<string | null>;
    // issue 30, one-off payments (decision 077): payments sits below payroll, whose exports read the paid ones.
    /** The facility's APPROVED or PAID runs, newest first (at most `limit`), or the one named `runId` if it is one. */
    closedRuns(
      db: DbOrTx,
      facilityId: string,
      opts: { limit: number; runId?: string },
    ): Promise<{ id: string; start: string; end: string }[]>;
    /** The pay period whose payroll carries money paid on `paidOn`: the one just ended while its run is not approved, else `paidOn`'s own. */
    periodForPayment(db: DbOrTx, facilityId: string, paidOn: string): Promise<{ start: string; end: string }>;
  };
  // issue 28, structure (decision 068): what still names a unit or a department before structure deletes it.
  unitShifts: {
    /** How many of the facility's shifts, past or future, are on one of these units. */
    shiftCount(db: DbOrTx, facilityId: string, unitIds: readonly string[]): Promise<number>;
  };
  structureStaff: {
    /** How many of the facility's employees are in one of these units, or in this department. */
    employeeCount(db: DbOrTx, facilityId: string, of: { unitIds: readonly string[] } | { departmentId: string }): Promise<number>;
  };
  // issue 29, the roster builder (decision 074): what still names a unit or a timing before structure deletes it.
  rosterUse: {
    /** How many people are on the roster teams of these units. */
    teamSize(db: DbOrTx, facilityId: string, unitIds: readonly string[]): Promise<number>;
    /** How many of the facility's rotations and contracts (their unwanted patterns) name this timing. */
    timingUse(db: DbOrTx, facilityId: string, timingId: string): Promise<{ rotations: number; contracts: number }>;
  };
  // issue 28, openings: deleting a shift lists and tells the nurses offered its openings (decision 070).
  staffing: {
    /** The employees with an open release offer (OFFERED, not expired) of one of these positions. */
    openOffersOn(db: DbOrTx, facilityId: string, positionIds: readonly string[], now: Date): Promise<string[]>;
  };
  // issue 31, company lists (decision 078): an expense category a reimbursement names is archived, not deleted.
  expenseUse: {
    /** How many of the facility's reimbursements carry this expense category's code. */
    reimbursementCount(db: DbOrTx, facilityId: string, code: string): Promise<number>;
  };
  // issue 31, company setup (decision 080): sign-in lets an owner whose setup is open in without a facility.
  companySetup: {
    /** Whether the user has a company setup not finished yet. */
    ownsCorporationInSetup(db: DbOrTx, userId: string): Promise<boolean>;
  };
};

/** The ports from the areas that provide them; a port with no provider, or two, is a wiring mistake. */
export function assemblePorts(provided: readonly { name: string; ports?: Partial<Ports> }[]): Ports {
  const found: Partial<Record<keyof Ports, { by: string; port: Ports[keyof Ports] }>> = {};
  for (const area of provided) {
    for (const [key, port] of Object.entries(area.ports ?? {}) as [keyof Ports, Ports[keyof Ports]][]) {
      const earlier = found[key];
      if (earlier) throw new Error(`areas ${earlier.by} and ${area.name} both provide the ${key} port`);
      found[key] = { by: area.name, port };
    }
  }
  const missing = portNames.filter((key) => !found[key]);
  if (missing.length > 0) throw new Error(`no area provides the ${missing.join(', ')} port`);
  return Object.fromEntries(portNames.map((key) => [key, found[key]!.port])) as Ports;
}

const portNames: readonly (keyof Ports)[] = [
  'overtime',
  'timekeeping',
  'payroll',
  // issue 28, structure
  'unitShifts',
  'structureStaff',
  // issue 28, openings
  'staffing',
  // issue 29, the roster builder
  'rosterUse',
  // issue 31, company lists
  'expenseUse',
  // issue 31, company setup
  'companySetup',
];
