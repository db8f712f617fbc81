import {
  createFmlaCaseContract,
  createFmlaEntryContract,
  getFmlaCaseContract,
  listFmlaCasesContract,
  updateFmlaCaseContract,
} from '@careroster/shared/api/fmla/cases';
import {
  decideFmlaCertificationContract,
  FMLA_CERTIFICATION_FIELD,
  fmlaCertificationFileContract,
  fmlaCertificationRule,
  requestFmlaCertificationContract,
  uploadFmlaCertificationContract,
} from '@careroster/shared/api/fmla/certifications';
import { getFmlaSettingsContract, saveFmlaSettingsContract } from '@careroster/shared/api/fmla/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { fileRoute } from '../../platform/file-route';
import { readUpload } from '../../platform/files/upload';
import { caseDetail, createCase, listCases, updateCase } from './cases';
import { certificationFile, decideCertification, requestCertification, uploadCertification } from './certifications';
import { createEntry } from './entries';
import { getSettings, saveSettings } from './settings';

const tags = ['fmla'];
// As PTO's: leave is time (decision 023).
const reading = { access: { kind: 'facility', permission: 'time:read' }, tags } as const;
const writing = { access: { kind: 'facility', permission: 'time:write' }, tags } as const;
// The 12-month method binds every employee (825.200(d)): admins and owners set it.
const admin = { access: { kind: 'facility', permission: 'facility:update' }, tags } as const;

/** FMLA cases, leave entries, certifications and the facility's method (decision 076). Thin: parse, call, answer. */
export const fmlaRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, getFmlaSettingsContract, reading, (r) => getSettings(r.ctx));
  route(app, saveFmlaSettingsContract, admin, (r) => saveSettings(r.ctx, r.body));
  route(app, listFmlaCasesContract, reading, (r) => listCases(r.ctx, r.query));
  route(app, createFmlaCaseContract, { ...writing, idempotent: true }, (r) => createCase(r.ctx, r.body));
  route(app, getFmlaCaseContract, reading, (r) => caseDetail(r.ctx, r.params.caseId));
  route(app, updateFmlaCaseContract, writing, (r) => updateCase(r.ctx, { ...r.params, ...r.body }));
  route(app, createFmlaEntryContract, { ...writing, idempotent: true }, (r) => createEntry(r.ctx, { ...r.params, ...r.body }));
  route(app, requestFmlaCertificationContract, { ...writing, idempotent: true }, (r) =>
    requestCertification(r.ctx, { ...r.params, ...r.body }),
  );
  route(app, uploadFmlaCertificationContract, writing, (r) =>
    uploadCertification(r.ctx, { ...r.params, readFile: () => readUpload(r, FMLA_CERTIFICATION_FIELD, fmlaCertificationRule) }),
  );
  route(app, decideFmlaCertificationContract, writing, (r) => decideCertification(r.ctx, { ...r.params, ...r.body }));
  fileRoute(app, fmlaCertificationFileContract, reading, (r) => certificationFile(r.ctx, r.params));
};
