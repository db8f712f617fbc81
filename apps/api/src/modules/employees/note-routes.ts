import {
  createNoteContract,
  deleteNoteContract,
  getNoteContract,
  listNotesContract,
  updateNoteContract,
} from '@careroster/shared/api/employees/notes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import * as notes from './notes';

const tags = ['notes'];
const read = { access: { kind: 'facility', permission: 'staff:read' }, tags } as const;
const write = { access: { kind: 'facility', permission: 'staff:write' }, tags } as const;

export const noteRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, listNotesContract, read, (request) => notes.listNotes(request.ctx, { ...request.params, ...request.query }));
  route(app, getNoteContract, read, (request) => notes.getNote(request.ctx, request.params));
  route(app, createNoteContract, { ...write, idempotent: true }, (request) =>
    notes.createNote(request.ctx, { ...request.params, ...request.body }),
  );
  route(app, updateNoteContract, write, (request) => notes.updateNote(request.ctx, { ...request.params, ...request.body }));
  route(app, deleteNoteContract, write, (request) => notes.deleteNote(request.ctx, request.params));
};
