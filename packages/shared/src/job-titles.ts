/**
 * The job titles a facility books (spec 000 section 3: "about 38, each with an id, an
 * abbreviation and a full name"; the spec does not show the list or the ids). The ids are fixed
 * UUIDs so that the seed, the migrations and the tests name the same rows; never change one.
 */
export type JobTitle = {
  readonly id: string;
  readonly abbreviation: string;
  readonly name: string;
};

export const jobTitles = [
  { id: '0ebce08b-d441-4e3d-94c0-d17219dac790', abbreviation: 'RN', name: 'Registered Nurse' },
  { id: '7529412c-e59d-4bd4-b0d9-4ab38ec0c7e5', abbreviation: 'LPN', name: 'Licensed Practical/Vocational Nurse' },
  { id: '76c386ad-97cc-4197-a1a6-d5624d2b8b6c', abbreviation: 'CNA', name: 'Certified Nurse Aide' },
  { id: 'a176928d-a397-4783-9168-3810bd04ce06', abbreviation: 'NP', name: 'Nurse Practitioner' },
  { id: '4ec05498-f58c-440c-8dfd-119430e87824', abbreviation: 'DON', name: 'Director of Nursing' },
  { id: 'fce1e4c8-037b-431d-93fe-2047a79d2b73', abbreviation: 'ADON', name: 'Assistant Director of Nursing' },
  { id: 'e46bf459-1c40-4d29-9cc4-a9fe095fdca0', abbreviation: 'MDS', name: 'MDS Coordinator' },
  { id: '3d4e919b-c3eb-4e71-8a49-4ca72bd7a472', abbreviation: 'ADMIN', name: 'Administrator' },
  { id: 'f484016f-1066-4252-b602-ad0fcc29d81a', abbreviation: 'MD', name: 'Medical Director' },
  { id: '765a9f0d-a132-415d-9d25-028c5bb95632', abbreviation: 'PT', name: 'Physical Therapist' },
  { id: '9033ffe6-4dbb-45cc-aadc-38fb0ba17f75', abbreviation: 'PTA', name: 'Physical Therapist Assistant' },
  { id: '503a0383-28ca-4f7c-a937-566b1f1b4cfc', abbreviation: 'OT', name: 'Occupational Therapist' },
  { id: '57419ab1-e5fb-4509-a2ef-a8206488ef47', abbreviation: 'COTA', name: 'Certified Occupational Therapy Assistant' },
  { id: '8139e1d8-735f-4831-bcf7-7d392fa9ed7b', abbreviation: 'SLP', name: 'Speech-Language Pathologist' },
  { id: '7e602e3e-445e-4878-820b-2e1bf309112d', abbreviation: 'RT', name: 'Respiratory Therapist' },
  { id: '8fccedcf-8dcb-4d29-8790-d26fd7204edb', abbreviation: 'Pharma', name: 'Pharmacist' },
  { id: 'c4ed0207-983c-498f-bc61-c51a87e27592', abbreviation: 'CMA', name: 'Certified Medication Aide' },
  { id: 'd0336291-8ce0-4164-8b4e-f4a34b2475b0', abbreviation: 'QMA', name: 'Qualified Medication Aide' },
  { id: 'af890b7b-cefe-4504-898b-3e7f47c1197f', abbreviation: 'STNA', name: 'State Tested Nurse Aide' },
  { id: 'fe48f5ac-e308-41ba-891f-7d64b040aa99', abbreviation: 'GNA', name: 'Geriatric Nursing Assistant' },
  { id: '1a016cc0-7a01-4705-80c4-811488a08c7b', abbreviation: 'HHA', name: 'Home Health Aide' },
  { id: 'aa7d1965-264c-4cf2-8736-54302c70fe5e', abbreviation: 'RNA', name: 'Restorative Nurse Aide' },
  { id: '18ba8a54-b2aa-4f83-be1e-a059cd63c1b8', abbreviation: 'PCT', name: 'Patient Care Technician' },
  { id: '285d95dc-90f9-44eb-9aea-116406e382ad', abbreviation: 'RD', name: 'Registered Dietitian' },
  { id: 'b93373cc-c8b4-4bce-96b2-3c00b86ae948', abbreviation: 'CDM', name: 'Certified Dietary Manager' },
  { id: 'd48115a7-4b99-4ff3-9926-4b266eb30a62', abbreviation: 'SW', name: 'Social Worker' },
  { id: '2be13d1c-e4d6-441e-a1df-e4470e23c5ce', abbreviation: 'CHW', name: 'Community Health Worker' },
  { id: '7e6a54e5-7e01-45e7-9074-76961ce84df4', abbreviation: 'EMT', name: 'Emergency Medical Technician' },
  { id: '64d888ad-7c43-4b29-b35b-78c414be3ae8', abbreviation: 'Paramedic', name: 'Paramedic' },
  { id: '9d2ec0ab-2260-45c0-a198-db9ce06976d8', abbreviation: 'PHLEB', name: 'Phlebotomist' },
  { id: 'f39c21ef-1570-4a08-aa2e-dc6958602847', abbreviation: 'US', name: 'Unit Secretary' },
  { id: '2489e468-b2be-4f06-a0a0-36edf0ebd976', abbreviation: 'CG', name: 'Caregiver' },
  { id: 'a25561f8-5f8f-411e-b921-2234a3f4e37d', abbreviation: 'DA', name: 'Dietary Aide' },
  { id: 'b897407f-3041-4613-9866-ed5ba49e482a', abbreviation: 'HK', name: 'Housekeeper' },
  { id: '9f79070e-43fb-4866-8989-293ca1c36038', abbreviation: 'REC', name: 'Receptionist' },
  { id: '3fed4c94-0f0e-4174-9a37-fab1a6f4e66a', abbreviation: 'AD', name: 'Activities Director' },
  { id: '0f826aa9-9986-44b4-96dc-be9701c61b34', abbreviation: 'IP', name: 'Infection Preventionist' },
  { id: '8f25ef31-05b7-47dd-b984-1e2c1bbf67ab', abbreviation: 'SC', name: 'Staffing Coordinator' },
] as const satisfies readonly JobTitle[];

export type JobTitleAbbreviation = (typeof jobTitles)[number]['abbreviation'];

/** Abbreviation -> id, for seeds and tests: `JOB_TITLE_IDS.RN`. */
export const JOB_TITLE_IDS = Object.fromEntries(jobTitles.map((t) => [t.abbreviation, t.id])) as {
  readonly [A in JobTitleAbbreviation]: string;
};

const byId = new Map<string, JobTitle>(jobTitles.map((t) => [t.id, t]));
const byAbbreviation = new Map<string, JobTitle>(jobTitles.map((t) => [t.abbreviation.toUpperCase(), t]));

export const jobTitleById = (id: string): JobTitle | undefined => byId.get(id.toLowerCase());

/** Case-insensitive, because the spec itself spells one abbreviation "Pharma". */
export const jobTitleByAbbreviation = (abbreviation: string): JobTitle | undefined => byAbbreviation.get(abbreviation.trim().toUpperCase());
