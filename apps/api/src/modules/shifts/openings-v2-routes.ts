import { generateOpeningsContract, previewOpeningsContract } from '@careroster/shared/api/structure/generate-openings';
import {
  deleteShiftTemplateContract,
  listShiftTemplatesContract,
  previewStampContract,
  renameShiftTemplateContract,
  saveShiftTemplateContract,
  stampTemplateContract,
} from '@careroster/shared/api/structure/shift-templates';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/contract-route';
import { generateOpenings, previewOpenings } from './generate-openings';
import { deleteShiftTemplate, listShiftTemplates, previewStamp, renameShiftTemplate, saveShiftTemplate, stampTemplate } from './templates';

const tags = ['structure'];
const read = { access: { kind: 'facility', permission: 'shifts:read' }, tags } as const;
const write = { access: { kind: 'facility', permission: 'shifts:write' }, tags } as const;
const create = { ...write, idempotent: true } as const;

/**
 * Openings from the master schedule and builder templates (issue 28, decision 069): shifts owns
 * what they create, so the routes are here; the page that calls them is the structure area's.
 */
export function openingsV2Routes(app: FastifyInstance) {
  route(app, previewOpeningsContract, write, (r) => previewOpenings(r.ctx, r.body));
  route(app, generateOpeningsContract, create, (r) => generateOpenings(r.ctx, r.body));
  route(app, listShiftTemplatesContract, read, (r) => listShiftTemplates(r.ctx));
  route(app, saveShiftTemplateContract, create, (r) => saveShiftTemplate(r.ctx, r.body));
  route(app, renameShiftTemplateContract, write, (r) => renameShiftTemplate(r.ctx, { ...r.params, ...r.body }));
  route(app, deleteShiftTemplateContract, write, (r) => deleteShiftTemplate(r.ctx, r.params));
  route(app, previewStampContract, write, (r) => previewStamp(r.ctx, { ...r.params, ...r.body }));
  route(app, stampTemplateContract, create, (r) => stampTemplate(r.ctx, { ...r.params, ...r.body }));
}
