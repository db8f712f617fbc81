import { z } from 'zod';
import { workerTypeValues } from '../../lookups';
import { productMessages } from '../../messages';
import { offerStatuses, RELEASE_HOURS_LIMIT, releasePlanStatuses, releaseTiers } from '../../staffing/values';
import { defineContract } from '../contract';
import { positionParams } from './suggestions';

const { min, max } = RELEASE_HOURS_LIMIT;

/** Whole hours within the release limits, with the field's name in the message. */
export const releaseHours = (field: string) => {
  const message = productMessages.releaseHoursInvalid(field, min, max);
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

/** The three hours of a plan; the agency tier cannot open before the marketplace one. */
export const releaseHoursFields = {
  marketplace_after_hours: releaseHours(productMessages.releaseMarketplaceAfterLabel),
  agency_after_hours: releaseHours(productMessages.releaseAgencyAfterLabel),
  agency_within_hours: releaseHours(productMessages.releaseAgencyWithinLabel),
};

const agencyNotBeforeMarketplace = (v: { marketplace_after_hours?: number | undefined; agency_after_hours?: number | undefined }) =>
  v.marketplace_after_hours === undefined || v.agency_after_hours === undefined || v.agency_after_hours >= v.marketplace_after_hours;

/**
 * PUT body: the plan's hours; a field left out takes the facility's default (Settings, Staffing).
 * The pair is checked again on the server after the defaults are filled in.
 */
export const startReleaseBody = z
  .object({
    marketplace_after_hours: releaseHoursFields.marketplace_after_hours.optional(),
    agency_after_hours: releaseHoursFields.agency_after_hours.optional(),
    agency_within_hours: releaseHoursFields.agency_within_hours.optional(),
  })
  .refine(agencyNotBeforeMarketplace, { message: productMessages.releaseAgencyBeforeMarketplace, path: ['agency_after_hours'] });
export type StartReleaseBody = z.input<typeof startReleaseBody>;

/** One nurse offered the opening: who, by which tier and rank, why, and what became of it. */
export const releaseOfferSchema = z.object({
  id: z.uuid(),
  employee_id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  type: z.enum(workerTypeValues),
  tier: z.enum(releaseTiers),
  rank: z.number().int(),
  score: z.number().int(),
  reasons: z.array(z.string()),
  status: z.enum(offerStatuses),
  offered_at: z.string(),
  responded_at: z.string().nullable(),
  expires_at: z.string(),
});
export type ReleaseOffer = z.infer<typeof releaseOfferSchema>;

/** When each tier opens: null for the first tier of the plan, `skipped` where applicable_for leaves it out. */
export const releaseTierStepSchema = z.object({
  tier: z.enum(releaseTiers),
  skipped: z.boolean(),
  starts_at: z.string().nullable(),
  reached: z.boolean(),
});

export const releasePlanSchema = z.object({
  position_id: z.uuid(),
  status: z.enum(releasePlanStatuses),
  tier: z.enum(releaseTiers),
  marketplace_after_hours: z.number().int(),
  agency_after_hours: z.number().int(),
  agency_within_hours: z.number().int(),
  started_at: z.string(),
  tier_started_at: z.string(),
  /** When the escalation job moves the plan on; null at its last tier or when it is not ACTIVE. */
  next_at: z.string().nullable(),
  stopped_at: z.string().nullable(),
  tiers: z.array(releaseTierStepSchema),
  /** Newest first. */
  offers: z.array(releaseOfferSchema),
});
export type ReleasePlan = z.infer<typeof releasePlanSchema>;

export const releaseDefaultsSchema = z.object({
  marketplace_after_hours: z.number().int(),
  agency_after_hours: z.number().int(),
  agency_within_hours: z.number().int(),
});
export type ReleaseDefaults = z.infer<typeof releaseDefaultsSchema>;

export const releaseAnswer = z.object({
  /** Null until the position is released. */
  plan: releasePlanSchema.nullable(),
  /** The facility's default hours, for a plan not started yet. */
  defaults: releaseDefaultsSchema,
  /** Openings still unfilled on the position. */
  open: z.number().int(),
});
export type ReleaseAnswer = z.infer<typeof releaseAnswer>;

export const releaseActionAnswer = releaseAnswer.extend({ message: z.string() });

const releasePath = '/facilities/shifts/:id/positions/:positionId/release' as const;

/** GET: the position's plan, its tiers' times and every offer (shifts:read). */
export const getReleaseContract = defineContract({ method: 'GET', path: releasePath, params: positionParams, answer: releaseAnswer });

/**
 * PUT: releases the position (shifts:write). A new (or stopped) plan starts at its first tier and
 * sends that tier's offers at once; an ACTIVE plan keeps its tier and takes the new hours.
 */
export const startReleaseContract = defineContract({
  method: 'PUT',
  path: releasePath,
  params: positionParams,
  body: startReleaseBody,
  answer: releaseActionAnswer,
});

/** POST: the next tier now, and its offers (shifts:write). */
export const escalateReleaseContract = defineContract({
  method: 'POST',
  path: `${releasePath}/escalate`,
  params: positionParams,
  answer: releaseActionAnswer,
});

/** POST: stops the plan; offers not answered are withdrawn (shifts:write). */
export const stopReleaseContract = defineContract({
  method: 'POST',
  path: `${releasePath}/stop`,
  params: positionParams,
  answer: releaseActionAnswer,
});
