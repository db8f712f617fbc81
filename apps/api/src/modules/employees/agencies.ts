import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agencies, employees, facilityAgencies } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import type { EmployeeColumns } from './directory';

// Agencies are the employers of agency (AN) nurses, so they live with the employees (issue 24):
// shifts (the agency picker, a position's chosen agencies), payroll and timekeeping (corporate
// timesheets) read them through this area's door, which none of them is imported by.

/** GET all-staffings: the agencies that work with this facility, favourites marked. */
export async function listAgencies(ctx: Ctx) {
  const facilityId = facilityOf(ctx).id;
  return ctx.deps.db
    .select({ id: agencies.id, name: agencies.name, is_favorite: facilityAgencies.isFavorite })
    .from(facilityAgencies)
    .innerJoin(agencies, eq(agencies.id, facilityAgencies.agencyId))
    .where(eq(facilityAgencies.facilityId, facilityId))
    .orderBy(asc(agencies.name));
}

/** The ids of the facility's agencies, and which of them it marked favourite: what a position may choose from. */
export async function facilityAgencyList(db: DbOrTx, facilityId: string) {
  const rows = await db
    .select({ id: facilityAgencies.agencyId, isFavorite: facilityAgencies.isFavorite })
    .from(facilityAgencies)
    .where(eq(facilityAgencies.facilityId, facilityId));
  return { all: rows.map((r) => r.id), favorites: rows.filter((r) => r.isFavorite).map((r) => r.id) };
}

/**
 * A condition on the statement's employee columns `e`: her agency is one of the facility's, which
 * is what a position open to ALL agencies takes.
 */
export const employedByFacilityAgency = (e: EmployeeColumns, facilityId: string) =>
  sql`${e.agencyId} in (select ${facilityAgencies.agencyId} from ${facilityAgencies} where ${facilityAgencies.facilityId} = ${facilityId})`;

/** Every agency's name, a subquery for the caller's own statement (an export's or a run's lines, a sheet's agency). */
export function agencyNames(db: DbOrTx) {
  return db.select({ id: agencies.id, name: agencies.name }).from(agencies).as('agency_names');
}

/** Agencies that work with the facility: linked to it, or employing one of its AN nurses. */
const agencyOfFacility = (facilityId: string) =>
  sql`(exists (select 1 from ${facilityAgencies} fa where fa.agency_id = ${agencies.id} and fa.facility_id = ${facilityId})
    or exists (select 1 from ${employees} e where e.agency_id = ${agencies.id} and e.facility_id = ${facilityId} and e.worker_type = 'AN'))`;

const contact = { id: agencies.id, name: agencies.name, email: agencies.email };

/** The agencies working with the facility (`agencyOfFacility`), by name, with the address their timesheets go to. */
export function agenciesWorkingWith(db: DbOrTx, facilityId: string) {
  return db.select(contact).from(agencies).where(agencyOfFacility(facilityId)).orderBy(asc(agencies.name));
}

/** One agency working with the facility, or undefined when it is unknown or does not work there. */
export async function agencyWorkingWith(db: DbOrTx, facilityId: string, agencyId: string) {
  const [agency] = await db
    .select(contact)
    .from(agencies)
    .where(and(eq(agencies.id, agencyId), agencyOfFacility(facilityId)));
  return agency;
}
