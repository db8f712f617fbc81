import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DraftStatus } from '@careroster/shared/rostering/facility-problem';
import type { Roster, RosterProblem } from '@careroster/shared/rostering/model';
import type { RosterScore } from '@careroster/shared/rostering/score';
import type { WorkRules } from '@careroster/shared/rostering/work-rules';
import { createdAtColumn, idColumn, instantColumn } from './columns';
import { users } from './core';
import { facilityIdColumn } from './facility-columns';
import { masterTimings } from './master-schedule';
import { employees, units } from './workforce';

/** A draft's shift type as shown: the timing and job title it stands for, their code, colour and abbreviation then. */
export type DraftShiftType = { timingId: string; jobTitleId: string; code: string; colour: string; jobTitle: string };

/**
 * The roster builder (issue 29, decision 074): contracts, rotation patterns, each unit's team,
 * the nurses' requests, and the drafts the engine generates. All of it is the rostering area's.
 */

/** A facility's contract: its rules as `WorkRules` (validated by the API's schema, whole). */
export const rosterContracts = pgTable(
  'roster_contracts',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    name: text('name').notNull(),
    rules: jsonb('rules').$type<WorkRules>().notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('roster_contracts_facility_name_key').on(t.facilityId, sql`lower(${t.name})`)],
);

/** A rotation pattern: whole weeks from Sunday, each day a timing's id or null (a day off). */
export const rosterRotations = pgTable(
  'roster_rotations',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    name: text('name').notNull(),
    cycle: jsonb('cycle').$type<(string | null)[]>().notNull(),
    weight: smallint('weight').notNull(),
    hard: boolean('hard').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('roster_rotations_facility_name_key').on(t.facilityId, sql`lower(${t.name})`)],
);

/** A unit's roster team: one row per person, on one unit at most (the primary key). */
export const rosterTeamMembers = pgTable(
  'roster_team_members',
  {
    employeeId: uuid('employee_id')
      .primaryKey()
      .references(() => employees.id, { onDelete: 'cascade' }),
    facilityId: facilityIdColumn(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => rosterContracts.id, { onDelete: 'restrict' }),
    rotationId: uuid('rotation_id').references(() => rosterRotations.id, { onDelete: 'restrict' }),
    rotationStart: date('rotation_start', { mode: 'string' }),
  },
  (t) => [
    index('roster_team_members_unit_idx').on(t.unitId),
    index('roster_team_members_contract_idx').on(t.contractId),
    index('roster_team_members_rotation_idx').on(t.rotationId),
    check('roster_team_members_rotation_start', sql`(${t.rotationId} is null) = (${t.rotationStart} is null)`),
  ],
);

/** A nurse's wish about a day: off or on, the whole day or one timing. One per nurse, day and timing. */
export const rosterRequests = pgTable(
  'roster_requests',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    timingId: uuid('timing_id').references(() => masterTimings.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'OFF' | 'ON'>().notNull(),
    weight: smallint('weight').notNull(),
    note: text('note'),
    source: text('source').$type<'STAFF' | 'NURSE'>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('roster_requests_employee_day_key').on(
      t.employeeId,
      t.date,
      sql`coalesce(${t.timingId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    index('roster_requests_facility_date_idx').on(t.facilityId, t.date),
    check('roster_requests_kind', sql`${t.kind} in ('OFF', 'ON')`),
    check('roster_requests_source', sql`${t.source} in ('STAFF', 'NURSE')`),
  ],
);

/**
 * A generated roster: its problem as the engine saw it, the roster (rows by nurse) as the engine
 * answered and the scheduler edited it, its score, and where the engine is while it runs.
 */
export const rosterDrafts = pgTable(
  'roster_drafts',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    weeks: smallint('weeks').notNull(),
    seconds: smallint('seconds').notNull(),
    status: text('status').$type<DraftStatus>().notNull(),
    version: integer('version').notNull().default(0),
    problem: jsonb('problem').$type<RosterProblem>(),
    /** Per shift type of the problem: the timing and job title it stands for. */
    shiftTypes: jsonb('shift_types').$type<DraftShiftType[]>(),
    roster: jsonb('roster').$type<Roster>(),
    score: jsonb('score').$type<RosterScore>(),
    progress: jsonb('progress').$type<{ elapsedMs: number; budgetMs: number; hard: number; soft: number }>(),
    failure: text('failure'),
    published: jsonb('published').$type<{
      booked: number;
      uncovered: number;
      refused: { employeeId: string; date: string; message: string }[];
    }>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: instantColumn('published_at'),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('roster_drafts_facility_unit_idx').on(t.facilityId, t.unitId, t.createdAt),
    check('roster_drafts_status', sql`${t.status} in ('QUEUED', 'RUNNING', 'READY', 'FAILED', 'PUBLISHED', 'DISCARDED')`),
    check('roster_drafts_weeks', sql`${t.weeks} between 1 and 6`),
  ],
);
