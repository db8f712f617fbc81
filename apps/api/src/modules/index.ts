import type { Area } from '../platform/area';
import { auditArea } from './audit';
import { authArea } from './auth';
import { bankArea } from './bank';
import { benefitsArea } from './benefits';
import { broadcastsArea } from './broadcasts';
import { companyArea } from './company';
import { employeesArea } from './employees';
import { facilityArea } from './facility';
import { facilityUsersArea } from './facility-users';
import { fmlaArea } from './fmla';
import { ledgerArea } from './ledger';
import { legalArea } from './legal';
import { messagesArea } from './messages';
import { notificationsArea } from './notifications';
import { overtimeArea } from './overtime';
import { ownerArea } from './owner';
import { paymentsArea } from './payments';
import { payrollArea } from './payroll';
import { pbjArea } from './pbj';
import { ptoArea } from './pto';
import { pushArea } from './push';
import { recordsArea } from './records';
import { rosteringArea } from './rostering';
import { setupArea } from './setup';
import { shiftsArea } from './shifts';
import { staffingArea } from './staffing';
import { structureArea } from './structure';
import { systemArea } from './system';
import { timekeepingArea } from './timekeeping';
import { videoArea } from './video';

/**
 * The API's areas: buildApp registers their routes, jobs and live-socket parts from this list
 * alone. A new area is its folder with an index.ts, one line here, and its tables in
 * db/schema/owners.ts.
 */
export const areas: readonly Area[] = [
  systemArea,
  authArea,
  facilityArea,
  companyArea,
  structureArea,
  facilityUsersArea,
  setupArea,
  auditArea,
  shiftsArea,
  ownerArea,
  staffingArea,
  rosteringArea,
  employeesArea,
  recordsArea,
  notificationsArea,
  videoArea,
  broadcastsArea,
  pushArea,
  timekeepingArea,
  overtimeArea,
  ptoArea,
  benefitsArea,
  fmlaArea,
  legalArea,
  bankArea,
  ledgerArea,
  pbjArea,
  paymentsArea,
  payrollArea,
  messagesArea,
];
