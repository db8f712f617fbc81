import type { FacilityCredentialRow, listFacilityCredentialsQuery } from '@careroster/shared/api/employees/list-facility-credentials';
import { addDays } from '@careroster/shared/format/wall-clock';
import { todayIn } from '@careroster/shared/format/date-time';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { credentials, employees, jobTitles, nurses } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { nameSearch } from './employees';

type Query = z.output<typeof listFacilityCredentialsQuery>;

const lastName = sql`lower(${nurses.lastName})`;
// Credentials without a date sort after dated ones either way: "no expiry" is never urgent.
const orderings: Record<Query['ordering'], SQL[]> = {
  expiry: [sql`${credentials.expiry} asc nulls last`],
  '-expiry': [sql`${credentials.expiry} desc nulls last`],
  name: [asc(lastName), asc(sql`lower(${nurses.firstName})`)],
  '-name': [desc(lastName), desc(sql`lower(${nurses.firstName})`)],
  credential_name: [asc(credentials.credentialName)],
  '-credential_name': [desc(credentials.credentialName)],
  status: [asc(credentials.status)],
  '-status': [desc(credentials.status)],
};

/** `/employees/credentials`: every credential of every employee of this facility. */
export async function listFacilityCredentials(ctx: Ctx, query: Query, tx?: DbOrTx) {
  const db = tx ?? ctx.deps.db;
  const facility = facilityOf(ctx);
  const today = todayIn(facility.timezone, ctx.deps.clock.now());
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(employees.facilityId, facility.id),
    pattern ? or(nameSearch(query.search), ilike(credentials.credentialName, pattern)) : undefined,
    query.status ? eq(credentials.status, query.status) : undefined,
    query.worker_type ? eq(employees.workerType, query.worker_type) : undefined,
    query.expiring_within === undefined
      ? undefined
      : sql`${credentials.expiry} between ${today}::date and ${addDays(today, query.expiring_within)}::date`,
  );
  const documentCount = sql<number>`(select count(*)::int from credential_documents d where d.credential_id = ${credentials.id})`;
  const from = () =>
    db
      .select({
        id: credentials.id,
        credential_name: credentials.credentialName,
        status: credentials.status,
        expiry: credentials.expiry,
        expiry_required: credentials.expiryRequired,
        document_count: documentCount,
        employee_id: employees.id,
        nurse_id: nurses.id,
        first_name: nurses.firstName,
        last_name: nurses.lastName,
        worker_type: employees.workerType,
        job_title: jobTitles.name,
      })
      .from(credentials)
      .innerJoin(employees, eq(employees.nurseId, credentials.nurseId))
      .innerJoin(nurses, eq(nurses.id, employees.nurseId))
      .innerJoin(jobTitles, eq(jobTitles.id, employees.jobTitleId));
  const [rows, [total]] = await Promise.all([
    from()
      .where(where)
      .orderBy(...orderings[query.ordering], asc(credentials.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ n: count() })
      .from(credentials)
      .innerJoin(employees, eq(employees.nurseId, credentials.nurseId))
      .innerJoin(nurses, eq(nurses.id, employees.nurseId))
      .where(where),
  ]);
  const results: FacilityCredentialRow[] = rows;
  return { count: total?.n ?? 0, results };
}
