import {
  generateDraftContract,
  getDraftContract,
  publishDraftContract,
  saveDraftRosterContract,
} from '@careroster/shared/api/rostering/drafts';
import { getMasterScheduleContract } from '@careroster/shared/api/structure/master-schedule';
import { addDays, weekdayOf } from '@careroster/shared/format/wall-clock';
import { productMessages } from '@careroster/shared/messages';
import { OFF } from '@careroster/shared/rostering/model';
import { and, eq, gte, lte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assignments, positions, shifts } from '../../src/db/schema';
import { fastJobTuning } from '../helpers/jobs';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/wait';
import { today } from '../shifts/fixtures';

describe.runIf(process.env.TEST_DB === 'postgres')('two schedulers on one roster draft, on PostgreSQL', () => {
  const t = useTestApp({ config: { jobs: true }, app: { jobs: { tuning: fastJobTuning } } });
  const s = useDemoSessions(t);

  it('lets one of two edits and one of two publishes of the same version through, and books the roster once', async () => {
    const unit = (await t.call(getMasterScheduleContract, { headers: s.admin })).data.units.find((u) => u.name === 'Magnolia Unit')!.id;
    const week = addDays(addDays(today(), -weekdayOf(today())), 11 * 7);
    const queued = await t.call(generateDraftContract, {
      body: { unit_id: unit, start_date: week, weeks: 1, seconds: 5 },
      headers: s.admin,
    });
    const draft = await waitFor('the draft', async () => {
      const d = (await t.call(getDraftContract, { params: { draftId: queued.data.id }, headers: s.admin })).data;
      return d.status === 'READY' ? d : undefined;
    });

    const save = () =>
      t.call(saveDraftRosterContract, {
        params: { draftId: draft.id },
        body: { version: draft.version, roster: draft.roster! },
        headers: s.admin,
      });
    const saves = await Promise.all([save(), save()]);
    expect(saves.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(saves.find((r) => r.statusCode === 409)!.json().error.message).toContain(productMessages.rosterDraftStale);

    const version = draft.version + 1;
    const publish = () => t.call(publishDraftContract, { params: { draftId: draft.id }, body: { version }, headers: s.admin });
    const publishes = await Promise.all([publish(), publish()]);
    expect(publishes.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const booked = await t.deps.db
      .select({ id: assignments.id })
      .from(assignments)
      .innerJoin(positions, eq(positions.id, assignments.positionId))
      .innerJoin(shifts, eq(shifts.id, positions.shiftId))
      .where(and(eq(shifts.unitId, unit), gte(shifts.startDate, week), lte(shifts.startDate, addDays(week, 6))));
    expect(booked).toHaveLength(draft.roster!.flat().filter((x) => x !== OFF).length);
  });
});
