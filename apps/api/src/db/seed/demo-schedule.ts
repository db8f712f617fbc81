import { JOB_TITLE_IDS, type JobTitleAbbreviation } from '@careroster/shared/job-titles';
import type { AgencyPreference, ApplicableFor, ApplicantStatus } from '@careroster/shared/lookups';
import { addDays, weekdayOf } from '@careroster/shared/format/wall-clock';
import type { DbOrTx } from '../client';
import { formatUsPhone } from '../factories/people';
import {
  buildPosition,
  buildShift,
  type NewApplication,
  type NewAssignment,
  type NewBudgetLine,
  type NewCensus,
  type NewPosition,
  type NewShift,
} from '../factories/scheduling';
import type { NewEmployee } from '../factories/workforce';
import { applications, assignments, budgetLines, census, positionAgencies, positions, shifts } from '../schema';
import { insertInBatches } from './batch';
import { bookingLedger, type BookingLedger } from './booking-ledger';
import type { FacilityRoster, Workforce } from './demo-workforce';
import type { Random } from './random';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const SHIFT_TYPES = ['morning', 'evening', 'night'] as const;

const applicableForMixes: readonly (readonly ApplicableFor[])[] = [
  ['IN'],
  ['IN', 'EN'],
  ['IN', 'EN'],
  ['IN', 'EN', 'AN'],
  ['IN', 'EN', 'AN'],
  ['EN', 'AN'],
  ['IN', 'AN'],
];

type Rates = { external: readonly [number, number]; agency: readonly [number, number] };
const positionRates: Partial<Record<JobTitleAbbreviation, Rates>> = {
  RN: { external: [52, 62], agency: [65, 78] },
  LPN: { external: [38, 44], agency: [48, 56] },
  CNA: { external: [24, 29], agency: [30, 36] },
  CMA: { external: [26, 30], agency: [32, 38] },
};

// Budgeted hours per patient day by title: about 3.5 HPPD in all, near the US nursing-home mean.
const budgetHppd: readonly [JobTitleAbbreviation, number, number][] = [
  ['RN', 0.55, 4500],
  ['LPN', 0.8, 3000],
  ['CNA', 2.15, 1950],
];

const descriptions = [
  'Float to Memory Care after 19:00 if census is high.',
  'Two admissions expected; please arrive 10 minutes early for report.',
  'Covers the hall with the wound-care residents.',
] as const;

export type Schedule = {
  shifts: NewShift[];
  positions: NewPosition[];
  applications: NewApplication[];
  assignments: NewAssignment[];
};

export type ScheduleOptions = {
  /** Facility-local "today" by facility id. */
  todayByFacility: ReadonlyMap<string, string>;
  now: Date;
  createdBy: Readonly<Record<string, string>>;
};

/** Four weeks from the Sunday before last: one past week, this week and two ahead. */
export function demoDays(today: string): string[] {
  const first = addDays(today, -weekdayOf(today) - 7);
  return Array.from({ length: 28 }, (_, i) => addDays(first, i));
}

