import type { FacilityRosterInput } from '@careroster/shared/rostering/facility-problem';
import { addDaysIso } from '@careroster/shared/rostering/model';
import { and, count, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobTitles, rosterContracts, rosterRequests, rosterRotations } from '../../db/schema';
import { fmlaLeaveBetween } from '../fmla';
import { approvedLeaveBetween } from '../pto';
import { bookingRows } from '../shifts';
import { masterPlanLines, type MasterPlanLine } from '../structure';
import { teamOf } from './teams';

export type Span = { facilityId: string; unitId: string; startDate: string; weeks: number; today: string };

/** A shift of the unit counts as a timing's when it starts and ends at the timing's times. */
export const timingKey = (startTime: string, endTime: string) => `${startTime.slice(0, 5)}-${endTime.slice(0, 5)}`;

/** The unit's master schedule lines, and each timing of it once (its id, code and times). */
export async function unitPlan(db: DbOrTx, facilityId: string, unitId: string) {
  const lines = await masterPlanLines(db, facilityId, [unitId]);
  const timings = new Map<string, Pick<MasterPlanLine, 'timingId' | 'timingCode' | 'timingColour' | 'startTime' | 'endTime'>>();
  for (const l of lines) timings.set(l.timingId, l);
  return { lines, timings: [...timings.values()] };
}

/**
 * Who of a team the engine rosters: active, and the facility's own staff. Agency and external nurses
 * fill what stays open, through release and Fill week; the generated openings are internal (decision 069).
 */
export const rostered = (m: { status: string; workerType: string }) => m.status === 'ACTIVE' && m.workerType === 'IN';

/**
 * Everything the engine needs about a unit's roster over a span, read in a bounded number of
 * statements: the master schedule's need less what is booked on the unit's shifts, the active
 * team on their contracts and rotations, their requests, and the days each cannot work (approved
 * leave, FMLA leave (decision 076), a booking anywhere in the facility that day, credentials the booking rules would refuse).
 */
