import { productMessages } from '@careroster/shared/messages';
import { getStaffingSettingsContract, updateStaffingSettingsContract } from '@careroster/shared/api/staffing/release-settings';
import { describe, expect, it } from 'vitest';
import { type BodyOf, refused } from '../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const sessions = useDemoSessions(t);

const get = (headers: Record<string, string>) => t.call(getStaffingSettingsContract, { headers });
const patch = (headers: Record<string, string>, body: BodyOf<typeof updateStaffingSettingsContract>) =>
  t.call(updateStaffingSettingsContract, { body, headers });

describe('facilities/staffing-settings', () => {
  it('reads the defaults, saves changes, and the next plan starts with them', async () => {
    expect((await get(sessions.admin)).data).toEqual({
      min_rest_hours: 8,
      release_marketplace_after_hours: 4,
      release_agency_after_hours: 12,
      release_agency_within_hours: 24,
    });
    const saved = await patch(sessions.admin, { min_rest_hours: 10, release_marketplace_after_hours: 2 });
    expect(saved.statusCode).toBe(200);
    expect(saved.data).toEqual({
      settings: { min_rest_hours: 10, release_marketplace_after_hours: 2, release_agency_after_hours: 12, release_agency_within_hours: 24 },
      message: productMessages.staffingSettingsSaved,
    });
    // Maple's own settings are untouched.
    expect((await get(sessions.ownerAtMaple)).data.min_rest_hours).toBe(8);
  });

  it('refuses hours out of range, and agencies before the marketplace once merged with the saved values', async () => {
    expect(refused(await patch(sessions.admin, { min_rest_hours: 25 }), 422)).toEqual([productMessages.minRestHoursInvalid(0, 24)]);
    expect((await patch(sessions.admin, { release_agency_within_hours: 1.5 })).statusCode).toBe(422);
    const backwards = await patch(sessions.admin, { release_marketplace_after_hours: 20, release_agency_after_hours: 10 });
    expect(backwards.json().error.message).toContain(productMessages.releaseAgencyBeforeMarketplace);
    // Only the marketplace hours sent: checked against the saved agency hours (12).
    expect(refused(await patch(sessions.admin, { release_marketplace_after_hours: 13 }), 422)).toEqual([
      productMessages.releaseAgencyBeforeMarketplace,
    ]);
  });

  it('is for those who may change the facility: a manager reads, and may not save', async () => {
    expect((await get(sessions.manager)).statusCode).toBe(200);
    expect((await patch(sessions.manager, { min_rest_hours: 6 })).statusCode).toBe(403);
  });
});