export async function seedSchedule(tx: DbOrTx, rnd: Random, workforce: Workforce, opts: ScheduleOptions): Promise<Schedule> {
  const ledger = bookingLedger();
  const schedule: Schedule = { shifts: [], positions: [], applications: [], assignments: [] };
  const agencyLinks: (typeof positionAgencies.$inferInsert)[] = [];
  const censusRows: NewCensus[] = [];
  const budgetRows: NewBudgetLine[] = [];

  for (const roster of workforce.rosters) {
    const { facility } = roster;
    const today = opts.todayByFacility.get(facility.id)!;
    const days = demoDays(today);
    const lastDay = days[days.length - 1]!;
    for (const date of days) {
      const offset = Math.round((Date.parse(date) - Date.parse(today)) / DAY_MS);
      for (const shiftType of SHIFT_TYPES) {
        const floor = rnd.pick(roster.floorUnits);
        const shift = buildShift(
          rnd,
          { facilityId: facility.id, timezone: facility.timezone, date, shiftType },
          {
            floorId: floor.floorId,
            unitId: rnd.chance(0.5) ? rnd.pick(floor.unitIds) : null,
            contactName: facility.staffingContact.name,
            contactEmail: facility.staffingContact.email,
            contactPhone: formatUsPhone(`${facility.areaCodes[0]}5550199`),
            isRecurring: true,
            recurringType: 'DAILY',
            recurringEndDate: lastDay,
            createdBy: opts.createdBy[facility.id] ?? null,
          },
        );
        schedule.shifts.push(shift);
        const plan: [JobTitleAbbreviation, number][] = [
          ['RN', shiftType === 'night' ? 1 : rnd.int(1, 2)],
          ['LPN', rnd.int(1, 2)],
          ['CNA', shiftType === 'night' ? rnd.int(2, 3) : rnd.int(2, 4)],
        ];
        if (shiftType === 'morning' && rnd.chance(0.3)) plan.push(['CMA', 1]);
        for (const [title, total] of plan) {
          const position = buildDemoPosition(rnd, roster, shift, title, total, lastDay);
          if (position.agencyPreference === 'FAVORITE' || position.agencyPreference === 'CUSTOM_PREFERENCE') {
            for (const agencyId of position.agencyIds) agencyLinks.push({ facilityId: facility.id, positionId: position.row.id, agencyId });
          }
          fillPosition(rnd, { roster, workforce, ledger, schedule, shift, offset, now: opts.now }, position);
          schedule.positions.push(position.row);
        }
      }
      const patientCount = facility.beds - rnd.int(4, 16);
      censusRows.push({ facilityId: facility.id, date, patientCount });
      for (const [title, hppd, rateCents] of budgetHppd) {
        const hours = Math.round(patientCount * hppd * 4) / 4;
        budgetRows.push({
          facilityId: facility.id,
          date,
          jobTitleId: JOB_TITLE_IDS[title],
          budgetedHours: hours.toFixed(2),
          budgetedSpendCents: Math.round(hours * rateCents),
        });
      }
    }
  }

  await insertInBatches(tx, shifts, schedule.shifts);
  await insertInBatches(tx, positions, schedule.positions);
  await insertInBatches(tx, positionAgencies, agencyLinks);
  await insertInBatches(tx, applications, schedule.applications);
  await insertInBatches(tx, assignments, schedule.assignments);
  await insertInBatches(tx, census, censusRows);
  await insertInBatches(tx, budgetLines, budgetRows);
  return schedule;
}

type DemoPosition = { row: NewPosition; agencyIds: string[]; agencyPreference: AgencyPreference | null };

function buildDemoPosition(
  rnd: Random,
  roster: FacilityRoster,
  shift: NewShift,
  title: JobTitleAbbreviation,
  total: number,
  lastDay: string,
): DemoPosition {
  const applicableFor = [...rnd.pick(applicableForMixes)];
  const rates = positionRates[title]!;
  const rateCents = ([low, high]: readonly [number, number]) => rnd.int(low, high) * 100 + rnd.pick([0, 25, 50, 75]);
  const internal = applicableFor.includes('IN');
  const external = applicableFor.includes('EN');
  const agency = applicableFor.includes('AN');
  const agencyPreference = agency ? rnd.pick(['ALL', 'FAVORITE', 'CUSTOM_PREFERENCE'] as const) : null;
  const agencyIds =
    agencyPreference === 'FAVORITE'
      ? roster.favoriteAgencyIds
      : agencyPreference === 'CUSTOM_PREFERENCE'
        ? roster.agencyIds.filter((id, i) => i % 2 === 0 || id === roster.favoriteAgencyIds[0])
        : roster.agencyIds;
  const special = internal && rnd.chance(0.15);
  const differentialType = special ? rnd.pick(['FR', 'BP'] as const) : null;
  const recurring = rnd.chance(0.1);
  return {
    agencyIds: agency ? agencyIds : [],
    agencyPreference,
    row: buildPosition(rnd, {
      facilityId: roster.facility.id,
      shiftId: shift.id,
      jobTitleId: JOB_TITLE_IDS[title],
      totalPositions: total,
      applicableFor,
      rateCents: external ? rateCents(rates.external) : null,
      agencyRateCents: agency ? rateCents(rates.agency) : null,
      rateType: external && rnd.chance(0.1) ? 'CUSTOM_RATE' : null,
      autoApprove: rnd.chance(0.25),
      agencyPreference,
      recurringValues: recurring ? [1, 2, 3, 4, 5].filter(() => rnd.chance(0.7)) : [],
      recurringEndDate: recurring ? lastDay : null,
      description: rnd.chance(0.2) ? rnd.pick(descriptions) : null,
      specialShift: special,
      differentialType,
      // FR in cents per hour ($2-$5), BP in basis points (5%-15%).
      differentialValue: differentialType === 'FR' ? rnd.int(2, 5) * 100 : differentialType === 'BP' ? rnd.int(5, 15) * 100 : null,
    }),
  };
}

