import type { ShiftTemplate, saveShiftTemplateContract, stampTemplateBody } from '@careroster/shared/api/structure/shift-templates';
import { AppError } from '@careroster/shared/errors';
import { addDays, daysBetween } from '@careroster/shared/format/wall-clock';
import { productMessages } from '@careroster/shared/messages';
import { TEMPLATES_MAX } from '@careroster/shared/structure/master-schedule';
import { and, asc, desc, eq, gt, gte, lte, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { positions, shiftTemplateLines, shiftTemplates, shifts } from '../../db/schema';
import { facilityOf, userOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { sqlState } from '../../platform/sql-state';
import { createOpenings, type OpeningShift } from './openings-v2';
import { hhmm } from './shift-rows';

type SaveBody = z.output<(typeof saveShiftTemplateContract)['body']>;
type StampBody = z.output<typeof stampTemplateBody>;
type TemplateRow = typeof shiftTemplates.$inferSelect;

const nameTaken = (error: unknown) =>
  sqlState(error) === '23505' ? new AppError('VALIDATION_FAILED', productMessages.shiftTemplateNameTaken) : undefined;

/** Templates with their size: shifts (distinct weekday, unit, title and times) and openings a week. */
async function templatesOf(db: DbOrTx, facilityId: string, templateId?: string): Promise<ShiftTemplate[]> {
  const scope = (
    templates: typeof shiftTemplates | typeof shiftTemplateLines,
    id: typeof shiftTemplates.id | typeof shiftTemplateLines.templateId,
  ) => and(eq(templates.facilityId, facilityId), templateId ? eq(id, templateId) : undefined);
  const [rows, lines] = await Promise.all([
    db.select().from(shiftTemplates).where(scope(shiftTemplates, shiftTemplates.id)).orderBy(asc(shiftTemplates.name)),
    db
      .select({
        templateId: shiftTemplateLines.templateId,
        shift: sql<string>`concat_ws('|', ${shiftTemplateLines.weekday}, ${shiftTemplateLines.unitId}, ${shiftTemplateLines.title}, ${shiftTemplateLines.startTime}, ${shiftTemplateLines.endTime})`,
        count: shiftTemplateLines.count,
      })
      .from(shiftTemplateLines)
      .where(scope(shiftTemplateLines, shiftTemplateLines.templateId)),
  ]);
  return rows.map((t) => {
    const own = lines.filter((l) => l.templateId === t.id);
    return toTemplate(
      t,
      new Set(own.map((l) => l.shift)).size,
      own.reduce((n, l) => n + l.count, 0),
    );
  });
}

const toTemplate = (t: TemplateRow, shiftCount: number, openings: number): ShiftTemplate => ({
  id: t.id,
  name: t.name,
  week_start: t.weekStart,
  shifts: shiftCount,
  openings,
  created_at: t.createdAt.toISOString(),
});

async function findTemplate(db: DbOrTx, facilityId: string, templateId: string): Promise<ShiftTemplate> {
  const [template] = await templatesOf(db, facilityId, templateId);
  if (!template) throw new AppError('NOT_FOUND');
  return template;
}

/** GET facilities/shift-templates. */
export async function listShiftTemplates(ctx: Ctx) {
  return { results: await templatesOf(ctx.deps.db, facilityOf(ctx).id) };
}

/**
 * POST facilities/shift-templates: the shifts starting in the week and their open positions
 * (unit, times, job titles and counts; not the bookings, rates or agencies) under a name.
 */
export async function saveShiftTemplate(ctx: Ctx, body: SaveBody) {
  const facilityId = facilityOf(ctx).id;
  try {
    const template = await transaction(ctx, undefined, async (tx) => {
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(shiftTemplates)
        .where(eq(shiftTemplates.facilityId, facilityId));
      if (n >= TEMPLATES_MAX) throw new AppError('VALIDATION_FAILED', productMessages.shiftTemplatesTooMany(TEMPLATES_MAX));
      const rows = await tx
        .select({ shift: shifts, jobTitleId: positions.jobTitleId, count: positions.totalPositions })
        .from(positions)
        .innerJoin(shifts, eq(shifts.id, positions.shiftId))
        .where(
          and(
            eq(shifts.facilityId, facilityId),
            gte(shifts.startDate, body.week_start),
            lte(shifts.startDate, addDays(body.week_start, 6)),
            ne(positions.status, 'CANCELLED'),
            gt(positions.totalPositions, 0),
          ),
        )
        .orderBy(asc(shifts.startsAt), asc(shifts.title), desc(positions.totalPositions));
      if (rows.length === 0) throw new AppError('VALIDATION_FAILED', productMessages.shiftTemplateEmptyWeek);
      const [created] = await tx
        .insert(shiftTemplates)
        .values({ facilityId, name: body.name, weekStart: body.week_start, createdBy: userOf(ctx).id })
        .returning();
      await tx.insert(shiftTemplateLines).values(
        rows.map(({ shift, jobTitleId, count }) => ({
          facilityId,
          templateId: created!.id,
          weekday: daysBetween(body.week_start, shift.startDate),
          unitId: shift.unitId,
          floorId: shift.floorId,
          title: shift.title,
          startTime: shift.startTime,
          endTime: shift.endTime,
          mealMinutes: shift.mealMinutes,
          shiftType: shift.shiftType,
          jobTitleId,
          count,
        })),
      );
      await ctx.audit('shift_template.save', { target: created!.id, detail: body.week_start }, tx);
      return findTemplate(tx, facilityId, created!.id);
    });
    return { message: productMessages.shiftTemplateSaved(template.shifts), template };
  } catch (error) {
    throw nameTaken(error) ?? error;
  }
}

/** PATCH facilities/shift-templates/:templateId. */
export async function renameShiftTemplate(ctx: Ctx, { templateId, name }: { templateId: string; name: string }) {
  const facilityId = facilityOf(ctx).id;
  try {
    const template = await transaction(ctx, undefined, async (tx) => {
      const updated = await tx
        .update(shiftTemplates)
        .set({ name })
        .where(and(eq(shiftTemplates.id, templateId), eq(shiftTemplates.facilityId, facilityId)))
        .returning({ id: shiftTemplates.id });
      if (updated.length === 0) throw new AppError('NOT_FOUND');
      await ctx.audit('shift_template.rename', { target: templateId }, tx);
      return findTemplate(tx, facilityId, templateId);
    });
    return { message: productMessages.shiftTemplateRenamed, template };
  } catch (error) {
    throw nameTaken(error) ?? error;
  }
}

/** DELETE facilities/shift-templates/:templateId: shifts stamped from it stay. */
export async function deleteShiftTemplate(ctx: Ctx, { templateId }: { templateId: string }) {
  const facilityId = facilityOf(ctx).id;
  await transaction(ctx, undefined, async (tx) => {
    const deleted = await tx
      .delete(shiftTemplates)
      .where(and(eq(shiftTemplates.id, templateId), eq(shiftTemplates.facilityId, facilityId)))
      .returning({ id: shiftTemplates.id });
    if (deleted.length === 0) throw new AppError('NOT_FOUND');
    await ctx.audit('shift_template.delete', { target: templateId }, tx);
  });
  return { message: productMessages.shiftTemplateDeleted };
}

/** A template's lines as the shifts of its week: one per weekday, unit, title and times. */
async function templateShifts(db: DbOrTx, facilityId: string, templateId: string): Promise<OpeningShift[]> {
  await findTemplate(db, facilityId, templateId);
  const lines = await db
    .select()
    .from(shiftTemplateLines)
    .where(and(eq(shiftTemplateLines.facilityId, facilityId), eq(shiftTemplateLines.templateId, templateId)))
    .orderBy(asc(shiftTemplateLines.weekday), asc(shiftTemplateLines.startTime), asc(shiftTemplateLines.id));
  const byShift = new Map<string, OpeningShift>();
  for (const l of lines) {
    const start = hhmm(l.startTime);
    const end = hhmm(l.endTime);
    const identity = `${l.weekday}|${l.unitId ?? ''}|${start}|${end}|${l.title}`;
    let shift = byShift.get(identity);
    if (!shift) {
      shift = {
        key: `template|${templateId}|${l.unitId ?? ''}|${start}|${end}|${l.title}`,
        unitId: l.unitId,
        floorId: l.floorId,
        title: l.title,
        weekday: l.weekday,
        startTime: start,
        endTime: end,
        mealMinutes: l.mealMinutes,
        shiftType: l.shiftType,
        positions: [],
      };
      byShift.set(identity, shift);
    }
    const same = shift.positions.find((p) => p.jobTitleId === l.jobTitleId);
    if (same) same.count += l.count;
    else shift.positions.push({ jobTitleId: l.jobTitleId, count: l.count });
  }
  return [...byShift.values()];
}

async function stamp(ctx: Ctx, { templateId, week_starts }: StampBody & { templateId: string }, preview: boolean) {
  const source = await templateShifts(ctx.deps.db, facilityOf(ctx).id, templateId);
  return createOpenings(ctx, { weekStarts: week_starts, source, sourceName: `TEMPLATE:${templateId}`, preview });
}

/** POST facilities/shift-templates/:templateId/stamp/preview. */
export const previewStamp = (ctx: Ctx, input: StampBody & { templateId: string }) => stamp(ctx, input, true);

/** POST facilities/shift-templates/:templateId/stamp: the template's openings on the chosen weeks. */
export const stampTemplate = (ctx: Ctx, input: StampBody & { templateId: string }) => stamp(ctx, input, false);
