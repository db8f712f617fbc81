import {
  discardDraftContract,
  generateDraftContract,
  getDraftContract,
  listDraftsContract,
  publishDraftContract,
  saveDraftRosterContract,
} from '@careroster/shared/api/rostering/drafts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/contract-route';
import { discardDraft, getDraft, listDrafts, saveDraftRoster } from './drafts';
import { generateDraft } from './generate';
import { publishDraft } from './publish';

const tags = ['rostering'];
const read = { access: { kind: 'facility', permission: 'shifts:read' }, tags } as const;
// The scheduler's work, as booking a nurse is: managers included.
const write = { access: { kind: 'facility', permission: 'shifts:write' }, tags } as const;

/** Generated rosters: generate, read, edit, publish, discard (issue 29). Thin: parse, call, answer. */
export function draftRoutes(app: FastifyInstance) {
  route(app, generateDraftContract, { ...write, idempotent: true }, (r) => generateDraft(r.ctx, r.body));
  route(app, listDraftsContract, read, (r) => listDrafts(r.ctx, r.query));
  route(app, getDraftContract, read, (r) => getDraft(r.ctx, r.params));
  route(app, saveDraftRosterContract, write, (r) => saveDraftRoster(r.ctx, { ...r.params, ...r.body }));
  route(app, publishDraftContract, { ...write, idempotent: true }, (r) => publishDraft(r.ctx, { ...r.params, ...r.body }));
  route(app, discardDraftContract, write, (r) => discardDraft(r.ctx, r.params));
}
