import {
  getMasterScheduleContract,
  saveMasterScheduleContract,
  type SaveMasterScheduleBody,
} from '@careroster/shared/api/structure/master-schedule';
import { listMasterTimingsContract } from '@careroster/shared/api/structure/master-timings';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { describe, expect, it } from 'vitest';
import { useDemoSessions, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const s = useDemoSessions(t);

const schedule = (headers = s.admin) => t.call(getMasterScheduleContract, { headers });
const save = (unitId: string, body: SaveMasterScheduleBody, headers = s.admin) =>
  t.call(saveMasterScheduleContract, { params: { unitId }, body, headers });
const timingsOf = async (headers = s.admin) => (await t.call(listMasterTimingsContract, { headers })).data.results;

describe('master schedule', () => {
  it("answers the facility's units and the demo's standard staffing by timing, job title and weekday", async () => {
    const { units, lines } = (await schedule()).data;
    expect(units.map((u) => u.name)).toEqual(expect.arrayContaining(['Palm Unit', 'Palm A', 'Magnolia Unit']));
    expect(units.find((u) => u.name === 'Palm A')!.parent).toBe('Palm Unit');
    const palm = units.find((u) => u.name === 'Palm Unit')!;
    const morning = (await timingsOf()).find((x) => x.preset === 'morning')!;
    expect(lines.find((l) => l.unit_id === palm.id && l.timing_id === morning.id && l.job_title_id === JOB_TITLE_IDS.CNA)!.counts).toEqual([
      2, 3, 3, 3, 3, 3, 2,
    ]);
    // The gym has no standard staffing.
    const gym = units.find((u) => u.name === 'Rehab Gym')!;
    expect(lines.filter((l) => l.unit_id === gym.id)).toEqual([]);
  });

  it("replaces a unit's lines whole, drops rows of zeros, and leaves other units alone", async () => {
    const { units, lines: before } = (await schedule()).data;
    const gym = units.find((u) => u.name === 'Rehab Gym')!;
    const [day, evening] = (await timingsOf()).filter((x) => x.preset === 'morning' || x.preset === 'evening');
    const first = await save(gym.id, {
      lines: [
        { timing_id: day!.id, job_title_id: JOB_TITLE_IDS.PT, counts: [0, 2, 2, 2, 2, 2, 0] },
        { timing_id: evening!.id, job_title_id: JOB_TITLE_IDS.PTA, counts: [0, 0, 0, 0, 0, 0, 0] },
      ],
    });
    expect(first.statusCode).toBe(200);
    expect(first.data).toEqual({
      message: productMessages.masterScheduleSaved,
      lines: [{ timing_id: day!.id, job_title_id: JOB_TITLE_IDS.PT, counts: [0, 2, 2, 2, 2, 2, 0] }],
    });
    await save(gym.id, { lines: [{ timing_id: evening!.id, job_title_id: JOB_TITLE_IDS.OT, counts: [1, 0, 0, 0, 0, 0, 1] }] });
    const after = (await schedule()).data.lines;
    expect(after.filter((l) => l.unit_id === gym.id)).toEqual([
      { unit_id: gym.id, timing_id: evening!.id, job_title_id: JOB_TITLE_IDS.OT, counts: [1, 0, 0, 0, 0, 0, 1] },
    ]);
    expect(after.filter((l) => l.unit_id !== gym.id)).toEqual(before.filter((l) => l.unit_id !== gym.id));
  });

  it('refuses counts out of range, a row twice, an unknown job title or timing', async () => {
    const { units } = (await schedule()).data;
    const gym = units.find((u) => u.name === 'Rehab Gym')!;
    const day = (await timingsOf()).find((x) => x.preset === 'morning')!;
    const refused = async (body: SaveMasterScheduleBody, message?: string) => {
      const res = await save(gym.id, body);
      expect(res.statusCode).toBe(422);
      if (message) expect(res.json().error.message).toContain(message);
    };
    await refused(
      { lines: [{ timing_id: day.id, job_title_id: JOB_TITLE_IDS.PT, counts: [0, 51, 0, 0, 0, 0, 0] }] },
      productMessages.masterScheduleCountRange(50),
    );
    await refused({ lines: [{ timing_id: day.id, job_title_id: JOB_TITLE_IDS.PT, counts: [0, -1, 0, 0, 0, 0, 0] }] });
    await refused({ lines: [{ timing_id: day.id, job_title_id: JOB_TITLE_IDS.PT, counts: [0, 1.5, 0, 0, 0, 0, 0] }] });
    await refused({ lines: [{ timing_id: day.id, job_title_id: JOB_TITLE_IDS.PT, counts: [0, 1, 0, 0, 0, 0] } as never] });
    const row = {
      timing_id: day.id,
      job_title_id: JOB_TITLE_IDS.PT,
      counts: [0, 1, 0, 0, 0, 0, 0] as [number, number, number, number, number, number, number],
    };
    await refused({ lines: [row, row] }, productMessages.masterScheduleDuplicateRow);
    await refused({ lines: [{ ...row, job_title_id: '00000000-0000-4000-8000-000000000000' }] }, productMessages.required('Job title'));
    await refused({ lines: [{ ...row, timing_id: '00000000-0000-4000-8000-000000000000' }] }, productMessages.masterScheduleUnknownTiming);
  });

  it("keeps tenancy: another facility's unit is not found and its timings are refused; a manager cannot save", async () => {
    const sunrise = (await schedule()).data;
    const maple = (await schedule(s.ownerAtMaple)).data;
    expect(maple.units.map((u) => u.id)).not.toContain(sunrise.units[0]!.id);
    expect(maple.lines.map((l) => l.unit_id)).not.toContain(sunrise.units[0]!.id);
    const mapleTiming = (await timingsOf(s.ownerAtMaple))[0]!;
    const sunriseTiming = (await timingsOf())[0]!;
    const line = (timingId: string) => ({
      lines: [
        {
          timing_id: timingId,
          job_title_id: JOB_TITLE_IDS.RN,
          counts: [1, 1, 1, 1, 1, 1, 1] as [number, number, number, number, number, number, number],
        },
      ],
    });
    expect((await save(sunrise.units[0]!.id, line(mapleTiming.id), s.ownerAtMaple)).statusCode).toBe(404);
    expect((await save(maple.units[0]!.id, line(sunriseTiming.id), s.ownerAtMaple)).statusCode).toBe(422);
    expect((await save(maple.units[0]!.id, line(mapleTiming.id), s.manager)).statusCode).toBe(403);
    expect((await schedule(s.manager)).statusCode).toBe(200);
  });
});
