import type { StaffingSettings, UpdateStaffingSettingsBody } from '@careroster/shared/api/staffing/release-settings';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import type { DbOrTx } from '../../db/client';
import { facilityOf, type Ctx } from '../../platform/context';
import { facilityRow, saveAreaSettings, type FacilityRow } from '../facility';

const settingsOf = (f: FacilityRow): StaffingSettings => ({
  min_rest_hours: f.minRestHours,
  release_marketplace_after_hours: f.releaseMarketplaceAfterHours,
  release_agency_after_hours: f.releaseAgencyAfterHours,
  release_agency_within_hours: f.releaseAgencyWithinHours,
});

/** GET facilities/staffing-settings. */
export async function getStaffingSettings(ctx: Ctx, tx?: DbOrTx): Promise<StaffingSettings> {
  const f = await facilityRow(tx ?? ctx.deps.db, facilityOf(ctx).id);
  if (!f) throw new AppError('NOT_FOUND');
  return settingsOf(f);
}

/**
 * PATCH facilities/staffing-settings: the rest rule applies to the next suggestion; the default
 * plan to positions released from now on (a plan keeps the hours it started with). The agency
 * hours are checked against the marketplace ones as they will be, one field changed or both.
 */
export async function updateStaffingSettings(ctx: Ctx, input: UpdateStaffingSettingsBody, tx?: DbOrTx) {
  const facilityId = facilityOf(ctx).id;
  const settings = await (tx ?? ctx.deps.db).transaction(async (t) => {
    const before = await facilityRow(t, facilityId, { lock: true });
    if (!before) throw new AppError('NOT_FOUND');
    const next = { ...settingsOf(before), ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) };
    if (next.release_agency_after_hours < next.release_marketplace_after_hours) {
      throw new AppError('VALIDATION_FAILED', productMessages.releaseAgencyBeforeMarketplace);
    }
    const after = await saveAreaSettings(t, facilityId, {
      minRestHours: next.min_rest_hours,
      releaseMarketplaceAfterHours: next.release_marketplace_after_hours,
      releaseAgencyAfterHours: next.release_agency_after_hours,
      releaseAgencyWithinHours: next.release_agency_within_hours,
    });
    await ctx.audit('staffing.settings_updated', { target: facilityId, detail: Object.keys(input).sort().join(',') }, t);
    return settingsOf(after!);
  });
  return { settings, message: productMessages.staffingSettingsSaved };
}
