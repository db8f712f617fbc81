import { JOB_TITLE_IDS, type JobTitleAbbreviation } from '@careroster/shared/job-titles';
import type { WorkerType } from '@careroster/shared/lookups';
import { addDays } from '@careroster/shared/format/wall-clock';
import type { DbOrTx } from '../client';
import { fictionalPhoneBook, exampleEmail } from '../factories/people';
import {
  buildAgency,
  buildCredential,
  buildCredentialDocument,
  buildDevice,
  buildEmployee,
  buildEmployeeNote,
  buildNurse,
  monthlyFromHourly,
  type NewAgency,
  type NewCredential,
  type NewCredentialDocument,
  type NewEmployee,
  type NewNurse,
} from '../factories/workforce';
import {
  agencies,
  credentialDocuments,
  credentials,
  departments,
  devices,
  employeeNotes,
  employees,
  facilityAgencies,
  floors,
  nurses,
  units,
} from '../schema';
import { insertInBatches } from './batch';
import type { DemoFacility } from './demo-facilities';
import type { Random } from './random';

/** 64 per facility; nursing titles dominate as in a real skilled-nursing roster. */
const rosterMix: Record<WorkerType, readonly (readonly [JobTitleAbbreviation, number])[]> = {
  IN: [
    ['RN', 8],
    ['LPN', 7],
    ['CNA', 12],
    ['CMA', 1],
    ['NP', 1],
    ['DON', 1],
    ['PT', 1],
    ['RNA', 1],
  ],
  EN: [
    ['RN', 5],
    ['LPN', 3],
    ['CNA', 6],
  ],
  AN: [
    ['RN', 4],
    ['LPN', 3],
    ['CNA', 5],
  ],
  WN: [
    ['RN', 1],
    ['LPN', 1],
    ['CNA', 4],
  ],
};

const hourlyDollars: Partial<Record<JobTitleAbbreviation, readonly [number, number]>> = {
  RN: [38, 52],
  LPN: [26, 34],
  CNA: [17, 22],
  CMA: [19, 24],
  NP: [58, 72],
  DON: [55, 68],
  PT: [45, 56],
  RNA: [18, 22],
};
// Marketplace and agency nurses bill above staff pay; walk-ins are paid a small premium.
const rateFactor: Record<WorkerType, number> = { IN: 1, EN: 1.15, AN: 1.35, WN: 1.05 };

const departmentNames = ['Skilled Nursing', 'Long-Term Care', 'Memory Care', 'Rehabilitation', 'Administration'] as const;
type DepartmentName = (typeof departmentNames)[number];

function placement(rnd: Random, title: JobTitleAbbreviation): { department: DepartmentName; discipline: string } {
  if (title === 'PT' || title === 'RNA') return { department: 'Rehabilitation', discipline: 'Therapy' };
  if (title === 'DON') return { department: 'Administration', discipline: 'Nursing Administration' };
  return { department: rnd.pick(['Skilled Nursing', 'Long-Term Care', 'Memory Care'] as const), discipline: 'Nursing' };
}

const statusOdds: Record<WorkerType, { invited: number; inactive: number }> = {
  IN: { invited: 0.04, inactive: 0.06 },
  EN: { invited: 0.07, inactive: 0 },
  AN: { invited: 0, inactive: 0.08 },
  WN: { invited: 0.3, inactive: 0 },
};

const licenseFor = (title: JobTitleAbbreviation) =>
  title === 'RN' || title === 'NP' || title === 'DON'
    ? 'RN License'
    : title === 'LPN'
      ? 'LPN License'
      : title === 'PT'
        ? 'Physical Therapist License'
        : 'CNA Certification';

const rejectionFeedback = [
  'The photo is blurry; please upload a clearer copy.',
  'The document shown belongs to another person.',
  'The card is cut off; both sides must be visible.',
] as const;

const demoAgencyNames = [
  'BrightPath Staffing',
  'CareBridge Nursing Solutions',
  'Meridian Health Staffing',
  'Summit Nurse Partners',
  'Heartland Medical Staffing',
  'Coastal Care Professionals',
] as const;

export type FacilityRoster = {
  facility: DemoFacility;
  employees: NewEmployee[];
  agencyIds: string[];
  favoriteAgencyIds: string[];
  /** floor id -> its units and subunits */
  floorUnits: { floorId: string; unitIds: string[] }[];
};

export type Workforce = {
  rosters: FacilityRoster[];
  nurses: Map<string, NewNurse>;
  /** Nurses whose every credential is verified and current (spec 000 is_credential_complete). */
  credentialComplete: Set<string>;
  credentials: NewCredential[];
};

