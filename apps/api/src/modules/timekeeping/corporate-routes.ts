import {
  approveRemainingLinesContract,
  decideCorporateLineContract,
  getApproverTimesheetContract,
  logAttendanceContract,
  submitCorporateTimesheetContract,
} from '@careroster/shared/api/timekeeping/corporate/approver-timesheet';
import { corporateTimesheetOptionsContract } from '@careroster/shared/api/timekeeping/corporate/corporate-timesheet-options';
import { exportCorporateTimesheetContract } from '@careroster/shared/api/timekeeping/corporate/export-corporate-timesheet';
import { getCorporateTimesheetContract } from '@careroster/shared/api/timekeeping/corporate/get-corporate-timesheet';
import { listCorporateTimesheetsContract } from '@careroster/shared/api/timekeeping/corporate/list-corporate-timesheets';
import { resendCorporateTimesheetContract } from '@careroster/shared/api/timekeeping/corporate/resend-corporate-timesheet';
import { sendCorporateTimesheetContract } from '@careroster/shared/api/timekeeping/corporate/send-corporate-timesheet';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { fileRoute } from '../../platform/file-route';
import * as facilitySide from './corporate';
import * as approver from './corporate-approver';

const tags = ['corporate timesheets'];
const read = { access: { kind: 'facility', permission: 'time:read' }, tags } as const;
const write = { access: { kind: 'facility', permission: 'time:write' }, tags } as const;
// The approver's link carries its token in the path: no referrer may take it elsewhere, and
// guessing is rate-limited (an approver deciding line by line stays far below it).
const byLink = { access: { kind: 'public' }, linkFamily: 'corporate-timesheet', tags } as const;
const noReferrer = (reply: FastifyReply) => reply.header('referrer-policy', 'no-referrer');

/** Corporate timesheets: sent by the facility, approved by the agency or corporate office by link (decision 021). */
export const corporateTimesheetRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, listCorporateTimesheetsContract, read, (r) => facilitySide.listCorporateTimesheets(r.ctx, r.query));
  route(app, corporateTimesheetOptionsContract, read, (r) => facilitySide.corporateOptions(r.ctx, r.query));
  route(app, getCorporateTimesheetContract, read, (r) => facilitySide.getCorporateTimesheet(r.ctx, r.params));
  route(app, sendCorporateTimesheetContract, { ...write, idempotent: true, refuses: ['RATE_LIMITED'] }, (r) =>
    facilitySide.sendCorporateTimesheet(r.ctx, r.body),
  );
  route(app, resendCorporateTimesheetContract, { ...write, refuses: ['RATE_LIMITED'] }, (r) =>
    facilitySide.resendCorporateTimesheet(r.ctx, { ...r.params, ...r.body }),
  );
  fileRoute(app, exportCorporateTimesheetContract, read, (r) => facilitySide.exportCorporateTimesheet(r.ctx, r.params));

  route(app, getApproverTimesheetContract, byLink, (r, reply) => {
    noReferrer(reply);
    return approver.getApproverTimesheet(r.ctx, r.params);
  });
  route(app, decideCorporateLineContract, byLink, (r, reply) => {
    noReferrer(reply);
    return approver.decideCorporateLine(r.ctx, { ...r.params, ...r.body });
  });
  route(app, approveRemainingLinesContract, byLink, (r, reply) => {
    noReferrer(reply);
    return approver.approveRemainingLines(r.ctx, r.params);
  });
  route(app, logAttendanceContract, byLink, (r, reply) => {
    noReferrer(reply);
    return approver.logAttendance(r.ctx, { ...r.params, ...r.body });
  });
  route(app, submitCorporateTimesheetContract, byLink, (r, reply) => {
    noReferrer(reply);
    return approver.submitCorporateTimesheet(r.ctx, r.params);
  });
};