type FillContext = {
  roster: FacilityRoster;
  workforce: Workforce;
  ledger: BookingLedger;
  schedule: Schedule;
  shift: NewShift;
  /** Days from the facility's today; the past is nearly full, the far future mostly open. */
  offset: number;
  now: Date;
};

function fillPosition(rnd: Random, ctx: FillContext, position: DemoPosition) {
  const { row } = position;
  const { shift, ledger, workforce } = ctx;
  const total = row.totalPositions;
  // A real facility's fill (issue 28): every position up to today is wanted booked (a few stay open
  // where nobody eligible was free), the next days nearly all, next week most, the weeks after are
  // still being filled. The roster's levels (roster-level.ts) then read staffed or short by a
  // person or two this week, and the later weeks as the work still to do.
  const fillRate = ctx.offset <= 0 ? 1 : ctx.offset <= 3 ? 0.96 : ctx.offset <= 10 ? 0.9 : 0.6;
  const wanted = Math.min(total, Math.floor(total * fillRate + rnd.next()));
  const applicable = row.applicableFor ?? [];
  const eligible = shuffle(
    rnd,
    ctx.roster.employees.filter(
      (e) =>
        e.jobTitleId === row.jobTitleId &&
        e.status === 'ACTIVE' &&
        // Walk-ins have no marketplace profile to apply from; a manager books them like staff.
        (applicable.includes(e.workerType as ApplicableFor) || (e.workerType === 'WN' && applicable.includes('IN'))) &&
        (e.workerType !== 'AN' || position.agencyIds.includes(e.agencyId!)),
    ),
  );
  let filled = 0;
  const book = (employee: NewEmployee, source: 'APPLICATION' | 'MANAGER', at: Date) => {
    ledger.book(employee.nurseId, shift.startsAt, shift.endsAt);
    filled += 1;
    if (source === 'APPLICATION') row.acceptedCount = (row.acceptedCount ?? 0) + 1;
    else row.assignedCount = (row.assignedCount ?? 0) + 1;
    ctx.schedule.assignments.push({
      id: rnd.uuid(),
      facilityId: row.facilityId,
      positionId: row.id,
      employeeId: employee.id,
      nurseId: employee.nurseId,
      source,
      startsAt: shift.startsAt,
      endsAt: shift.endsAt,
      createdAt: at,
    });
  };
  const canWork = (e: NewEmployee) => workforce.credentialComplete.has(e.nurseId) && ledger.isFree(e.nurseId, shift.startsAt, shift.endsAt);

  const applicants = eligible.filter((e) => e.workerType !== 'WN').slice(0, rnd.int(0, 4));
  for (const employee of applicants) {
    const appliedAt = clampToNow(shift.startsAt.getTime() - rnd.int(12, 140) * HOUR_MS, ctx.now);
    let status: ApplicantStatus;
    if (ctx.offset < 0) status = filled < wanted && canWork(employee) ? 'ACCEPTED' : rnd.chance(0.5) ? 'REJECTED' : 'ENDED';
    else if (row.autoApprove) status = filled < total && canWork(employee) ? 'ACCEPTED' : 'REJECTED';
    else if (filled < wanted && canWork(employee) && rnd.chance(0.6)) status = 'ACCEPTED';
    else status = rnd.chance(0.2) ? 'REJECTED' : 'PENDING';
    const decidedAt =
      status === 'ACCEPTED' || status === 'REJECTED' ? clampToNow(appliedAt.getTime() + rnd.int(1, 10) * HOUR_MS, ctx.now) : null;
    ctx.schedule.applications.push({
      id: rnd.uuid(),
      facilityId: row.facilityId,
      positionId: row.id,
      employeeId: employee.id,
      status,
      decidedAt,
      createdAt: appliedAt,
    });
    if (status === 'ACCEPTED') book(employee, 'APPLICATION', decidedAt!);
  }

  // spec 000 section 4: the picker offers only nurses with complete credentials and a monthly rate.
  for (const employee of eligible) {
    if (filled >= wanted) break;
    if (applicants.includes(employee) || employee.monthlyRateCents == null || !canWork(employee)) continue;
    book(employee, 'MANAGER', clampToNow(shift.startsAt.getTime() - rnd.int(6, 72) * HOUR_MS, ctx.now));
  }
  row.status = filled >= total ? 'FILLED' : 'OPEN';
}

const clampToNow = (ms: number, now: Date) => new Date(Math.min(ms, now.getTime()));

function shuffle<T>(rnd: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = rnd.int(0, i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
