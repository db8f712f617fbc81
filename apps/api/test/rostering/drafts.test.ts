import {
  discardDraftContract,
  generateDraftContract,
  getDraftContract,
  listDraftsContract,
  publishDraftContract,
  saveDraftRosterContract,
  type DraftAnswer,
} from '@careroster/shared/api/rostering/drafts';
import { getTeamContract } from '@careroster/shared/api/rostering/team';
import { getMasterScheduleContract } from '@careroster/shared/api/structure/master-schedule';
import { addDays, weekdayOf } from '@careroster/shared/format/wall-clock';
import { productMessages } from '@careroster/shared/messages';
import { OFF } from '@careroster/shared/rostering/model';
import { scoreRoster } from '@careroster/shared/rostering/score';
import { and, eq, gte, like, lte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assignments, outbox, positions, shifts } from '../../src/db/schema';
import { fastJobTuning } from '../helpers/jobs';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/wait';
import { today } from '../shifts/fixtures';

const t = useTestApp({ config: { jobs: true }, app: { jobs: { tuning: fastJobTuning } } });
const s = useDemoSessions(t);

const sundayOf = (date: string) => addDays(date, -weekdayOf(date));
// Weeks far enough ahead that the demo has no shifts of this unit yet.
const week = () => addDays(sundayOf(today()), 8 * 7);
const unitId = async (name: string) =>
  (await t.call(getMasterScheduleContract, { headers: s.admin })).data.units.find((u) => u.name === name)!.id;

const byPair = (a: { employeeId: string; date: string }, b: { employeeId: string; date: string }) =>
  a.employeeId.localeCompare(b.employeeId) || a.date.localeCompare(b.date);
const draftOf = (id: string, headers = s.admin) => t.call(getDraftContract, { params: { draftId: id }, headers });
const ready = (id: string) =>
  waitFor('the draft', async () => {
    const d = (await draftOf(id)).data;
    return d.status === 'READY' || d.status === 'FAILED' ? d : undefined;
  });

