import type { Address } from '@careroster/shared/api/facility/get-address';
import type { UpdateProfileBody } from '@careroster/shared/api/facility/update-profile';
import { AppError } from '@careroster/shared/errors';
import type { PayrollSetting } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { facilities } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import type { FacilityRow } from './shared-reads';

const addressOf = (f: FacilityRow): Address => ({
  facility_id: f.id,
  name: f.name,
  address_line1: f.addressLine1,
  address_line2: f.addressLine2,
  city: f.city,
  state: f.state,
  zip: f.zip,
  country: f.country,
  timezone: f.timezone,
  latitude: f.latitude,
  longitude: f.longitude,
  geofence_radius_metres: f.geofenceRadiusMetres,
  payroll_setting: f.payrollSetting as PayrollSetting,
});

export async function getAddress(ctx: Ctx, tx?: DbOrTx) {
  const [f] = await (tx ?? ctx.deps.db)
    .select()
    .from(facilities)
    .where(eq(facilities.id, facilityOf(ctx).id))
    .limit(1);
  if (!f) throw new AppError('NOT_FOUND');
  return addressOf(f);
}

/**
 * Saves the profile form. The audit row names the fields that changed, never their values: an
 * address is not secret, but the log is for who did what, and the row stays small.
 */
export async function updateProfile(ctx: Ctx, input: UpdateProfileBody, tx?: DbOrTx) {
  const facilityId = facilityOf(ctx).id;
  const address = await transaction(ctx, tx, async (t, after) => {
    const [before] = await t.select().from(facilities).where(eq(facilities.id, facilityId)).for('update');
    if (!before) throw new AppError('NOT_FOUND');
    const [saved] = await t
      .update(facilities)
      .set({
        name: input.name,
        addressLine1: input.address_line1,
        addressLine2: input.address_line2 || null,
        city: input.city,
        state: input.state,
        zip: input.zip,
        timezone: input.timezone,
        latitude: input.latitude,
        longitude: input.longitude,
        geofenceRadiusMetres: input.geofence_radius_metres,
      })
      .where(eq(facilities.id, facilityId))
      .returning();
    const was = addressOf(before);
    const now = addressOf(saved!);
    const changed = (Object.keys(now) as (keyof Address)[]).filter((k) => was[k] !== now[k]);
    if (changed.length > 0) await ctx.audit('facility.profile_updated', { target: facilityId, detail: changed.join(',') }, t);
    // Cached callers carry the facility's name and zone with their membership (decision 057).
    if (before.name !== saved!.name || before.timezone !== saved!.timezone) after.forgetCaller({ facilityId });
    return now;
  });
  return { address, message: productMessages.profileSaved };
}
