import { getMasterScheduleContract, saveMasterScheduleContract } from '@careroster/shared/api/structure/master-schedule';
import {
  createMasterTimingContract,
  deleteMasterTimingContract,
  listMasterTimingsContract,
  updateMasterTimingContract,
  type MasterTimingBody,
} from '@careroster/shared/api/structure/master-timings';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { messages, productMessages } from '@careroster/shared/messages';
import { describe, expect, it } from 'vitest';
import { useDemoSessions, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const s = useDemoSessions(t);

const timing = (over: Partial<MasterTimingBody> = {}): MasterTimingBody => ({
  name: 'Long day',
  code: 'd12',
  start_time: '7:00',
  end_time: '19:00',
  meal_minutes: 45,
  colour: 'teal',
  ...over,
});
const create = (body: MasterTimingBody, headers = s.admin) => t.call(createMasterTimingContract, { body, headers });
const list = (headers = s.admin) => t.call(listMasterTimingsContract, { headers });
const refused = async (body: MasterTimingBody, message: string) => {
  const res = await create(body);
  expect(res.statusCode).toBe(422);
  expect(res.json().error.message).toContain(message);
};

describe('master timing', () => {
  it("lists the spec's presets and the demo's custom timing, then adds a custom one", async () => {
    const before = (await list()).data.results;
    expect(before.filter((r) => r.preset).map((r) => [r.preset, r.code, r.start_time, r.end_time, r.ends_next_day])).toEqual([
      ['morning', 'D', '07:00', '15:00', false],
      ['evening', 'E', '15:00', '23:00', false],
      ['night', 'N', '23:00', '07:00', true],
    ]);
    expect(before.find((r) => r.name === 'Short day 7-3')).toMatchObject({ code: 'SD', preset: null, minutes: 480 });

    const res = await create(timing());
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ code: 'D12', start_time: '07:00', end_time: '19:00', minutes: 720, preset: null, in_use: false });
    const night = await create(timing({ name: 'Long night', code: 'N12', start_time: '19:00', end_time: '07:00' }));
    expect(night.data).toMatchObject({ ends_next_day: true, minutes: 720 });
    expect((await list()).data.results.map((r) => r.code)).toEqual(expect.arrayContaining(['D12', 'N12']));
  });

  it('refuses times off the quarter hour, longer than 16 hours, a meal as long as the shift, a taken code', async () => {
    await refused(timing({ code: 'Q1', start_time: '07:10' }), productMessages.masterTimingQuarterHour);
    await refused(timing({ code: 'Q2', start_time: '25:00' }), messages.time24h);
    await refused(timing({ code: 'Q3', start_time: '06:00', end_time: '23:00' }), productMessages.masterTimingTooLong(16));
    await refused(timing({ code: 'Q4', start_time: '07:00', end_time: '07:00' }), productMessages.masterTimingTooLong(16));
    await refused(timing({ code: 'Q5', start_time: '07:00', end_time: '08:00', meal_minutes: 60 }), messages.mealTimeTooLong);
    await refused(timing({ code: 'A-1' }), productMessages.masterTimingCodeShape);
    // Codes are unique whatever their case.
    await refused(timing({ code: 'sd' }), productMessages.masterTimingCodeTaken('SD'));
    expect((await create({ ...timing({ code: 'Q6' }), colour: 'chartreuse' } as unknown as MasterTimingBody)).statusCode).toBe(422);
  });

  it('edits a timing; a preset keeps its times and cannot be deleted; a timing in use cannot be deleted', async () => {
    const all = (await list()).data.results;
    const morning = all.find((r) => r.preset === 'morning')!;
    const renamed = await t.call(updateMasterTimingContract, {
      params: { timingId: morning.id },
      body: timing({ name: 'Day', code: 'D', start_time: '07:00', end_time: '15:00', meal_minutes: 30, colour: 'yellow' }),
      headers: s.admin,
    });
    expect(renamed.data).toMatchObject({ name: 'Day', preset: 'morning', in_use: true });
    const moved = await t.call(updateMasterTimingContract, {
      params: { timingId: morning.id },
      body: timing({ name: 'Day', code: 'D', start_time: '06:00', end_time: '14:00' }),
      headers: s.admin,
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().error.message).toContain(productMessages.masterTimingPresetTimes);
    const del = (timingId: string) => t.call(deleteMasterTimingContract, { params: { timingId }, headers: s.admin });
    expect((await del(morning.id)).statusCode).toBe(409);

    const custom = (await create(timing({ name: 'Twilight', code: 'TW', start_time: '17:00', end_time: '23:00', meal_minutes: 0 }))).data;
    const sunriseUnit = (await t.call(getMasterScheduleContract, { headers: s.admin })).data.units[0]!;
    const lines = (await t.call(getMasterScheduleContract, { headers: s.admin })).data.lines.filter((l) => l.unit_id === sunriseUnit.id);
    const save = (extra: typeof lines) =>
      t.call(saveMasterScheduleContract, {
        params: { unitId: sunriseUnit.id },
        body: { lines: [...lines.map(({ unit_id: _u, ...l }) => l), ...extra] },
        headers: s.admin,
      });
    expect(
      (await save([{ unit_id: sunriseUnit.id, timing_id: custom.id, job_title_id: JOB_TITLE_IDS.RN, counts: [0, 1, 1, 1, 1, 1, 0] }]))
        .statusCode,
    ).toBe(200);
    const inUse = await del(custom.id);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.message).toEqual([productMessages.masterTimingInUse]);
    expect((await save([])).statusCode).toBe(200);
    expect((await del(custom.id)).data.message).toBe(productMessages.masterTimingDeleted);
    expect((await list()).data.results.map((r) => r.id)).not.toContain(custom.id);
  });

  it("lets a manager read but not set up timings, and keeps each facility's timings its own", async () => {
    expect((await list(s.manager)).statusCode).toBe(200);
    expect((await create(timing({ code: 'M1' }), s.manager)).statusCode).toBe(403);
    const sunrise = (await list()).data.results.find((r) => r.preset === null)!;
    const maple = (await list(s.ownerAtMaple)).data.results;
    expect(maple.map((r) => r.id)).not.toContain(sunrise.id);
    // The same code is free at another facility.
    expect((await create(timing({ code: 'SOLO' }), s.ownerAtMaple)).statusCode).toBe(200);
    expect((await create(timing({ code: 'SOLO' }))).statusCode).toBe(200);
    const foreign = await t.call(updateMasterTimingContract, {
      params: { timingId: sunrise.id },
      body: timing({ code: 'X1' }),
      headers: s.ownerAtMaple,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await t.call(deleteMasterTimingContract, { params: { timingId: sunrise.id }, headers: s.ownerAtMaple })).statusCode).toBe(404);
  });
});
