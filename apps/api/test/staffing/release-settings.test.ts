import { productMessages } from '@careroster/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, demoSessions, type TestApp } from '../helpers/test-app';

let t: TestApp;
let sessions: Awaited<ReturnType<typeof demoSessions>>;
beforeAll(async () => {
  t = await createTestApp();
  sessions = await demoSessions(t);
});
afterAll(() => t.close());

const get = (h: Record<string, string>) => t.app.inject({ method: 'GET', url: api('/facilities/staffing-settings'), headers: h });
const patch = (h: Record<string, string>, payload: object) => t.app.inject({ method: 'PATCH', url: api('/facilities/staffing-settings'), headers: h, payload });

describe('facilities/staffing-settings', () => {
  it('reads the defaults, saves changes, and the next plan starts with them', async () => {
    expect((await get(sessions.admin)).json().data).toEqual({
      min_rest_hours: 8,
      release_marketplace_after_hours: 4,
      release_agency_after_hours: 12,
      release_agency_within_hours: 24,
    });
    const saved = await patch(sessions.admin, { min_rest_hours: 10, release_marketplace_after_hours: 2 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({
      settings: { min_rest_hours: 10, release_marketplace_after_hours: 2, release_agency_after_hours: 12, release_agency_within_hours: 24 },
      message: productMessages.staffingSettingsSaved,
    });
    // Maple's own settings are untouched.
    expect((await get(sessions.ownerAtMaple)).json().data.min_rest_hours).toBe(8);
  });

  it('refuses hours out of range, and agencies before the marketplace once merged with the saved values', async () => {
    const rest = await patch(sessions.admin, { min_rest_hours: 25 });
    expect(rest.statusCode).toBe(422);
    expect(rest.json().error.message).toEqual([productMessages.minRestHoursInvalid(0, 24)]);
    const fraction = await patch(sessions.admin, { release_agency_within_hours: 1.5 });
    expect(fraction.statusCode).toBe(422);
    const backwards = await patch(sessions.admin, { release_marketplace_after_hours: 20, release_agency_after_hours: 10 });
    expect(backwards.json().error.message).toContain(productMessages.releaseAgencyBeforeMarketplace);
    // Only the marketplace hours sent: checked against the saved agency hours (12).
    const merged = await patch(sessions.admin, { release_marketplace_after_hours: 13 });
    expect(merged.statusCode).toBe(422);
    expect(merged.json().error.message).toEqual([productMessages.releaseAgencyBeforeMarketplace]);
  });

  it('is for those who may change the facility: a manager reads, and may not save', async () => {
    expect((await get(sessions.manager)).statusCode).toBe(200);
    expect((await patch(sessions.manager, { min_rest_hours: 6 })).statusCode).toBe(403);
  });
});
