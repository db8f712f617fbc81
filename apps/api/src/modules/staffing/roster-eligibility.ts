import type { RosterEligibilityAnswer, RosterRefusal, rosterEligibilityQuery } from '@careroster/shared/api/staffing/roster-eligibility';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { facilityOf, type Ctx } from '../../platform/context';
import { peopleDirectory, peopleSearch } from '../employees';
import { facilityRow } from '../facility';
import { eligibilityFacts, findPosition, findShift } from '../shifts';
import { openingLegality } from './opening-legality';

type Query = z.output<typeof rosterEligibilityQuery>;

type FactRow = {
  employee_id: string;
  eligible: boolean;
  active: boolean;
  job_title: boolean;
  type_applicable: boolean;
  agency: boolean;
  credentials_complete: boolean;
  credentials_expired: boolean;
  monthly_rate: boolean;
  busy: boolean;
  away: boolean;
  unavailable: boolean;
};

/** The first rule that refuses her, in the nurse picker's order (refusalOf), then the suggestions' own. */
function refusalOf(r: FactRow): RosterRefusal | null {
  if (!r.eligible) {
    if (!r.active) return 'NOT_ACTIVE';
    if (!r.job_title) return 'JOB_TITLE';
    if (!r.type_applicable) return 'WORKER_TYPE';
    if (!r.agency) return 'AGENCY';
    if (r.credentials_expired) return 'CREDENTIAL_EXPIRED';
    if (!r.credentials_complete) return 'CREDENTIAL_MISSING';
    return 'MONTHLY_RATE';
  }
  if (r.busy) return 'BOOKED';
  if (r.away) return 'PTO';
  if (r.unavailable) return 'UNAVAILABLE';
  return null;
}

/**
 * GET facilities/roster/eligibility (issue 28, decision 071): for one opening, who of the roster's
 * rows may take it and why the others may not, asked once when a drag starts. The rules are the
 * suggestions' (candidates.ts): the nurse picker's eligibility, then rest hours, approved PTO and
 * declared unavailability, from the same statements. One statement for all the rows.
 */
export async function rosterEligibility(ctx: Ctx, query: Query, tx?: DbOrTx): Promise<RosterEligibilityAnswer> {
  const db = tx ?? ctx.deps.db;
  const facilityId = facilityOf(ctx).id;
  // Another facility's shift or position is a 404.
  const [shift, position, facility] = await Promise.all([
    findShift(db, facilityId, query.shift_id),
    findPosition(db, facilityId, query.shift_id, query.position_id),
    facilityRow(db, facilityId),
  ]);
  const people = peopleDirectory(db);
  const facts = eligibilityFacts(position, shift, people);
  const legal = openingLegality(db, position, shift, facility!.minRestHours);
  const where = and(
    eq(people.facilityId, facilityId),
    eq(people.status, 'ACTIVE'),
    query.job_title_id ? eq(people.jobTitleId, query.job_title_id) : undefined,
    query.worker_type ? eq(people.workerType, query.worker_type) : undefined,
    peopleSearch(query.search || undefined, people),
  );
  const { rows } = (await db.execute(sql`
    with busy as (${legal.busy}), away as (${legal.away}), said as (${legal.said})
    select ${people.id} as employee_id,
      ${facts.eligible} as eligible, ${facts.active} as active, ${facts.jobTitle} as job_title,
      ${facts.typeApplicable} as type_applicable, ${facts.agency} as agency,
      ${facts.credentialsComplete} as credentials_complete, ${facts.credentialsExpired} as credentials_expired,
      ${facts.monthlyRate} as monthly_rate,
      ${people.nurseId} in (select nurse_id from busy) as busy,
      ${people.id} in (select employee_id from away) as away,
      coalesce(said.kind = 'UNAVAILABLE', false) as unavailable
    from ${people}
    left join said on said.employee_id = ${people.id}
    where ${where}`)) as { rows: FactRow[] };
  const results = rows.map((r) => ({ employee_id: r.employee_id, refusal: refusalOf(r) }));
  return { eligible_count: results.filter((r) => r.refusal == null).length, results };
}
