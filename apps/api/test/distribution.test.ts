import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { notByFacility } from '../src/db/schema/distribution';

// Decision 061: a table arriving with a new area is a facility's (it has facility_id, not null) or
// says where else its rows would live on a distributed PostgreSQL.
const tables = new Map<string, ReturnType<typeof getTableConfig>>(
  Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => [getTableName(table), getTableConfig(table)]),
);
const facilityColumn = (name: string) => tables.get(name)!.columns.find((c) => c.name === 'facility_id');
const listed = notByFacility as Record<string, { placement: string; parent?: string; key?: string }>;

describe('where each table would live on a distributed PostgreSQL (decision 061)', () => {
  it('classes every table: with facility_id, or listed with its placement', () => {
    const unplaced = [...tables.keys()].filter((name) => !facilityColumn(name) && !listed[name]);
    const both = Object.keys(listed).filter((name) => tables.has(name) && facilityColumn(name));
    const gone = Object.keys(listed).filter((name) => !tables.has(name));
    expect({ unplaced, both, gone }).toEqual({ unplaced: [], both: [], gone: [] });
  });

  it("keeps facility_id not null on a facility's tables, except the audit log's sign-in rows", () => {
    const nullable = [...tables.keys()].filter((name) => facilityColumn(name) && !facilityColumn(name)!.notNull);
    expect(nullable).toEqual(['audit_log']);
  });

  it('reaches a facility child through a foreign key to a facility table', () => {
    for (const [name, entry] of Object.entries(listed).filter(([, e]) => e.placement === 'facility-child')) {
      const parents = tables.get(name)!.foreignKeys.map((fk) => getTableName(fk.reference().foreignTable));
      expect(parents, name).toContain(entry.parent);
      expect(facilityColumn(entry.parent!), `${name}'s parent ${entry.parent}`).toBeDefined();
    }
  });

  it("distributes a person's and the platform's tables by a column they have", () => {
    for (const [name, entry] of Object.entries(listed).filter(([, e]) => e.key)) {
      expect(
        tables.get(name)!.columns.map((c) => c.name),
        name,
      ).toContain(entry.key);
    }
  });
});
