/**
 * Filling openings (issue 15, docs/decisions/032-filling-openings.md): the rules a suggestion must
 * satisfy, the release plan's tiers and the values the database enums are built from, so each
 * exists once.
 */

/** How long HiGHS may search before "Fill week" answers with the best plan found (seconds). */
export const FILL_WEEK_TIME_LIMIT_SECONDS = 10;

/** Hours a nurse must have off between two bookings; each facility picks its own (0 turns the rule off). */
export const DEFAULT_MIN_REST_HOURS = 8;
export const MIN_REST_HOURS_LIMIT = { min: 0, max: 24 } as const;

/** How far back no-shows and late clock-ins count against a nurse's reliability. */
export const RELIABILITY_WINDOW_DAYS = 90;
/** A clock-in more than this many minutes after the shift's start is late. */
export const LATE_GRACE_MINUTES = 7;
/**
 * A booking whose shift ended this long ago without a clock-in is a no-show: long enough for a
 * missed punch to be proposed and approved (issue 12) before it counts against the nurse.
 */
export const NO_SHOW_AFTER_HOURS = 24;

/** Target hours a week for staff who have none recorded: a full-time nurse's 36 (three 12-hour shifts). */
export const DEFAULT_TARGET_WEEKLY_HOURS = 36;
export const TARGET_WEEKLY_HOURS_LIMIT = { min: 0, max: 80 } as const;

/** Suggestions shown for one opening, and the most a caller may ask for. */
export const SUGGESTIONS_DEFAULT = 10;
export const SUGGESTIONS_MAX = 50;

/** Weeks the roster and "Fill week" cover at once. */
export const ROSTER_WEEKS_MAX = 4;
/** Later weeks one "copy week" may fill. */
export const COPY_WEEKS_MAX = 8;

/** An employee's declared availability on a day; no row means not declared. */
export const availabilityKinds = ['AVAILABLE', 'UNAVAILABLE'] as const;
export type AvailabilityKind = (typeof availabilityKinds)[number];

/** The tiers a release plan offers an opening to, in order. */
export const releaseTiers = ['INTERNAL', 'MARKETPLACE', 'AGENCY'] as const;
export type ReleaseTier = (typeof releaseTiers)[number];
/** The worker types each tier offers to (walk-ins are booked like staff, decision 003). */
export const tierWorkerTypes = {
  INTERNAL: ['IN', 'WN'],
  MARKETPLACE: ['EN'],
  AGENCY: ['AN'],
} as const satisfies Record<ReleaseTier, readonly string[]>;

/** ACTIVE escalates on time; FILLED ends when the last opening is booked; STOPPED by hand. */
export const releasePlanStatuses = ['ACTIVE', 'FILLED', 'STOPPED'] as const;
export type ReleasePlanStatus = (typeof releasePlanStatuses)[number];

/**
 * An offer's life: OFFERED until the nurse answers; ACCEPTED booked her; DECLINED she said no;
 * FILLED the openings were taken before she answered; WITHDRAWN the plan was stopped or the
 * shift began.
 */
export const offerStatuses = ['OFFERED', 'ACCEPTED', 'DECLINED', 'FILLED', 'WITHDRAWN'] as const;
export type OfferStatus = (typeof offerStatuses)[number];

/** The facility's default plan, and the bounds of each setting (hours). */
export const DEFAULT_RELEASE_PLAN = { marketplaceAfterHours: 4, agencyAfterHours: 12, agencyWithinHours: 24 } as const;
export const RELEASE_HOURS_LIMIT = { min: 0, max: 336 } as const;
/** Nurses offered an opening at each tier (ranked by the suggestion score); more would only spam. */
export const OFFERS_PER_TIER = 20;
/** How long an offer link works at most; it stops earlier when the shift starts. */
export const OFFER_LINK_DAYS = 14;
