import { addDays, weekdayOf } from '@careroster/shared/format/wall-clock';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { defaultWorkRules, type WorkRules } from '@careroster/shared/rostering/work-rules';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import {
  employees,
  masterScheduleLines,
  masterTimings,
  rosterContracts,
  rosterRequests,
  rosterRotations,
  rosterTeamMembers,
  units,
} from '../schema';

/** Of each title the care units staff: how many of the facility's own active staff join the team. */
const teamTitles: [string, number][] = [
  [JOB_TITLE_IDS.RN, 4],
  [JOB_TITLE_IDS.LPN, 4],
  [JOB_TITLE_IDS.CNA, 10],
];

const partTime = (): WorkRules => {
  const rules = defaultWorkRules();
  return {
    ...rules,
    max_shifts_per_week: { ...rules.max_shifts_per_week, value: 3 },
    min_shifts_per_week: { ...rules.min_shifts_per_week, value: 2 },
  };
};

/**
 * The roster builder's demo (issue 29): per facility, a "Full time" and a "Part time" contract, the
 * team of the unit its master schedule staffs most (the first by name among equals), one nurse on
 * an "Every other weekend" rotation from this week's Sunday, and a few requests in the coming
 * weeks. No random draws: it runs after the rest of the demo and changes none of it.
 */
export async function seedRoster(
  tx: DbOrTx,
  facilityIds: string[],
  opts: { todayByFacility: Map<string, string>; createdBy: Record<string, string> },
) {
  for (const facilityId of facilityIds) {
    const today = opts.todayByFacility.get(facilityId)!;
    const [unit] = await tx
      .select({ id: units.id })
      .from(units)
      .innerJoin(masterScheduleLines, eq(masterScheduleLines.unitId, units.id))
      .where(and(eq(units.facilityId, facilityId), isNull(units.parentId)))
      .groupBy(units.id, units.name)
      .orderBy(sql`sum(${masterScheduleLines.count}) desc`, asc(units.name))
      .limit(1);
    const [morning] = await tx
      .select({ id: masterTimings.id })
      .from(masterTimings)
      .where(and(eq(masterTimings.facilityId, facilityId), eq(masterTimings.preset, 'morning')));
    if (!unit || !morning) continue;

    const [full, part] = await tx
      .insert(rosterContracts)
      .values([
        { facilityId, name: 'Full time', rules: defaultWorkRules() },
        { facilityId, name: 'Part time', rules: partTime() },
      ])
      .returning({ id: rosterContracts.id });
    // Two weeks from Sunday: the weekend of the first Saturday and the next Sunday on, the other off.
    const D = morning.id;
    const [rotation] = await tx
      .insert(rosterRotations)
      .values({
        facilityId,
        name: 'Every other weekend',
        cycle: [null, D, D, null, null, null, D, D, null, D, D, D, null, null],
        weight: 5,
        hard: false,
      })
      .returning({ id: rosterRotations.id });

    const staff = await tx
      .select({ id: employees.id, jobTitleId: employees.jobTitleId })
      .from(employees)
      .where(
        and(
          eq(employees.facilityId, facilityId),
          eq(employees.workerType, 'IN'),
          eq(employees.status, 'ACTIVE'),
          inArray(
            employees.jobTitleId,
            teamTitles.map(([title]) => title),
          ),
        ),
      )
      // Those the booking rules let work the coming weeks first (complete credentials valid for two
      // months, a monthly rate): a team of people who cannot be booked would leave the demo's roster short.
      .orderBy(
        desc(
          sql`${employees.credentialsComplete} and ${employees.monthlyRateCents} is not null and coalesce(${employees.credentialsValidThrough} >= ${addDays(today, 60)}::date, true)`,
        ),
        asc(employees.empId),
      );
    // Of each title, the last one taken is part time; the first registered nurse follows the rotation.
    const members = teamTitles.flatMap(([title, n]) =>
      staff
        .filter((e) => e.jobTitleId === title)
        .slice(0, n)
        .map((e, i, taken) => ({ employeeId: e.id, partTime: i === taken.length - 1 && taken.length > 1 })),
    );
    if (members.length === 0) continue;
    const sunday = addDays(today, -weekdayOf(today));
    await tx.insert(rosterTeamMembers).values(
      members.map((m, i) => ({
        employeeId: m.employeeId,
        facilityId,
        unitId: unit.id,
        contractId: m.partTime ? part!.id : full!.id,
        rotationId: i === 0 ? rotation!.id : null,
        rotationStart: i === 0 ? sunday : null,
      })),
    );

    // A few wishes over the next three weeks: days off, a shift wanted, from the nurses and from staff.
    const who = (i: number) => members[i % members.length]!.employeeId;
    await tx.insert(rosterRequests).values(
      [
        {
          facilityId,
          employeeId: who(1),
          date: addDays(sunday, 9),
          timingId: null,
          kind: 'OFF' as const,
          weight: 8,
          note: 'Family wedding',
          source: 'NURSE' as const,
        },
        {
          facilityId,
          employeeId: who(1),
          date: addDays(sunday, 10),
          timingId: null,
          kind: 'OFF' as const,
          weight: 5,
          note: null,
          source: 'NURSE' as const,
        },
        {
          facilityId,
          employeeId: who(5),
          date: addDays(sunday, 13),
          timingId: D,
          kind: 'ON' as const,
          weight: 3,
          note: null,
          source: 'NURSE' as const,
        },
        {
          facilityId,
          employeeId: who(9),
          date: addDays(sunday, 15),
          timingId: D,
          kind: 'OFF' as const,
          weight: 4,
          note: 'School run',
          source: 'STAFF' as const,
        },
        {
          facilityId,
          employeeId: who(12),
          date: addDays(sunday, 20),
          timingId: null,
          kind: 'OFF' as const,
          weight: 10,
          note: 'Medical appointment',
          source: 'STAFF' as const,
        },
      ].map((r) => ({ ...r, createdBy: r.source === 'STAFF' ? (opts.createdBy[facilityId] ?? null) : null })),
    );
  }
}
