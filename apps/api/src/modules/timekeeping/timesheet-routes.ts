import { getClockDetailsContract, punchPhotoContract } from '@careroster/shared/api/timekeeping/clock-details';
import { exportTimesheetContract } from '@careroster/shared/api/timekeeping/export-timesheet';
import { listTimesheetContract } from '@careroster/shared/api/timekeeping/list-timesheet';
import {
  approveTimecardsContract,
  correctTimecardContract,
  disputeTimecardContract,
  timecardHistoryContract,
} from '@careroster/shared/api/timekeeping/timecard-actions';
import { getTimekeepingSettingsContract, updateTimekeepingSettingsContract } from '@careroster/shared/api/timekeeping/timekeeping-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { fileRoute } from '../../platform/file-route';
import * as settings from './settings';
import * as actions from './timecard-actions';
import * as details from './timecard-details';
import * as timesheet from './timesheet';

const tags = ['timesheet'];
const read = { access: { kind: 'facility', permission: 'time:read' }, tags } as const;
const write = { access: { kind: 'facility', permission: 'time:write' }, tags } as const;
const settingsTags = ['timekeeping settings'];

/** Timecards, the timesheet, its export and the timekeeping settings (decision 019). */
export const timesheetRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, getTimekeepingSettingsContract, { access: { kind: 'facility', permission: 'facility:read' }, tags: settingsTags }, (request) =>
    settings.getTimekeepingSettings(request.ctx),
  );
  route(
    app,
    updateTimekeepingSettingsContract,
    { access: { kind: 'facility', permission: 'facility:update' }, tags: settingsTags },
    (request) => settings.updateTimekeepingSettings(request.ctx, request.body),
  );
  route(app, listTimesheetContract, read, (request) => timesheet.listTimesheet(request.ctx, request.query));
  fileRoute(app, exportTimesheetContract, read, (request) => timesheet.exportTimesheet(request.ctx, request.query));
  route(app, approveTimecardsContract, write, (request) => actions.approveTimecards(request.ctx, request.body));
  route(app, disputeTimecardContract, write, (request) => actions.disputeTimecard(request.ctx, { ...request.params, ...request.body }));
  route(app, correctTimecardContract, write, (request) => actions.correctTimecard(request.ctx, { ...request.params, ...request.body }));
  route(app, timecardHistoryContract, read, (request) => actions.timecardHistory(request.ctx, request.params));
  route(app, getClockDetailsContract, read, (request) => details.clockDetails(request.ctx, request.params));
  fileRoute(app, punchPhotoContract, read, (request) => details.punchPhoto(request.ctx, request.params));
};
