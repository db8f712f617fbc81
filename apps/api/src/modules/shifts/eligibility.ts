import { labelOf, workerTypes, type ApplicableFor, type WorkerType } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { positions } from '../../db/schema';
import { assignments, positionAgencies } from '../../db/schema';
import { credentialFlags, employedByFacilityAgency, selectableCondition, type EmployeeColumns } from '../employees';
import type { ShiftRow } from './shift-rows';

type PositionRow = typeof positions.$inferSelect;

/** Walk-ins are booked like the facility's own staff: an Internal opening takes them (decision 003). */
export function workerTypesFor(applicableFor: readonly string[]): WorkerType[] {
  const types: WorkerType[] = [...(applicableFor as ApplicableFor[])];
  if (types.includes('IN')) types.push('WN');
  return types;
}

/** The position's own conditions on the employee `e`: its job title, worker types and chosen agencies. */
function positionFit(position: PositionRow, e: EmployeeColumns) {
  const agencyChosen =
    position.agencyPreference === 'ALL'
      ? employedByFacilityAgency(e, position.facilityId)
      : sql`${e.agencyId} in (select ${positionAgencies.agencyId} from ${positionAgencies} where ${positionAgencies.positionId} = ${position.id})`;
  return {
    jobTitle: eq(e.jobTitleId, position.jobTitleId),
    workerType: inArray(e.workerType, workerTypesFor(position.applicableFor)),
    agency: sql`(${e.workerType} <> 'AN' or ${agencyChosen})`,
  };
}

/**
 * The nurses who may fill this position, as conditions on the statement's employee columns `e`
 * (the employees door's directory; staffing's ranking still passes the table): active here, the
 * position's job title and worker types, an agency nurse only from a chosen agency, hourly and
 * monthly rate set (spec 000 section 4), and every credential verified and valid through the
 * shift's last day. Booked elsewhere at the same time is `bookedDuring`, kept apart so the
 * assign call can say which of the two it was.
 */
export function eligibleFor(position: PositionRow, shift: ShiftRow, e: EmployeeColumns): SQL {
  const fit = positionFit(position, e);
  return and(
    eq(e.facilityId, position.facilityId),
    fit.jobTitle,
    fit.workerType,
    fit.agency,
    // Valid through the shift's last day, not just today.
    selectableCondition(shift.endDate, e),
  )!;
}

/**
 * Each part of `eligibleFor` as its own column, so a refusal can name the rule that refused
 * (decision 003) instead of a bare "not available".
 */
export function eligibilityFacts(position: PositionRow, shift: ShiftRow, e: EmployeeColumns) {
  const fit = positionFit(position, e);
  const credentials = credentialFlags(shift.endDate, e);
  const fact = (condition: SQL | undefined) => sql<boolean>`coalesce(${condition}, false)`;
  return {
    eligible: fact(eligibleFor(position, shift, e)),
    active: fact(sql`${e.status} = 'ACTIVE'`),
    jobTitle: fact(fit.jobTitle),
    typeApplicable: fact(fit.workerType),
    agency: fact(fit.agency),
    credentialsComplete: fact(credentials.isCredentialComplete),
    credentialsExpired: fact(credentials.isCredentialExpired),
    monthlyRate: fact(sql`${e.monthlyRateCents} is not null`),
  };
}

export type EligibilityFacts = { [K in keyof ReturnType<typeof eligibilityFacts>]: boolean };

/** Why a nurse may not fill the position, in the order a manager would fix it; null when she may. */
export function refusalOf(name: string, workerType: WorkerType, facts: EligibilityFacts): string | null {
  if (facts.eligible) return null;
  if (!facts.active) return productMessages.nurseNotActive(name);
  if (!facts.jobTitle) return productMessages.nurseWrongJobTitle(name);
  if (!facts.typeApplicable) return productMessages.nurseTypeNotApplicable(name, labelOf(workerTypes, workerType));
  if (!facts.agency) return productMessages.nurseAgencyNotChosen(name);
  if (facts.credentialsExpired) return productMessages.nurseCredentialExpired(name);
  if (!facts.credentialsComplete) return productMessages.nurseCredentialMissing(name);
  if (!facts.monthlyRate) return productMessages.nurseMonthlyRateMissing(name);
  return productMessages.nurseNotAvailable(name);
}

/** The employee `e`'s nurse already has a booking, at any facility, overlapping the shift. */
export const bookedDuring = (shift: ShiftRow, e: EmployeeColumns): SQL =>
  sql`exists (
    select 1 from ${assignments}
    where ${assignments.nurseId} = ${e.nurseId}
      and tstzrange(${assignments.startsAt}, ${assignments.endsAt}) && tstzrange(${shift.startsAt.toISOString()}::timestamptz, ${shift.endsAt.toISOString()}::timestamptz))`;
