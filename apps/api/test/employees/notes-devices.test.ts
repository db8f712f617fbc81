import { messages, productMessages } from '@careroster/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../src/db/seed/demo';
import { api, bearer, createTestApp, type TestApp } from '../helpers/test-app';
import { soloEmployee } from './fixtures';

let t: TestApp;
let admin: Record<string, string>;
let manager: Record<string, string>;
let notesUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  const sunrise = await t.sunriseId();
  admin = bearer((await t.login(demoUsers.admin)).token, sunrise);
  manager = bearer((await t.login(demoUsers.manager)).token, await t.mapleId());
  notesUrl = `/facilities/employees/${(await soloEmployee(t, sunrise)).id}/notes`;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: api(url), headers, ...(payload ? { payload } : {}) });
const messagesOf = (res: { json: () => unknown }) => (res.json() as { error: { message: string[] } }).error.message;

describe('notes', () => {
  it('adds, reads, updates, lists and deletes a note', async () => {
    const created = await call('POST', notesUrl, admin, { title: '  Prefers weekends ', description: 'Asked for weekend shifts.' });
    expect(created.statusCode).toBe(200);
    const note = created.json<{ data: { id: string; title: string; created_by: string } }>().data;
    expect(note).toMatchObject({ title: 'Prefers weekends', created_by: 'Adam Reyes' });
    const updated = await call('PATCH', `${notesUrl}/${note.id}`, admin, { title: 'Prefers nights', description: 'Changed her mind.' });
    expect(updated.json<{ data: { title: string } }>().data.title).toBe('Prefers nights');
    const shown = await call('GET', `${notesUrl}/${note.id}`, admin);
    expect(shown.json<{ data: { description: string } }>().data.description).toBe('Changed her mind.');
    const list = await call('GET', notesUrl, admin);
    expect(list.json<{ data: { results: { id: string }[] } }>().data.results[0]!.id).toBe(note.id);
    const deleted = await call('DELETE', `${notesUrl}/${note.id}`, admin);
    expect(deleted.json<{ data: { message: string } }>().data.message).toBe(productMessages.noteDeleted);
    expect((await call('GET', `${notesUrl}/${note.id}`, admin)).statusCode).toBe(404);
  });

  it("says 'Please enter title of note.' and 'Please provide description of note.' when empty", async () => {
    const res = await call('POST', notesUrl, admin, { title: '   ', description: '' });
    expect(res.statusCode).toBe(422);
    expect(messagesOf(res)).toEqual(expect.arrayContaining([messages.noteTitleRequired, messages.noteDescriptionRequired]));
  });

  it('takes a title up to 150 and a description up to 250 characters', async () => {
    expect((await call('POST', notesUrl, admin, { title: 't'.repeat(150), description: 'd'.repeat(250) })).statusCode).toBe(200);
    expect((await call('POST', notesUrl, admin, { title: 't'.repeat(151), description: 'd' })).statusCode).toBe(422);
    expect((await call('POST', notesUrl, admin, { title: 't', description: 'd'.repeat(251) })).statusCode).toBe(422);
  });
});

describe('devices', () => {
  it('lists devices and lets an admin add one; a duplicate udid is a conflict', async () => {
    const before = (await call('GET', '/facilities/devices', admin)).json<{ data: { count: number } }>().data.count;
    const res = await call('POST', '/facilities/devices', admin, { udid: 'A1B2-C3', device_location: 'East Wing Time Clock' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: object }>().data).toMatchObject({ udid: 'A1B2-C3', device_location: 'East Wing Time Clock' });
    const after = (await call('GET', '/facilities/devices', admin)).json<{ data: { count: number } }>().data.count;
    expect(after).toBe(before + 1);
    const dup = await call('POST', '/facilities/devices', admin, { udid: 'A1B2-C3', device_location: 'Lobby' });
    expect(dup.statusCode).toBe(409);
    expect(messagesOf(dup)[0]).toBe(productMessages.deviceAlreadyRegistered);
  });

  it("requires a location: 'Device Location is required'", async () => {
    for (const device_location of ['', '   ', undefined]) {
      const res = await call('POST', '/facilities/devices', admin, { udid: 'X-1', device_location });
      expect(res.statusCode).toBe(422);
      expect(messagesOf(res)).toContain(messages.deviceLocationRequired);
    }
  });

  it('lets a manager list devices but not add one (devices:write)', async () => {
    expect((await call('GET', '/facilities/devices', manager)).statusCode).toBe(200);
    expect((await call('POST', '/facilities/devices', manager, { udid: 'M-1', device_location: 'Lobby' })).statusCode).toBe(403);
  });
});
