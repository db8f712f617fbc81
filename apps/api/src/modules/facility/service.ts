import { AppError } from '@careroster/shared/errors';
import { eq } from 'drizzle-orm';
import { facilities } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';

export async function getAddress(ctx: Ctx) {
  const [f] = await ctx.deps.db.select().from(facilities).where(eq(facilities.id, facilityOf(ctx).id)).limit(1);
  if (!f) throw new AppError('NOT_FOUND');
  return {
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
  };
}
