import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import type { agencies, credentialDocuments, credentials, devices, employeeNotes, employees, nurses } from '../schema';
import type { Random } from '../seed/random';
import { exampleEmail, randomFirstName, randomLastName, randomMobile } from './people';

export type NewNurse = typeof nurses.$inferInsert & { id: string };
export type NewEmployee = typeof employees.$inferInsert & { id: string };
export type NewAgency = typeof agencies.$inferInsert & { id: string };
export type NewCredential = typeof credentials.$inferInsert & { id: string };
export type NewCredentialDocument = typeof credentialDocuments.$inferInsert & { id: string };
export type NewEmployeeNote = typeof employeeNotes.$inferInsert & { id: string };
export type NewDevice = typeof devices.$inferInsert & { id: string };

export function buildNurse(rnd: Random, overrides: Partial<NewNurse> = {}): NewNurse {
  const firstName = overrides.firstName ?? randomFirstName(rnd);
  const lastName = overrides.lastName ?? randomLastName(rnd);
  return {
    id: rnd.uuid(),
    firstName,
    lastName,
    email: exampleEmail(firstName, lastName, rnd.int(1000, 9999)),
    countryCode: '+1',
    mobile: randomMobile(rnd),
    profilePhoto: null,
    ...overrides,
  };
}

/** 2080 paid hours a year over 12 months: how facilities quote a monthly equivalent. */
export const monthlyFromHourly = (hourlyCents: number) => Math.round((hourlyCents * 2080) / 12 / 100) * 100;

type EmployeeRequired = Pick<NewEmployee, 'facilityId' | 'nurseId' | 'empId'>;

export function buildEmployee(rnd: Random, overrides: EmployeeRequired & Partial<NewEmployee>): NewEmployee {
  const hourlyRateCents = overrides.hourlyRateCents ?? rnd.int(30, 50) * 100 + rnd.pick([0, 25, 50, 75]);
  return {
    id: rnd.uuid(),
    workerType: 'IN',
    jobTitleId: JOB_TITLE_IDS.RN,
    departmentId: null,
    discipline: 'Nursing',
    hourlyRateCents,
    monthlyRateCents: monthlyFromHourly(hourlyRateCents),
    status: 'ACTIVE',
    agencyId: null,
    dateOfJoining: null,
    payType: 'HOURLY',
    paymentCategory: 'W2',
    isResident: true,
    paychexEmpId: null,
    paychexOrgId: null,
    paychexOrgId15: null,
    ...overrides,
  };
}

const agencyWords = ['Staffing', 'Nursing Solutions', 'Health Staffing', 'Nurse Partners', 'Medical Staffing'];

export function buildAgency(rnd: Random, overrides: Partial<NewAgency> = {}): NewAgency {
  const name = overrides.name ?? `${randomLastName(rnd)} ${rnd.pick(agencyWords)}`;
  return {
    id: rnd.uuid(),
    name,
    email: `dispatch@${name.toLowerCase().replace(/[^a-z]+/g, '-')}.example.com`,
    phone: randomMobile(rnd),
    ...overrides,
  };
}

export function buildCredential(rnd: Random, overrides: Pick<NewCredential, 'nurseId'> & Partial<NewCredential>): NewCredential {
  return {
    id: rnd.uuid(),
    credentialName: 'BLS (CPR) Certification',
    expiry: null,
    expiryRequired: false,
    status: 'CREDENTIAL_PENDING',
    feedback: null,
    ...overrides,
  };
}

const documentKinds = [
  { ext: 'pdf', contentType: 'application/pdf', thumbnail: false },
  { ext: 'jpg', contentType: 'image/jpeg', thumbnail: true },
  { ext: 'png', contentType: 'image/png', thumbnail: true },
] as const;

export function buildCredentialDocument(
  rnd: Random,
  overrides: Pick<NewCredentialDocument, 'credentialId'> & Partial<NewCredentialDocument>,
): NewCredentialDocument {
  const id = rnd.uuid();
  const kind = rnd.pick(documentKinds);
  const base = `credentials/${overrides.credentialId}/${id}`;
  return {
    id,
    filePath: `${base}.${kind.ext}`,
    filename: `credential-${rnd.int(1, 9)}.${kind.ext}`,
    filesize: rnd.int(80_000, 2_500_000),
    contentType: kind.contentType,
    dataType: 'UPLOAD',
    category: null,
    thumbnailPath: kind.thumbnail ? `${base}-thumb.jpg` : null,
    ...overrides,
  };
}

const noteSamples = [
  { title: 'Prefers night shifts', description: 'Asked to be considered first for night openings on weekends.' },
  { title: 'Orientation complete', description: 'Finished unit orientation and EHR training; cleared to work independently.' },
  { title: 'Late clock-in', description: 'Clocked in 20 minutes late; reported a traffic accident on the interstate.' },
  { title: 'Resident compliment', description: 'Family of a resident in room 214 praised her patience during evening care.' },
  { title: 'Availability change', description: 'Available Monday to Thursday only until the end of next month.' },
  { title: 'Skills check', description: 'Passed the annual skills check for wound care and medication pass.' },
] as const;

export function buildEmployeeNote(
  rnd: Random,
  overrides: Pick<NewEmployeeNote, 'facilityId' | 'employeeId'> & Partial<NewEmployeeNote>,
): NewEmployeeNote {
  return { id: rnd.uuid(), ...rnd.pick(noteSamples), createdBy: null, ...overrides };
}

export function buildDevice(rnd: Random, overrides: Pick<NewDevice, 'facilityId'> & Partial<NewDevice>): NewDevice {
  return { id: rnd.uuid(), udid: rnd.uuid().toUpperCase(), location: 'Main Lobby Time Clock', ...overrides };
}
