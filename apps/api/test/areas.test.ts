import fs from 'node:fs';
import path from 'node:path';
import { liveEvent } from '@careroster/shared/api/live';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { tableOwners } from '../src/db/schema/owners';
import { areas } from '../src/modules';
import { assemblePorts } from '../src/platform/ports';

// Decision 043: every area is declared once, every table has one owner, and ARCHITECTURE.md
// lists them all, so a newcomer's map stays true when an area arrives.
const modulesDir = path.resolve(import.meta.dirname, '../src/modules');
const folders = fs
  .readdirSync(modulesDir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();
const architecture = fs.readFileSync(path.resolve(import.meta.dirname, '../../../ARCHITECTURE.md'), 'utf8');

describe('API areas (decision 043)', () => {
  it('lists every area folder once in modules/index.ts, under its folder name', () => {
    expect(areas.map((a) => a.name).sort()).toEqual(folders);
  });

  it('gives every area an index.ts, its only door', () => {
    expect(folders.filter((f) => !fs.existsSync(path.join(modulesDir, f, 'index.ts')))).toEqual([]);
  });

  it('names every area in ARCHITECTURE.md', () => {
    expect(folders.filter((f) => !architecture.includes(`\`${f}\``))).toEqual([]);
  });

  it('gives every table one owner: an area or the platform', () => {
    const tables = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table))
      .sort();
    expect(Object.keys(tableOwners).sort()).toEqual(tables);
    const owners = new Set<string>(Object.values(tableOwners));
    expect([...owners].filter((owner) => owner !== 'platform' && !folders.includes(owner))).toEqual([]);
  });

  it('declares every live event in exactly one area', () => {
    const declared = areas.flatMap((a) => a.liveEvents ?? []);
    expect(declared.sort()).toEqual(liveEvent.options.map((o) => o.shape.type.value).sort());
  });

  it('provides every port once, and refuses a port with no provider or two (decision 049)', () => {
    const ports = assemblePorts(areas);
    // issue 28, openings: staffing provides the open offers of a deleted shift (decision 070).
    // issue 29: the roster builder says what it keeps of a unit or a timing structure would delete.
    expect(Object.keys(ports).sort()).toEqual([
      'companySetup',
      'expenseUse',
      'overtime',
      'payroll',
      'rosterUse',
      'staffing',
      'structureStaff',
      'timekeeping',
      'unitShifts',
    ]);
    expect(areas.filter((a) => a.ports).map((a) => a.name)).toEqual([
      'setup',
      'shifts',
      'staffing',
      'rostering',
      'employees',
      'timekeeping',
      'overtime',
      'payments',
      'payroll',
    ]);
    const overtime = areas.find((a) => a.name === 'overtime')!;
    expect(() => assemblePorts(areas.filter((a) => a !== overtime))).toThrow('no area provides the overtime port');
    expect(() => assemblePorts([...areas, { name: 'copy', ports: overtime.ports! }])).toThrow(
      'areas overtime and copy both provide the overtime port',
    );
  });
});
