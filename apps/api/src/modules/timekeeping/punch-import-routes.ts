import {
  importPunchesContract,
  PUNCH_IMPORT_FILE_FIELD,
  punchImportFileRule,
  validatePunchImportContract,
} from '@careroster/shared/api/timekeeping/import-punches';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { readUpload } from '../../platform/files/upload';
import { importPunches, validatePunchImport } from './punch-import';

const tags = ['timesheet'];
const write = { access: { kind: 'facility', permission: 'time:write' }, tags } as const;

/** Punches from another time clock (decision 053): validate, then import. */
export const punchImportRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, validatePunchImportContract, write, async (request) =>
    validatePunchImport(request.ctx, { upload: await readUpload(request, PUNCH_IMPORT_FILE_FIELD, punchImportFileRule) }),
  );
  route(app, importPunchesContract, { ...write, idempotent: true }, async (request) =>
    importPunches(request.ctx, { upload: await readUpload(request, PUNCH_IMPORT_FILE_FIELD, punchImportFileRule) }),
  );
};
