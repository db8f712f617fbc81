import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, smallint, text, time, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';
import { users } from './core';
import { facilityIdColumn } from './facility-columns';
import { shiftTypeEnum, shifts } from './scheduling';
import { floors, jobTitles, units } from './workforce';

/**
 * The facility's named shift timings (issue 28, decision 069): the spec's presets (`preset` set,
 * one row each, their times fixed) and custom ones. A code is unique per facility whatever its case.
 */
export const masterTimings = pgTable(
  'master_timings',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    mealMinutes: smallint('meal_minutes').notNull().default(0),
    /** A key of the palette (`packages/shared/src/structure/colours.ts`), never a free hex. */
    colour: text('colour').notNull(),
    preset: shiftTypeEnum('preset'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('master_timings_facility_code_key').on(t.facilityId, sql`upper(${t.code})`),
    uniqueIndex('master_timings_facility_preset_key').on(t.facilityId, t.preset),
    check('master_timings_meal_range', sql`${t.mealMinutes} >= 0`),
  ],
);

/**
 * The master schedule: positions of a job title a unit needs on a timing and weekday (0 = Sunday).
 * Only counts above zero are stored; a unit's lines are replaced together.
 */
export const masterScheduleLines = pgTable(
  'master_schedule_lines',
  {
    facilityId: facilityIdColumn(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    timingId: uuid('timing_id')
      .notNull()
      .references(() => masterTimings.id, { onDelete: 'restrict' }),
    jobTitleId: uuid('job_title_id')
      .notNull()
      .references(() => jobTitles.id),
    weekday: smallint('weekday').notNull(),
    count: smallint('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.unitId, t.timingId, t.jobTitleId, t.weekday] }),
    index('master_schedule_lines_facility_idx').on(t.facilityId),
    index('master_schedule_lines_timing_idx').on(t.timingId),
    check('master_schedule_lines_weekday', sql`${t.weekday} between 0 and 6`),
    check('master_schedule_lines_count', sql`${t.count} between 1 and 50`),
  ],
);

/**
 * What generating and stamping created (decision 069): one row per shift made, keyed by the unit,
 * the date and the times, so the same week generated again creates nothing twice. The key stays
 * when the shift is deleted: a deleted opening is not brought back by the next run.
 */
export const openingGenerations = pgTable(
  'opening_generations',
  {
    facilityId: facilityIdColumn(),
    key: text('key').notNull(),
    shiftId: uuid('shift_id').references(() => shifts.id, { onDelete: 'set null' }),
    /** MASTER, or TEMPLATE:<template id>. */
    source: text('source').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.facilityId, t.key] }), index('opening_generations_shift_idx').on(t.shiftId)],
);

/** A builder template: a week of shifts and positions saved under a name. */
export const shiftTemplates = pgTable(
  'shift_templates',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    name: text('name').notNull(),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('shift_templates_facility_name_key').on(t.facilityId, sql`lower(${t.name})`)],
);

/** One position of a template's week: its shift's weekday, unit and times, the job title and count. */
export const shiftTemplateLines = pgTable(
  'shift_template_lines',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => shiftTemplates.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'cascade' }),
    floorId: uuid('floor_id').references(() => floors.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    mealMinutes: smallint('meal_minutes').notNull().default(0),
    shiftType: shiftTypeEnum('shift_type').notNull(),
    jobTitleId: uuid('job_title_id')
      .notNull()
      .references(() => jobTitles.id),
    count: smallint('count').notNull(),
  },
  (t) => [
    index('shift_template_lines_template_idx').on(t.templateId),
    check('shift_template_lines_weekday', sql`${t.weekday} between 0 and 6`),
    check('shift_template_lines_count', sql`${t.count} between 1 and 999`),
  ],
);
