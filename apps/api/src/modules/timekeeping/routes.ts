import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { corporateTimesheetRoutes } from './corporate-routes';
import { kioskRoutes } from './kiosk-routes';
import { missedPunchRoutes } from './missed-punch-routes';
import { punchImportRoutes } from './punch-import-routes';
import { timeClockRoutes } from './time-clock-routes';
import { timesheetRoutes } from './timesheet-routes';

/** Timekeeping (issue 12): from the nurse's punch to an approved timecard. */
export const timekeepingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(timeClockRoutes);
  await app.register(timesheetRoutes);
  await app.register(punchImportRoutes);
  await app.register(missedPunchRoutes);
  await app.register(corporateTimesheetRoutes);
  await app.register(kioskRoutes);
};
