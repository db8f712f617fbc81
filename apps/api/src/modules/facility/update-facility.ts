import type { UpdateFacilityAnswer, UpdateFacilityFields } from '@careroster/shared/api/facility/update-facility';
import { AppError } from '@careroster/shared/errors';
import type { PayrollSetting } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { facilities } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { entityLegalNameOf, saveEntityLegalName } from '../legal';

/**
 * `PATCH update-facility`: the payroll setting (facility:update) and the entity legal name
 * (legal:documents, which the route requires). Both in one transaction with their audit rows;
 * the timesheet's pay periods follow the new setting from the next read.
 */
export async function updateFacility(ctx: Ctx, input: UpdateFacilityFields, tx?: DbOrTx): Promise<UpdateFacilityAnswer> {
  const facilityId = facilityOf(ctx).id;
  if (input.payroll_setting !== undefined && !ctx.can('facility:update')) throw new AppError('FORBIDDEN', productMessages.notAllowed);
  return transaction(ctx, tx, async (t, after) => {
    const [facility] = await t
      .select({ payroll: facilities.payrollSetting })
      .from(facilities)
      .where(eq(facilities.id, facilityId))
      .for('update');
    if (!facility) throw new AppError('NOT_FOUND');
    let payroll = facility.payroll as PayrollSetting;
    if (input.payroll_setting !== undefined && input.payroll_setting !== payroll) {
      await t.update(facilities).set({ payrollSetting: input.payroll_setting }).where(eq(facilities.id, facilityId));
      await ctx.audit('facility.payroll_setting_changed', { target: facilityId, detail: `${payroll} -> ${input.payroll_setting}` }, t);
      payroll = input.payroll_setting;
      // Open timesheets re-read their pay periods.
      after.publish({ type: 'timecards.changed' });
    }
    let legalName: string | null;
    if (input.entity_legal_name !== undefined) {
      const set = { entityLegalName: input.entity_legal_name, updatedAt: ctx.deps.clock.now(), updatedBy: ctx.user?.id ?? null };
      await saveEntityLegalName(t, facilityId, set);
      await ctx.audit('legal.entity_name_changed', { target: facilityId }, t);
      legalName = input.entity_legal_name;
    } else {
      legalName = await entityLegalNameOf(t, facilityId);
    }
    return { payroll_setting: payroll, entity_legal_name: legalName };
  });
}
