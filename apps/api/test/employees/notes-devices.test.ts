import { messages, productMessages } from '@careroster/shared/messages';
import { createDeviceContract, listDevicesContract } from '@careroster/shared/api/employees/devices';
import {
  createNoteContract,
  deleteNoteContract,
  getNoteContract,
  listNotesContract,
  updateNoteContract,
} from '@careroster/shared/api/employees/notes';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BodyOf, messagesOf } from '../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { soloEmployee } from './fixtures';

const t = useTestApp();
const s = useDemoSessions(t);
let employeeId: string;

beforeAll(async () => {
  employeeId = (await soloEmployee(t, s.sunrise)).id;
});

const addNote = (body: BodyOf<typeof createNoteContract>) => t.call(createNoteContract, { params: { employeeId }, body, headers: s.admin });
const noteParams = (noteId: string) => ({ employeeId, noteId });
// Some devices here are malformed on purpose (no location), for the server to refuse.
const addDevice = (body: object, headers: Record<string, string>) =>
  t.call(createDeviceContract, { body: body as BodyOf<typeof createDeviceContract>, headers });
const deviceCount = async () => (await t.call(listDevicesContract, { headers: s.admin })).data.count;

describe('notes', () => {
  it('adds, reads, updates, lists and deletes a note', async () => {
    const created = await addNote({ title: '  Prefers weekends ', description: 'Asked for weekend shifts.' });
    expect(created.statusCode).toBe(200);
    const note = created.data;
    expect(note).toMatchObject({ title: 'Prefers weekends', created_by: 'Adam Reyes' });
    const updated = await t.call(updateNoteContract, {
      params: noteParams(note.id),
      body: { title: 'Prefers nights', description: 'Changed her mind.' },
      headers: s.admin,
    });
    expect(updated.data.title).toBe('Prefers nights');
    const shown = await t.call(getNoteContract, { params: noteParams(note.id), headers: s.admin });
    expect(shown.data.description).toBe('Changed her mind.');
    const list = await t.call(listNotesContract, { params: { employeeId }, headers: s.admin });
    expect(list.data.results[0]!.id).toBe(note.id);
    const deleted = await t.call(deleteNoteContract, { params: noteParams(note.id), headers: s.admin });
    expect(deleted.data.message).toBe(productMessages.noteDeleted);
    expect((await t.call(getNoteContract, { params: noteParams(note.id), headers: s.admin })).statusCode).toBe(404);
  });

  it("says 'Please enter title of note.' and 'Please provide description of note.' when empty", async () => {
    const res = await addNote({ title: '   ', description: '' });
    expect(res.statusCode).toBe(422);
    expect(messagesOf(res)).toEqual(expect.arrayContaining([messages.noteTitleRequired, messages.noteDescriptionRequired]));
  });

  it('takes a title up to 150 and a description up to 250 characters', async () => {
    expect((await addNote({ title: 't'.repeat(150), description: 'd'.repeat(250) })).statusCode).toBe(200);
    expect((await addNote({ title: 't'.repeat(151), description: 'd' })).statusCode).toBe(422);
    expect((await addNote({ title: 't', description: 'd'.repeat(251) })).statusCode).toBe(422);
  });
});

describe('devices', () => {
  it('lists devices and lets an admin add one; a duplicate udid is a conflict', async () => {
    const before = await deviceCount();
    const res = await addDevice({ udid: 'A1B2-C3', device_location: 'East Wing Time Clock' }, s.admin);
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ udid: 'A1B2-C3', device_location: 'East Wing Time Clock' });
    const after = await deviceCount();
    expect(after).toBe(before + 1);
    const dup = await addDevice({ udid: 'A1B2-C3', device_location: 'Lobby' }, s.admin);
    expect(dup.statusCode).toBe(409);
    expect(messagesOf(dup)[0]).toBe(productMessages.deviceAlreadyRegistered);
  });

  it("requires a location: 'Device Location is required'", async () => {
    for (const device_location of ['', '   ', undefined]) {
      const res = await addDevice({ udid: 'X-1', device_location }, s.admin);
      expect(res.statusCode).toBe(422);
      expect(messagesOf(res)).toContain(messages.deviceLocationRequired);
    }
  });

  it('lets a manager list devices but not add one (devices:write)', async () => {
    expect((await t.call(listDevicesContract, { headers: s.manager })).statusCode).toBe(200);
    expect((await addDevice({ udid: 'M-1', device_location: 'Lobby' }, s.manager)).statusCode).toBe(403);
  });
});
