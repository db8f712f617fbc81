import type { WorkerType } from '../lookups';
import { formatHourlyRate, fromCents } from '../format/money';
import { productMessages } from '../messages';

/**
 * The suggestion score (issue 15, docs/decisions/032-filling-openings.md). Every preference the
 * issue orders by is priced in cents, as what the facility would pay to have it, and the score is
 * the sum: what the booking costs, plus a price on what makes it worse. Lower is better. The
 * prices fall steeply down the order, so overtime outweighs any cost difference, cost
 * outweighs fairness, and so on down to distance, which mostly breaks ties. One sum (rather than
 * a lexicographic sort) is what "Fill week" minimises too, so a single suggestion and the week's
 * plan never disagree about which nurse is better.
 */
export const scorePrices = {
  /** Each minute of overtime or double time the booking creates, on top of its premium: $300 an hour. */
  overtimeCentsPerMinute: 500,
  /** Each hour the nurse's week would be above her target (below it earns the same back): $1. */
  fairnessCentsPerHour: 100,
  /** A facility favorite: worth $10 on a shift. */
  favoriteCents: -1_000,
  /** She said she is available that day: worth $5. */
  declaredAvailableCents: -500,
  /** Each no-show in the reliability window: $20; each late clock-in: $3. */
  noShowCents: 2_000,
  lateCents: 300,
  /** Each mile from home, up to 100 miles: 10 cents. */
  centsPerMile: 10,
  maxMiles: 100,
} as const;

/** What the engine knows about one nurse for one opening. */
export type CandidateFacts = {
  workerType: WorkerType;
  /** Paid hours of the booking (the shift less its meal). */
  hours: number;
  /** What an hour of this booking costs: her rate with the differential, the position's EN or agency rate. */
  hourlyCostCents: number;
  /** Overtime and double-time minutes the booking adds to her period, and their pay beyond straight time. */
  overtimeMinutes: number;
  overtimePremiumCents: number;
  /** Her hours in the booking's workweek (Sunday to Saturday) before it, and her weekly target. */
  weekHours: number;
  targetHours: number;
  favorite: boolean;
  declaredAvailable: boolean;
  noShows: number;
  lates: number;
  /** Miles from her home to the facility; null when either location is unknown. */
  distanceMiles: number | null;
};

/** The booking's own cost in cents: hours at the hourly cost, plus the overtime premium. */
export const bookingCostCents = (f: Pick<CandidateFacts, 'hours' | 'hourlyCostCents' | 'overtimePremiumCents'>) =>
  Math.round(f.hours * f.hourlyCostCents) + f.overtimePremiumCents;

/** The parts of the score, so a page (or a test) can show which preference decided. */
export function scoreParts(f: CandidateFacts) {
  const p = scorePrices;
  return {
    cost: bookingCostCents(f),
    overtime: f.overtimeMinutes * p.overtimeCentsPerMinute,
    fairness: Math.round((f.weekHours + f.hours - f.targetHours) * p.fairnessCentsPerHour),
    favorite: f.favorite ? p.favoriteCents : 0,
    availability: f.declaredAvailable ? p.declaredAvailableCents : 0,
    reliability: f.noShows * p.noShowCents + f.lates * p.lateCents,
    distance: f.distanceMiles == null ? 0 : Math.round(Math.min(f.distanceMiles, p.maxMiles) * p.centsPerMile),
  };
}

export const scoreOf = (f: CandidateFacts) => Object.values(scoreParts(f)).reduce((a, b) => a + b, 0);

const hoursText = (h: number) => (Number.isInteger(h) ? String(h) : h.toFixed(1));

/** Why a nurse is suggested, in the score's order: "no overtime, 24 h this week, favorite, 0 no-shows". */
export function reasonsOf(f: CandidateFacts): string[] {
  const m = productMessages;
  return [
    f.overtimeMinutes > 0 ? m.reasonOvertime(hoursText(f.overtimeMinutes / 60)) : m.reasonNoOvertime,
    m.reasonHourlyCost(formatHourlyRate(fromCents(f.hourlyCostCents))),
    m.reasonWeekHours(hoursText(f.weekHours), hoursText(f.targetHours)),
    ...(f.favorite ? [m.reasonFavorite] : []),
    ...(f.declaredAvailable ? [m.reasonDeclaredAvailable] : []),
    m.reasonNoShows(f.noShows),
    ...(f.lates > 0 ? [m.reasonLates(f.lates)] : []),
    ...(f.distanceMiles == null ? [] : [m.reasonDistance(Math.round(f.distanceMiles))]),
  ];
}
