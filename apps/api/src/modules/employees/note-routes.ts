import { employeeParams } from '@careroster/shared/api/employees/employee';
import { deleteNoteAnswer, listNotesAnswer, listNotesQuery, noteParams, saveNoteAnswer, saveNoteBody } from '@careroster/shared/api/employees/notes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { facilityOf, userOf } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { answer, ok } from '../../platform/reply';
import * as notes from './notes';

const tags = ['notes'];
const read = { access: { kind: 'facility', permission: 'staff:read' } } as const;
const write = { access: { kind: 'facility', permission: 'staff:write' } } as const;

export const noteRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/facilities/employees/:employeeId/notes',
      { config: read, schema: { tags, params: employeeParams, querystring: listNotesQuery, response: answer(listNotesAnswer) } },
      async (request) =>
        ok(await notes.listNotes(deps.db, facilityOf(request).id, request.params.employeeId, request.query.page, request.query.page_size)),
    );
    app.get(
      '/facilities/employees/:employeeId/notes/:noteId',
      { config: read, schema: { tags, params: noteParams, response: answer(saveNoteAnswer) } },
      async (request) => ok(await notes.getNote(deps.db, facilityOf(request).id, request.params.employeeId, request.params.noteId)),
    );
    app.post(
      '/facilities/employees/:employeeId/notes',
      { config: write, schema: { tags, params: employeeParams, body: saveNoteBody, response: answer(saveNoteAnswer) } },
      async (request) =>
        ok(await notes.createNote(deps.db, facilityOf(request).id, request.params.employeeId, userOf(request).id, request.body)),
    );
    app.patch(
      '/facilities/employees/:employeeId/notes/:noteId',
      { config: write, schema: { tags, params: noteParams, body: saveNoteBody, response: answer(saveNoteAnswer) } },
      async (request) =>
        ok(await notes.updateNote(deps.db, facilityOf(request).id, request.params.employeeId, request.params.noteId, request.body)),
    );
    app.delete(
      '/facilities/employees/:employeeId/notes/:noteId',
      { config: write, schema: { tags, params: noteParams, response: answer(deleteNoteAnswer) } },
      async (request) => ok(await notes.deleteNote(deps.db, facilityOf(request).id, request.params.employeeId, request.params.noteId)),
    );
  };
