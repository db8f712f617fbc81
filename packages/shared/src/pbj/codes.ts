import { jobTitles, type JobTitleAbbreviation } from '../job-titles';
import type { WorkerType } from '../lookups';

/**
 * CMS Payroll-Based Journal codes (file spec 4.10.0, docs/decisions/031-pbj.md). The labels are
 * CMS's own. Code 13: CMS's job-title table names it Nurse Practitioner; some secondary sources
 * list "Physician Services" there. Check the current CMS table before a release; this is the one
 * place to change it.
 */
export const pbjJobTitleCodes = [
  { code: 1, label: 'Administrator' },
  { code: 2, label: 'Medical Director' },
  { code: 3, label: 'Other Physician' },
  { code: 4, label: 'Physician Assistant' },
  { code: 5, label: 'Registered Nurse Director of Nursing' },
  { code: 6, label: 'Registered Nurse with Administrative Duties' },
  { code: 7, label: 'Registered Nurse' },
  { code: 8, label: 'Licensed Practical/Vocational Nurse with Administrative Duties' },
  { code: 9, label: 'Licensed Practical/Vocational Nurse' },
  { code: 10, label: 'Certified Nurse Aide' },
  { code: 11, label: 'Nurse Aide in Training' },
  { code: 12, label: 'Medication Aide/Technician' },
  { code: 13, label: 'Nurse Practitioner' },
  { code: 14, label: 'Clinical Nurse Specialist' },
  { code: 15, label: 'Pharmacist' },
  { code: 16, label: 'Dietitian' },
  { code: 17, label: 'Paid Feeding Assistant' },
  { code: 18, label: 'Occupational Therapist' },
  { code: 19, label: 'Occupational Therapy Assistant' },
  { code: 20, label: 'Occupational Therapy Aide' },
  { code: 21, label: 'Physical Therapist' },
  { code: 22, label: 'Physical Therapy Assistant' },
  { code: 23, label: 'Physical Therapy Aide' },
  { code: 24, label: 'Respiratory Therapist' },
  { code: 25, label: 'Respiratory Therapy Technician' },
  { code: 26, label: 'Speech/Language Pathologist' },
  { code: 27, label: 'Therapeutic Recreation Specialist' },
  { code: 28, label: 'Qualified Activities Professional' },
  { code: 29, label: 'Other Activities Staff' },
  { code: 30, label: 'Qualified Social Worker' },
  { code: 31, label: 'Other Social Worker' },
  { code: 32, label: 'Dentist' },
  { code: 33, label: 'Podiatrist' },
  { code: 34, label: 'Mental Health Service Worker' },
  { code: 35, label: 'Vocational Service Worker' },
  { code: 36, label: 'Clinical Laboratory Service Worker' },
  { code: 37, label: 'Diagnostic X-ray Service Worker' },
  { code: 38, label: 'Blood Service Worker' },
  { code: 39, label: 'Housekeeping Service Worker' },
  { code: 40, label: 'Other Service Worker' },
] as const;
export type PbjJobTitleCode = (typeof pbjJobTitleCodes)[number]['code'];

export const PBJ_CODE_MIN = 1;
export const PBJ_CODE_MAX = 40;

const labels = new Map<number, string>(pbjJobTitleCodes.map((c) => [c.code, c.label]));
export const pbjCodeLabel = (code: number): string => labels.get(code) ?? String(code);

/**
 * The default PBJ code of each of our job titles; null = no clear code, so the title is reported
 * on the page for the facility to decide, never guessed. A facility's review
 * (`pbj_job_title_codes`) overrides a row. Why the doubtful ones are null:
 * - HHA, PCT, Caregiver: not a certified nurse aide (10) by the title alone.
 * - CDM, Dietary Aide: dietary staff are not Dietitians (16) nor Paid Feeding Assistants (17).
 * - SW: Qualified (30) or Other (31) Social Worker depends on the person's degree and experience.
 * - IP: an RN with administrative duties (6) or an LPN with them (8) depending on the licence.
 * - Phlebotomist: laboratory (36) or blood service (38) worker depending on the work.
 * - Unit Secretary, Receptionist, Staffing Coordinator, CHW, EMT, Paramedic: no PBJ category;
 *   CMS counts neither clerical staff nor roles outside the nursing-home categories.
 * ADON and MDS Coordinator map to 6 (CMS's example of an RN with administrative duties); a
 * facility whose ADON or MDS coordinator is an LPN sets 8 in its review.
 */