describe('generating a roster for a unit', () => {
  let magnolia: string;
  let team: string[];
  let draft: DraftAnswer;
  let uncovered: number;

  it("refuses a unit without a team, another facility's unit, a week in the past, and bad input", async () => {
    magnolia = await unitId('Palm Unit');
    const noTeam = await t.call(generateDraftContract, {
      body: { unit_id: magnolia, start_date: week(), weeks: 2, seconds: 5 },
      headers: s.admin,
    });
    expect(noTeam.statusCode).toBe(422);
    expect(noTeam.json().error.message).toContain(productMessages.rosterDraftNoTeam);
    // The demo's team of Magnolia Unit (seed/demo-roster.ts): its internal RNs, LPNs and CNAs.
    magnolia = await unitId('Magnolia Unit');
    team = (await t.call(getTeamContract, { params: { unitId: magnolia }, headers: s.admin })).data.members.map((m) => m.employee_id);

    const foreign = await t.call(generateDraftContract, {
      body: { unit_id: magnolia, start_date: week(), weeks: 2 },
      headers: s.ownerAtMaple,
    });
    expect(foreign.statusCode).toBe(404);
    const past = await t.call(generateDraftContract, {
      body: { unit_id: magnolia, start_date: addDays(sundayOf(today()), -14), weeks: 2 },
      headers: s.admin,
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().error.message).toContain(productMessages.generatePastWeek);
    const monday = await t.call(generateDraftContract, {
      body: { unit_id: magnolia, start_date: addDays(week(), 1), weeks: 2 },
      headers: s.admin,
    });
    expect(monday.statusCode).toBe(422);
    const tooLong = await t.call(generateDraftContract, { body: { unit_id: magnolia, start_date: week(), weeks: 7 }, headers: s.admin });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().error.message).toContain(productMessages.rosterDraftWeeks(6));
  });

  it('queues the engine, which covers the master schedule with the right job titles off the event loop', async () => {
    const queued = await t.call(generateDraftContract, {
      body: { unit_id: magnolia, start_date: week(), weeks: 2, seconds: 5 },
      headers: s.admin,
    });
    expect(queued.statusCode).toBe(200);
    expect(queued.data).toMatchObject({ status: 'QUEUED', unit_name: 'Magnolia Unit', weeks: 2, roster: null });
    draft = await ready(queued.data.id);
    expect(draft.status).toBe('READY');
    const problem = draft.problem!;
    expect(problem.days).toBe(14);
    expect(problem.nurses.map((n) => n.id).sort()).toEqual([...team].sort());
    // A care unit's standard staffing (seed/demo-master-schedule.ts): 10 positions a weekday, 9 on weekends.
    expect(problem.cover.map((day) => day.reduce((a, b) => a + b, 0))).toEqual(
      Array.from({ length: 14 }, (_, d) => (d % 7 === 0 || d % 7 === 6 ? 9 : 10)),
    );
    const score = scoreRoster(problem, draft.roster!);
    expect(draft.score).toEqual(score);
    expect(score.byRule.missingSkill.hard).toBe(0);
    expect(score.byRule.unavailable.hard).toBe(0);
    // Every nurse only ever holds her own job title's shifts.
    draft.roster!.forEach((row, n) =>
      row.forEach((st) => {
        if (st !== OFF) expect(draft.shift_types[st]!.job_title_id).toBe(problem.nurses[n]!.skills[0]);
      }),
    );
    expect(draft.nurses).toHaveLength(team.length);
    expect(draft.shift_types.map((x) => x.code)).toContain('N');
    expect((await t.call(listDraftsContract, { query: { unit_id: magnolia }, headers: s.admin })).data.results[0]).toMatchObject({
      id: draft.id,
      status: 'READY',
      hard: score.hard,
      soft: score.soft,
    });
  });

  it("saves the scheduler's edits, re-scored, and refuses a stale version, a wrong shape, and another facility", async () => {
    const roster = draft.roster!.map((row) => [...row]);
    // Two nurses of one title on one day, one working and one free and able to: swap them.
    const problem = draft.problem!;
    const away = new Set(problem.unavailable!.map((u) => `${u.nurse}|${u.day}`));
    const title = (n: number) => problem.nurses[n]!.skills[0];
    const [a, b, day] = roster
      .flatMap((row, x) =>
        row.flatMap((st, d) =>
          st === OFF
            ? []
            : roster.flatMap((other, y) =>
                other[d] === OFF && title(x) === title(y) && !away.has(`${y}|${d}`) ? [[x, y, d] as const] : [],
              ),
        ),
      )
      .at(0)!;
    [roster[a]![day], roster[b]![day]] = [roster[b]![day]!, roster[a]![day]!];
    const saved = await t.call(saveDraftRosterContract, {
      params: { draftId: draft.id },
      body: { version: draft.version, roster },
      headers: s.admin,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.data).toEqual({ version: draft.version + 1, score: scoreRoster(problem, roster) });

    const stale = await t.call(saveDraftRosterContract, {
      params: { draftId: draft.id },
      body: { version: draft.version, roster },
      headers: s.admin,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toContain(productMessages.rosterDraftStale);
    const bad = await t.call(saveDraftRosterContract, {
      params: { draftId: draft.id },
      body: { version: saved.data.version, roster: roster.map((row) => row.slice(1)) },
      headers: s.admin,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.message).toContain(productMessages.rosterDraftBadRoster);
    expect((await draftOf(draft.id, s.ownerAtMaple)).statusCode).toBe(404);
    const theirs = await t.call(saveDraftRosterContract, {
      params: { draftId: draft.id },
      body: { version: saved.data.version, roster },
      headers: s.ownerAtMaple,
    });
    expect(theirs.statusCode).toBe(404);
    draft = (await draftOf(draft.id)).data;
    expect(draft.roster).toEqual(roster);
  });

  it("publishes: the weeks' openings created, each nurse booked on her shifts and told, once", async () => {
    const published = await t.call(publishDraftContract, {
      params: { draftId: draft.id },
      body: { version: draft.version },
      headers: s.admin,
    });
    expect(published.statusCode).toBe(200);
    uncovered = published.data.published!.uncovered;
    const result = published.data.published!;
    const pairs = draft.roster!.flat().filter((x) => x !== OFF).length;
    // The engine knew who the booking rules refuse (credentials, leave, other bookings): all are booked.
    expect(result).toMatchObject({ booked: pairs, refused: [] });
    expect(result.booked).toBeGreaterThan(0);
    expect(published.data).toMatchObject({
      status: 'PUBLISHED',
      message: productMessages.rosterDraftPublished(result.booked, result.refused.length, result.uncovered),
    });

    const booked = await t.deps.db
      .select({ employeeId: assignments.employeeId, date: shifts.startDate })
      .from(assignments)
      .innerJoin(positions, eq(positions.id, assignments.positionId))
      .innerJoin(shifts, eq(shifts.id, positions.shiftId))
      .where(and(eq(shifts.unitId, magnolia), gte(shifts.startDate, week()), lte(shifts.startDate, addDays(week(), 13))));
    expect(booked).toHaveLength(result.booked);
    const wanted = draft.roster!.flatMap((row, n) =>
      row.flatMap((x, d) => (x === OFF ? [] : [{ employeeId: draft.problem!.nurses[n]!.id, date: addDays(week(), d) }])),
    );
    const refused = new Set(result.refused.map((r) => `${r.employee_id}|${r.date}`));
    expect(booked.sort(byPair)).toEqual(wanted.filter((w) => !refused.has(`${w.employeeId}|${w.date}`)).sort(byPair));
    const texts = await t.deps.db.select({ text: outbox.text }).from(outbox).where(like(outbox.subject, 'Your schedule at %'));
    expect(texts.length).toBeGreaterThan(0);

    const again = await t.call(publishDraftContract, { params: { draftId: draft.id }, body: { version: draft.version }, headers: s.admin });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain(productMessages.rosterDraftNotReady);
    const discard = await t.call(discardDraftContract, { params: { draftId: draft.id }, headers: s.admin });
    expect(discard.statusCode).toBe(409);
  });

  it('counts the published weeks as booked next time: a new draft of the same weeks needs only what is open', async () => {
    const queued = await t.call(generateDraftContract, {
      body: { unit_id: magnolia, start_date: week(), weeks: 2, seconds: 5 },
      headers: s.admin,
    });
    const second = await ready(queued.data.id);
    const need = second.problem!.cover.flat().reduce((a, b) => a + b, 0);
    expect(need).toBe(uncovered);
    // Generating again discards the open draft.
    const third = await t.call(generateDraftContract, {
      body: { unit_id: magnolia, start_date: week(), weeks: 2, seconds: 5 },
      headers: s.admin,
    });
    expect((await draftOf(second.id)).data.status).toBe('DISCARDED');
    await ready(third.data.id);
    const discarded = await t.call(discardDraftContract, { params: { draftId: third.data.id }, headers: s.admin });
    expect(discarded.data.message).toBe(productMessages.rosterDraftDiscarded);
    expect(
      (await t.call(listDraftsContract, { query: { unit_id: magnolia }, headers: s.admin })).data.results.map((d) => d.id),
    ).not.toContain(third.data.id);
  });
});