export async function seedWorkforce(
  tx: DbOrTx,
  rnd: Random,
  facilities: readonly DemoFacility[],
  opts: { today: string; noteAuthors: Record<string, string> },
): Promise<Workforce> {
  const agencyRows: NewAgency[] = demoAgencyNames.map((name, i) =>
    buildAgency(rnd, { name, phone: `312555${String(190 + i).padStart(4, '0')}` }),
  );
  await insertInBatches(tx, agencies, agencyRows);

  const nurseById = new Map<string, NewNurse>();
  const rosters: FacilityRoster[] = [];
  let emailTag = 1;
  for (const facility of facilities) {
    const favoriteAgencyIds = facility.favoriteAgencies.map((i) => agencyRows[i]!.id);
    await insertInBatches(
      tx,
      facilityAgencies,
      agencyRows.map((a) => ({ facilityId: facility.id, agencyId: a.id, isFavorite: favoriteAgencyIds.includes(a.id) })),
    );

    const departmentIds = new Map(departmentNames.map((name) => [name, rnd.uuid()]));
    await insertInBatches(
      tx,
      departments,
      [...departmentIds].map(([name, id]) => ({ id, facilityId: facility.id, name })),
    );

    const floorUnits = await seedFloors(tx, rnd, facility);

    const phone = fictionalPhoneBook(facility.areaCodes);
    // A few marketplace nurses work per diem at both demo facilities: one person, two employments.
    const travelers = rosters.flatMap((r) => r.employees.filter((e) => e.workerType === 'EN').slice(0, 3));
    const rows: NewEmployee[] = [];
    let empId = 1001;
    for (const [workerType, mix] of Object.entries(rosterMix) as [WorkerType, typeof rosterMix.IN][]) {
      for (const [title, count] of mix) {
        for (let n = 0; n < count; n += 1) {
          const travelerIndex = workerType === 'EN' ? travelers.findIndex((t) => t.jobTitleId === JOB_TITLE_IDS[title]) : -1;
          let nurse: NewNurse;
          if (travelerIndex >= 0) {
            nurse = nurseById.get(travelers.splice(travelerIndex, 1)[0]!.nurseId)!;
          } else {
            nurse = buildNurse(rnd, { mobile: phone() });
            nurse.email = exampleEmail(nurse.firstName, nurse.lastName, emailTag++);
            nurseById.set(nurse.id, nurse);
          }
          const [low, high] = hourlyDollars[title]!;
          const hourlyRateCents = Math.round(rnd.int(low * 4, high * 4) * 25 * rateFactor[workerType]);
          const odds = statusOdds[workerType];
          const roll = rnd.next();
          const { department, discipline } = placement(rnd, title);
          rows.push(
            buildEmployee(rnd, {
              facilityId: facility.id,
              nurseId: nurse.id,
              empId: empId++,
              workerType,
              jobTitleId: JOB_TITLE_IDS[title],
              departmentId: departmentIds.get(department)!,
              discipline,
              hourlyRateCents,
              // "a few missing": the employee card then refuses selection (spec 000 section 4).
              monthlyRateCents: rnd.chance(0.08) ? null : monthlyFromHourly(hourlyRateCents),
              status: roll < odds.invited ? 'INVITED' : roll < odds.invited + odds.inactive ? 'INACTIVE' : 'ACTIVE',
              agencyId: workerType === 'AN' ? rnd.pick(agencyRows).id : null,
              // Everyone joined before the demo's four weeks of timecards: PBJ refuses hours before a hire date (decision 052).
              dateOfJoining: addDays(opts.today, -rnd.int(30, workerType === 'IN' ? 3650 : 400)),
              payType: title === 'DON' ? 'SALARY' : 'HOURLY',
              paymentCategory: workerType === 'EN' ? '1099' : workerType === 'AN' ? 'AGENCY' : 'W2',
              isResident: !rnd.chance(0.04),
              paychexEmpId: workerType === 'IN' ? String(empId - 1) : null,
              paychexOrgId: workerType === 'IN' ? facility.paychexOrgId : null,
              paychexOrgId15: workerType === 'IN' ? facility.paychexOrgId.padEnd(15, '0') : null,
            }),
          );
        }
      }
    }
    rosters.push({
      facility,
      employees: rows,
      agencyIds: agencyRows.map((a) => a.id),
      favoriteAgencyIds,
      floorUnits,
    });
  }

  await insertInBatches(tx, nurses, [...nurseById.values()]);
  for (const roster of rosters) await insertInBatches(tx, employees, roster.employees);

  const titleOfNurse = new Map(rosters.flatMap((r) => r.employees.map((e) => [e.nurseId, e.jobTitleId] as const)));
  const { rows: credentialRows, documents, complete } = buildCredentials(rnd, [...nurseById.keys()], titleOfNurse, opts.today);
  await insertInBatches(tx, credentials, credentialRows);
  await insertInBatches(tx, credentialDocuments, documents);

  for (const roster of rosters) {
    const staff = roster.employees.filter((e) => e.workerType === 'IN');
    const author = opts.noteAuthors[roster.facility.id] ?? null;
    const notes = Array.from({ length: 8 }, () =>
      buildEmployeeNote(rnd, { facilityId: roster.facility.id, employeeId: rnd.pick(staff).id, createdBy: author }),
    );
    await insertInBatches(tx, employeeNotes, notes);
    const locations = ['Main Lobby Time Clock', 'Staff Entrance', `${roster.facility.floors[1]!.name} Nurses Station`];
    await insertInBatches(
      tx,
      devices,
      locations.map((location) => buildDevice(rnd, { facilityId: roster.facility.id, location })),
    );
  }

  return { rosters, nurses: nurseById, credentialComplete: complete, credentials: credentialRows };
}