export const defaultPbjCodes: Readonly<Record<JobTitleAbbreviation, PbjJobTitleCode | null>> = {
  RN: 7,
  LPN: 9,
  CNA: 10,
  NP: 13,
  DON: 5,
  ADON: 6,
  MDS: 6,
  ADMIN: 1,
  MD: 2,
  PT: 21,
  PTA: 22,
  OT: 18,
  COTA: 19,
  SLP: 26,
  RT: 24,
  Pharma: 15,
  CMA: 12,
  QMA: 12,
  // State names of the certified nurse aide (Ohio, Maryland), and restorative aides, who are CNAs.
  STNA: 10,
  GNA: 10,
  RNA: 10,
  HHA: null,
  PCT: null,
  RD: 16,
  CDM: null,
  SW: null,
  CHW: null,
  EMT: null,
  Paramedic: null,
  PHLEB: null,
  US: null,
  CG: null,
  DA: null,
  HK: 39,
  REC: null,
  AD: 28,
  IP: null,
  SC: null,
};

const defaultById = new Map<string, PbjJobTitleCode | null>(jobTitles.map((t) => [t.id, defaultPbjCodes[t.abbreviation]]));

/** The default code of a job title id (null when it has none or is not one of ours). */
export const defaultPbjCodeOf = (jobTitleId: string): PbjJobTitleCode | null => defaultById.get(jobTitleId) ?? null;

/** PBJ pay type codes (file spec 4.10.0). */
export const pbjPayTypes = [
  { code: 1, label: 'Exempt' },
  { code: 2, label: 'Non-exempt' },
  { code: 3, label: 'Contract' },
] as const;
export type PbjPayType = (typeof pbjPayTypes)[number]['code'];
export const pbjPayTypeLabel = (code: PbjPayType): string => pbjPayTypes.find((p) => p.code === code)!.label;

/** The `pay_type` values of an employee that mean salaried, exempt from overtime (bulk invite keeps it free text). */
const EXEMPT_PAY_TYPES = new Set(['SALARY', 'SALARIED', 'EXEMPT']);

/**
 * An employee's PBJ pay type: marketplace (EN) and agency (AN) nurses are contract (3); the
 * facility's own staff and walk-ins (booked and paid like its staff, decision 003) are exempt (1)
 * when their pay type says salaried or exempt, else non-exempt (2).
 */
export function pbjPayTypeOf(workerType: WorkerType, payType: string | null): PbjPayType {
  if (workerType === 'EN' || workerType === 'AN') return 3;
  return payType && EXEMPT_PAY_TYPES.has(payType.trim().toUpperCase()) ? 1 : 2;
}

/** CMS's facility id as the facility enters it (the database's check mirrors it). */
export const CMS_FACILITY_ID = /^[A-Za-z0-9]{1,16}$/;

/** The state codes the 4.10.0 schema accepts. */
export const pbjStateCodes = new Set([
  'AK',
  'AL',
  'AR',
  'AZ',
  'CA',
  'CO',
  'CT',
  'DC',
  'DE',
  'FL',
  'GA',
  'HI',
  'IA',
  'ID',
  'IL',
  'IN',
  'KS',
  'KY',
  'LA',
  'MA',
  'MD',
  'ME',
  'MI',
  'MN',
  'MO',
  'MS',
  'MT',
  'NC',
  'ND',
  'NE',
  'NH',
  'NJ',
  'NM',
  'NV',
  'NY',
  'OH',
  'OK',
  'OR',
  'PA',
  'PR',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VA',
  'VI',
  'VT',
  'WA',
  'WI',
  'WV',
  'WY',
]);
