import { and, eq, sql } from 'drizzle-orm';
import { credentialDocuments, credentials, employeeNotes, employees } from '../../src/db/schema';
import type { TestApp } from './test-app';

/**
 * Ids of one facility's objects, by route parameter name, for the tenancy sweep. Areas that add
 * routes with new parameters add a lookup here; an unknown name gets a random id (still 403/404).
 */
export async function foreignIdsFor(t: TestApp, facilityId: string) {
  const db = t.deps.db;
  // A nurse who works only at this facility: a nurse at both would rightly be visible from either.
  const [employee] = await db
    .select({ id: employees.id, nurseId: employees.nurseId })
    .from(employees)
    .where(
      and(
        eq(employees.facilityId, facilityId),
        sql`not exists (select 1 from employees o where o.nurse_id = ${employees.nurseId} and o.facility_id <> ${facilityId})`,
        sql`exists (select 1 from credential_documents d join credentials c on c.id = d.credential_id where c.nurse_id = ${employees.nurseId})`,
      ),
    )
    .limit(1);
  const [credential] = await db
    .select({ id: credentials.id, documentId: credentialDocuments.id })
    .from(credentials)
    .innerJoin(credentialDocuments, eq(credentialDocuments.credentialId, credentials.id))
    .where(eq(credentials.nurseId, employee!.nurseId))
    .limit(1);
  const [note] = await db.select({ id: employeeNotes.id }).from(employeeNotes).where(eq(employeeNotes.facilityId, facilityId)).limit(1);
  const known: Record<string, string> = {
    employeeId: employee!.id,
    nurseId: employee!.nurseId,
    credentialId: credential!.id,
    credentialDataId: credential!.documentId,
    documentId: credential!.documentId,
    noteId: note!.id,
  };
  return (name: string) => known[name] ?? '00000000-0000-4000-8000-000000000000';
}