export async function rosterInput(db: DbOrTx, span: Span): Promise<FacilityRosterInput> {
  const { facilityId, unitId, startDate, weeks, today } = span;
  const endDate = addDaysIso(startDate, weeks * 7 - 1);
  const [{ lines, timings }, team] = await Promise.all([unitPlan(db, facilityId, unitId), teamOf(db, facilityId, unitId)]);
  const members = team.filter(rostered);
  const ids = members.length > 0 ? members.map((m) => m.employeeId) : ['00000000-0000-4000-8000-000000000000'];
  const contractIds = [...new Set(members.map((m) => m.contractId))];
  const rotationIds = [...new Set(members.flatMap((m) => (m.rotationId ? [m.rotationId] : [])))];
  const titleIds = [...new Set([...lines.map((l) => l.jobTitleId), ...members.map((m) => m.jobTitleId)])];
  const booked = bookingRows(db);
  const live = and(eq(booked.facilityId, facilityId), ne(booked.positionStatus, 'CANCELLED'), eq(booked.shiftActive, true));
  const [titles, contracts, rotations, requests, leave, fmlaDays, unitBookings, teamBookings] = await Promise.all([
    titleIds.length > 0
      ? db.select({ id: jobTitles.id, name: jobTitles.abbreviation }).from(jobTitles).where(inArray(jobTitles.id, titleIds))
      : [],
    contractIds.length > 0
      ? db
          .select({ id: rosterContracts.id, name: rosterContracts.name, rules: rosterContracts.rules })
          .from(rosterContracts)
          .where(and(eq(rosterContracts.facilityId, facilityId), inArray(rosterContracts.id, contractIds)))
      : [],
    rotationIds.length > 0
      ? db
          .select({ id: rosterRotations.id, cycle: rosterRotations.cycle, weight: rosterRotations.weight, hard: rosterRotations.hard })
          .from(rosterRotations)
          .where(and(eq(rosterRotations.facilityId, facilityId), inArray(rosterRotations.id, rotationIds)))
      : [],
    db
      .select({
        employeeId: rosterRequests.employeeId,
        date: rosterRequests.date,
        timingId: rosterRequests.timingId,
        kind: rosterRequests.kind,
        weight: rosterRequests.weight,
      })
      .from(rosterRequests)
      .where(
        and(
          eq(rosterRequests.facilityId, facilityId),
          inArray(rosterRequests.employeeId, ids),
          gte(rosterRequests.date, startDate),
          lte(rosterRequests.date, endDate),
        ),
      ),
    approvedLeaveBetween(db, facilityId, { from: startDate, to: endDate }),
    fmlaLeaveBetween(db, facilityId, { from: startDate, to: endDate }),
    // What the unit's shifts of the span already have booked, per job title, day and times.
    db
      .select({
        jobTitleId: booked.jobTitleId,
        date: booked.startDate,
        startTime: booked.startTime,
        endTime: booked.endTime,
        count: count(),
      })
      .from(booked)
      .where(and(live, eq(booked.unitId, unitId), gte(booked.startDate, startDate), lte(booked.startDate, endDate)))
      .groupBy(booked.jobTitleId, booked.startDate, booked.startTime, booked.endTime),
    // The team's bookings anywhere in the facility: a day already worked is not rostered again.
    db
      .selectDistinct({ employeeId: booked.employeeId, date: booked.startDate })
      .from(booked)
      .where(and(live, inArray(booked.employeeId, ids), gte(booked.startDate, startDate), lte(booked.startDate, endDate))),
  ]);

  const timingByTimes = new Map(timings.map((t) => [timingKey(t.startTime, t.endTime), t.timingId]));
  const rotationById = new Map(rotations.map((r) => [r.id, r]));
  const unavailable = teamBookings.map((b) => ({ employeeId: b.employeeId, date: b.date }));
  // The booking rules' credentials (spec 000 section 4, `selectableCondition`): incomplete ones, or
  // no monthly rate, and she is picked on no day; valid through a date, on no day after it. A night
  // starting on that last day ends after it and is refused at publishing: rare enough to leave there.
  for (const m of members) {
    const picked = m.credentialsComplete && m.monthlyRateCents !== null;
    const from = !picked
      ? startDate
      : m.credentialsValidThrough && m.credentialsValidThrough < endDate
        ? addDaysIso(m.credentialsValidThrough, 1)
        : null;
    if (from)
      for (let d = from < startDate ? startDate : from; d <= endDate; d = addDaysIso(d, 1))
        unavailable.push({ employeeId: m.employeeId, date: d });
  }
  for (const l of leave)
    for (let d = l.startDate < startDate ? startDate : l.startDate; d <= l.endDate && d <= endDate; d = addDaysIso(d, 1))
      unavailable.push({ employeeId: l.employeeId, date: d });
  const onTeam = new Set(ids);
  unavailable.push(...fmlaDays.filter((d) => onTeam.has(d.employeeId)));

  return {
    unitId,
    startDate,
    weeks,
    openFrom: today,
    timings: timings.map((t) => ({ id: t.timingId, code: t.timingCode, startTime: t.startTime, colour: t.timingColour })),
    jobTitles: titles,
    lines: lines.map((l) => ({ timingId: l.timingId, jobTitleId: l.jobTitleId, weekday: l.weekday, count: l.count })),
    booked: unitBookings.flatMap((b) => {
      const timingId = timingByTimes.get(timingKey(b.startTime, b.endTime));
      return timingId ? [{ timingId, jobTitleId: b.jobTitleId, date: b.date, count: b.count }] : [];
    }),
    contracts: contracts.map((c) => ({ id: c.id, name: c.name, rules: c.rules })),
    members: members.map((m) => {
      const rotation = m.rotationId ? rotationById.get(m.rotationId) : undefined;
      return {
        employeeId: m.employeeId,
        name: `${m.firstName} ${m.lastName}`,
        jobTitleId: m.jobTitleId,
        contractId: m.contractId,
        rotation:
          rotation && m.rotationStart
            ? { cycle: rotation.cycle, weight: rotation.weight, hard: rotation.hard, start: m.rotationStart }
            : null,
      };
    }),
    requests,
    unavailable,
  };
}
