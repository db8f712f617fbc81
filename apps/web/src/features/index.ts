import type { Area } from './area';
import { authArea } from './auth/area';
import { bankArea } from './bank/area';
import { benefitsArea } from './benefits/area';
import { broadcastsArea } from './broadcasts/area';
import { companyArea } from './company/area';
import { employeesArea } from './employees/area';
import { facilityArea } from './facility/area';
import { fmlaArea } from './fmla/area';
import { infoArea } from './info/area';
import { legalArea } from './legal/area';
import { messagesArea } from './messages/area';
import { notificationsArea } from './notifications/area';
import { overtimeArea } from './overtime/area';
import { ownerArea } from './owner/area';
import { paymentsArea } from './payments/area';
import { payrollArea } from './payroll/area';
import { pbjArea } from './pbj/area';
import { ptoArea } from './pto/area';
import { recordsArea } from './records/area';
import { rosteringArea } from './rostering/area';
import { setupArea } from './setup/area';
import { shiftsArea } from './shifts/area';
import { staffingArea } from './staffing/area';
import { structureArea } from './structure/area';
import { timekeepingArea } from './timekeeping/area';
import { videoArea } from './video/area';

/**
 * Every area of the web client, one line each: the router, the menu and the live updates loop
 * over this list (decision 044). A live event invalidates keys in this order.
 */
export const areas: readonly Area[] = [
  authArea,
  infoArea,
  shiftsArea,
  staffingArea,
  rosteringArea,
  ownerArea,
  employeesArea,
  recordsArea,
  messagesArea,
  broadcastsArea,
  timekeepingArea,
  overtimeArea,
  ptoArea,
  benefitsArea,
  fmlaArea,
  bankArea,
  payrollArea,
  paymentsArea,
  pbjArea,
  facilityArea,
  companyArea,
  structureArea,
  legalArea,
  setupArea,
  notificationsArea,
  videoArea,
];

export type { NavEntry, NavItem, ShellPageHandle } from './area';
