import { and, eq, gt, sql } from 'drizzle-orm';
import {
  applications,
  conversations,
  credentialDocuments,
  credentials,
  devices,
  employeeNotes,
  masterTimings,
  employees,
  fmlaCertifications,
  rosterContracts,
  rosterRequests,
  rosterRotations,
  memberships,
  positions,
  shiftTemplates,
  shifts,
  departments,
  units,
} from '../../src/db/schema';
import type { TestApp } from './test-app';

/**
 * Ids of one facility's objects, by route parameter name, for the tenancy sweep. Areas that add
 * routes with new parameters add a lookup here; an unknown name gets a random id (still 403/404).
 * `{date}` is not an object: any day is the caller's own, so it stays unmapped (a 422).
 */
export async function foreignIdsFor(t: TestApp, facilityId: string) {
  const db = t.deps.db;
  const [upcoming] = await db
    .select({ shiftId: positions.shiftId, positionId: positions.id })
    .from(positions)
    .innerJoin(shifts, eq(shifts.id, positions.shiftId))
    .where(
      and(
        eq(positions.facilityId, facilityId),
        gt(shifts.startsAt, new Date()),
        eq(positions.acceptedCount, 0),
        eq(positions.assignedCount, 0),
      ),
    )
    .limit(1);
  const [application] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.facilityId, facilityId), eq(applications.status, 'PENDING')))
    .limit(1);
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
  // A user of this facility only (the users section removes a facility's member by id).
  const [member] = await db
    .select({ id: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.facilityId, facilityId),
        sql`not exists (select 1 from memberships o where o.user_id = ${memberships.userId} and o.facility_id <> ${facilityId})`,
      ),
    )
    .limit(1);
  const [conversation] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.facilityId, facilityId))
    .limit(1);
  // A registered device: the shared time clocks' routes name one (decision 067).
  const [device] = await db.select({ id: devices.id }).from(devices).where(eq(devices.facilityId, facilityId)).limit(1);
  // issue 28, structure: a unit and a department of the facility.
  const [unit] = await db.select({ id: units.id }).from(units).where(eq(units.facilityId, facilityId)).limit(1);
  const [department] = await db.select({ id: departments.id }).from(departments).where(eq(departments.facilityId, facilityId)).limit(1);
  // issue 28, master schedule: a master timing and a builder template.
  const [timing] = await db.select({ id: masterTimings.id }).from(masterTimings).where(eq(masterTimings.facilityId, facilityId)).limit(1);
  const [template] = await db
    .select({ id: shiftTemplates.id })
    .from(shiftTemplates)
    .where(eq(shiftTemplates.facilityId, facilityId))
    .limit(1);
  // issue 29, the roster builder: a contract, a rotation and a request of the facility.
  const [contract] = await db
    .select({ id: rosterContracts.id })
    .from(rosterContracts)
    .where(eq(rosterContracts.facilityId, facilityId))
    .limit(1);
  const [rotation] = await db
    .select({ id: rosterRotations.id })
    .from(rosterRotations)
    .where(eq(rosterRotations.facilityId, facilityId))
    .limit(1);
  const [request] = await db
    .select({ id: rosterRequests.id })
    .from(rosterRequests)
    .where(eq(rosterRequests.facilityId, facilityId))
    .limit(1);
  // issue 30, FMLA: the demo's case and its certification (decision 076).
  const [certification] = await db
    .select({ id: fmlaCertifications.id, caseId: fmlaCertifications.caseId })
    .from(fmlaCertifications)
    .where(eq(fmlaCertifications.facilityId, facilityId))
    .limit(1);
  const known: Record<string, string> = {
    ...(upcoming ? { id: upcoming.shiftId, positionId: upcoming.positionId } : {}),
    ...(application ? { applicationId: application.id } : {}),
    employeeId: employee!.id,
    nurseId: employee!.nurseId,
    credentialId: credential!.id,
    credentialDataId: credential!.documentId,
    documentId: credential!.documentId,
    noteId: note!.id,
    userId: member!.id,
    conversationId: conversation!.id,
    ...(device ? { deviceId: device.id } : {}),
    // issue 28, structure
    ...(unit ? { unitId: unit.id } : {}),
    ...(department ? { departmentId: department.id } : {}),
    ...(timing ? { timingId: timing.id } : {}),
    ...(template ? { templateId: template.id } : {}),
    // issue 29, the roster builder
    ...(contract ? { contractId: contract.id } : {}),
    ...(rotation ? { rotationId: rotation.id } : {}),
    ...(request ? { requestId: request.id } : {}),
    // issue 30, FMLA
    ...(certification ? { caseId: certification.caseId, certificationId: certification.id } : {}),
  };
  return (name: string) => known[name] ?? '00000000-0000-4000-8000-000000000000';
}