async function seedFloors(tx: DbOrTx, rnd: Random, facility: DemoFacility) {
  const floorRows: (typeof floors.$inferInsert & { id: string })[] = [];
  const parents: (typeof units.$inferInsert & { id: string })[] = [];
  const children: (typeof units.$inferInsert & { id: string })[] = [];
  const floorUnits: FacilityRoster['floorUnits'] = [];
  for (const floor of facility.floors) {
    const floorId = rnd.uuid();
    floorRows.push({ id: floorId, facilityId: facility.id, name: floor.name });
    const unitIds: string[] = [];
    for (const unit of floor.units) {
      const unitId = rnd.uuid();
      parents.push({ id: unitId, facilityId: facility.id, floorId, name: unit.name });
      unitIds.push(unitId);
      for (const name of unit.subunits) {
        const subunitId = rnd.uuid();
        children.push({ id: subunitId, facilityId: facility.id, floorId, parentId: unitId, name });
        unitIds.push(subunitId);
      }
    }
    floorUnits.push({ floorId, unitIds });
  }
  await insertInBatches(tx, floors, floorRows);
  await insertInBatches(tx, units, parents);
  await insertInBatches(tx, units, children);
  return floorUnits;
}

function buildCredentials(rnd: Random, nurseIds: readonly string[], titleOfNurse: ReadonlyMap<string, string>, today: string) {
  const rows: NewCredential[] = [];
  const documents: NewCredentialDocument[] = [];
  const complete = new Set<string>();
  const titleAbbreviation = new Map(Object.entries(JOB_TITLE_IDS).map(([abbr, id]) => [id, abbr as JobTitleAbbreviation]));
  for (const nurseId of nurseIds) {
    const title = titleAbbreviation.get(titleOfNurse.get(nurseId)!)!;
    const set = [
      { credentialName: licenseFor(title), expiryRequired: true, sides: 2 },
      { credentialName: 'BLS (CPR) Certification', expiryRequired: true, sides: 1 },
      { credentialName: 'TB Test', expiryRequired: true, sides: 1 },
      { credentialName: 'Background Check', expiryRequired: false, sides: 1 },
    ];
    // One nurse in four has one credential that is not in order, so every status shows up.
    const troubled = rnd.chance(0.25) ? rnd.int(0, 2) : -1;
    const trouble = rnd.pick(['CREDENTIAL_PENDING', 'CREDENTIAL_EXPIRED', 'CREDENTIAL_REJECTED'] as const);
    set.forEach((c, i) => {
      const status = i === troubled ? trouble : 'CREDENTIAL_VERIFIED';
      const expiry = !c.expiryRequired
        ? null
        : status === 'CREDENTIAL_EXPIRED'
          ? addDays(today, -rnd.int(1, 120))
          : addDays(today, rnd.chance(0.1) ? rnd.int(1, 30) : rnd.int(31, 730));
      const credential = buildCredential(rnd, {
        nurseId,
        credentialName: c.credentialName,
        expiryRequired: c.expiryRequired,
        expiry,
        status,
        feedback: status === 'CREDENTIAL_REJECTED' ? rnd.pick(rejectionFeedback) : null,
      });
      rows.push(credential);
      for (let side = 0; side < c.sides; side += 1) {
        documents.push(
          buildCredentialDocument(rnd, { credentialId: credential.id, category: c.sides > 1 ? (side ? 'back' : 'front') : null }),
        );
      }
    });
    if (troubled < 0) complete.add(nurseId);
  }
  return { rows, documents, complete };
}
