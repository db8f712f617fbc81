import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { pbjMealRules } from '@careroster/shared/pbj/meal-breaks';
import { overtimeEnforcements, overtimeRules } from '@careroster/shared/timekeeping/values';
import { createdAtColumn, idColumn } from './columns';

export const overtimeRuleEnum = pgEnum('overtime_rule', overtimeRules);
export const overtimeEnforcementEnum = pgEnum('overtime_enforcement', overtimeEnforcements);
export const pbjMealRuleEnum = pgEnum('pbj_meal_rule', pbjMealRules);
export const roleEnum = pgEnum('role', ['OWNER', 'ADMIN', 'MANAGER']);

const id = idColumn;
const createdAt = createdAtColumn;

export const corporations = pgTable('corporations', {
  id: id(),
  name: text('name').notNull(),
  /** Who set it up and owns it (issue 31, decision 080): the owner's link before any facility exists. */
  ownerUserId: uuid('owner_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const facilities = pgTable(
  'facilities',
  {
    id: id(),
    corporationId: uuid('corporation_id').references(() => corporations.id),
    name: text('name').notNull(),
    /** Spec timezone code (EST, CST, ...); the IANA zone comes from packages/shared. */
    timezone: text('timezone').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    country: text('country').notNull().default('US'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    payrollSetting: text('payroll_setting').notNull().default('WEEKLY'),
    // Timekeeping settings (issue 12); the limits are in packages/shared/src/timekeeping/values.ts.
    geofenceRadiusMetres: integer('geofence_radius_metres').notNull().default(300),
    roundingMinutes: smallint('rounding_minutes').notNull().default(0),
    /** Hours after a pay period ends before its untouched timecards are approved by the job. */
    approvalDeadlineHours: integer('approval_deadline_hours').notNull().default(48),
    /** A Sunday on which a pay period starts; BIWEEKLY periods count from it. */
    payPeriodAnchor: date('pay_period_anchor', { mode: 'string' }).notNull().default('2026-01-04'),
    overtimeRule: overtimeRuleEnum('overtime_rule').notNull().default('FLSA_WEEKLY'),
    overtimeEnforcement: overtimeEnforcementEnum('overtime_enforcement').notNull().default('WARN'),
    // Where the workweek and the workday begin, facility-local (issue 25, decision 050): the lines
    // overtime splits worked time at. 0 = Sunday.
    workweekStartDay: smallint('workweek_start_day').notNull().default(0),
    workweekStartTime: text('workweek_start_time').notNull().default('00:00'),
    workdayStartTime: text('workday_start_time').notNull().default('00:00'),
    /** The facility's CMS certification number (CCN), the PBJ file's facilityId (issue 14). */
    cmsFacilityId: text('cms_facility_id'),
    /** How PBJ hours treat meal breaks (issue 25, decision 052): CMS's deduction unless the facility chose otherwise. */
    pbjMealRule: pbjMealRuleEnum('pbj_meal_rule').notNull().default('CMS_DEDUCTION'),
    // Filling openings (issue 15): the rest rule and the release plan a new plan starts from.
    minRestHours: smallint('min_rest_hours').notNull().default(8),
    releaseMarketplaceAfterHours: smallint('release_marketplace_after_hours').notNull().default(4),
    releaseAgencyAfterHours: smallint('release_agency_after_hours').notNull().default(12),
    releaseAgencyWithinHours: smallint('release_agency_within_hours').notNull().default(24),
    /** One-off payments above this wait for a second admin (decision 077; default in packages/shared/src/money/one-off-payments.ts). */
    oneOffApprovalThresholdCents: integer('one_off_approval_threshold_cents').notNull().default(50_000),
    createdAt: createdAt(),
  },
  (t) => [
    check('facilities_geofence_min', sql`${t.geofenceRadiusMetres} >= 200`),
    check('facilities_rounding_minutes', sql`${t.roundingMinutes} in (0, 5, 6, 15)`),
    check('facilities_approval_deadline', sql`${t.approvalDeadlineHours} between 0 and 720`),
    check('facilities_pay_period_anchor_sunday', sql`extract(dow from ${t.payPeriodAnchor}) = 0`),
    check('facilities_min_rest_hours', sql`${t.minRestHours} between 0 and 24`),
    check('facilities_workweek_start_day', sql`${t.workweekStartDay} between 0 and 6`),
    check('facilities_workweek_start_time', sql`${t.workweekStartTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('facilities_workday_start_time', sql`${t.workdayStartTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check(
      'facilities_release_hours',
      sql`${t.releaseMarketplaceAfterHours} between 0 and 336 and ${t.releaseAgencyAfterHours} between ${t.releaseMarketplaceAfterHours} and 336 and ${t.releaseAgencyWithinHours} between 0 and 336`,
    ),
    check('facilities_one_off_approval_threshold', sql`${t.oneOffApprovalThresholdCents} between 0 and 2500000`),
    check('facilities_cms_facility_id', sql`${t.cmsFacilityId} is null or ${t.cmsFacilityId} ~ '^[A-Za-z0-9]{1,16}$'`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

export const memberships = pgTable(
  'memberships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.facilityId] }), index('memberships_facility_idx').on(t.facilityId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** "Chrome on Windows", from the User-Agent at sign-in: the user's sessions list (decision 079). */
    device: text('device'),
    /** When the session last proved a second factor (sign-in or step-up, decision 079); null if never. */
    mfaVerifiedAt: timestamp('mfa_verified_at', { withTimezone: true }),
    /** An owner's or admin's session without any factor yet: it may only enrol one (decision 079). */
    mfaSetupRequired: boolean('mfa_setup_required').notNull().default(false),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash)],
);

export const outboxStatusEnum = pgEnum('outbox_status', ['PENDING', 'SENT', 'FAILED']);
/** Declared most urgent first: the dispatcher claims in this order (decision 037). */
export const outboxPriorityEnum = pgEnum('outbox_priority', ['URGENT', 'NORMAL', 'BULK']);

/**
 * Mail and SMS written in the business transaction that caused them, sent afterwards by the outbox
 * dispatcher job (decision 007). `next_attempt_at` is both the back-off and the claim: a dispatcher
 * moves it forward when it takes a row, so no other dispatcher takes that row meanwhile.
 * `last_error` holds an error code only, never text that could repeat the message or its address.
 * `secrets` are the link tokens in the body: kept only while the row may still be sent, then cut
 * out of `text`/`html` (decision 037). `priority` lets urgent links pass a bulk backlog.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    channel: text('channel').notNull().default('EMAIL'),
    createdAt: createdAt(),
    status: outboxStatusEnum('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    secrets: text('secrets').array(),
    priority: outboxPriorityEnum('priority').notNull().default('NORMAL'),
  },
  (t) => [
    index('outbox_pending_idx')
      .on(t.priority, t.nextAttemptAt)
      .where(sql`${t.status} = 'PENDING'`),
    index('outbox_secrets_idx')
      .on(t.createdAt)
      .where(sql`${t.secrets} is not null`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: createdAt(),
    userId: uuid('user_id'),
    facilityId: uuid('facility_id'),
    action: text('action').notNull(),
    target: text('target'),
    ip: text('ip'),
    requestId: text('request_id'),
    detail: text('detail'),
  },
  (t) => [index('audit_log_facility_idx').on(t.facilityId, t.at)],
);

/**
 * Idempotency-Key claims of create calls (decision 005): one row per user and key, shared by
 * every server instance. The first answer is replayed to a retry with the same request.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha256 of method, path, facility and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code'),
    answer: text('answer'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
