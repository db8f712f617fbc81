import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Structure } from '@careroster/shared/api/structure/structure';
import { TestProviders } from '../../../test/render-app';
import { structureTabs } from '../pages/structure-page';
import { UnitsTab } from './units-tab';

const structure: Structure = {
  floors: [{ id: '00000000-0000-4000-8000-0000000000f1', name: 'First Floor' }],
  units: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Palm Unit',
      parent_id: null,
      floor_id: '00000000-0000-4000-8000-0000000000f1',
      colour: 'teal',
    },
    {
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Palm A',
      parent_id: '00000000-0000-4000-8000-000000000001',
      floor_id: null,
      colour: null,
    },
    { id: '00000000-0000-4000-8000-000000000003', name: 'Birch Unit', parent_id: null, floor_id: null, colour: 'sky' },
  ],
  departments: [],
  shift_type_colours: [],
  supervisors: [],
  staff: [],
};

const renderTab = (canManage: boolean) =>
  render(
    <TestProviders>
      <UnitsTab structure={structure} canManage={canManage} />
    </TestProviders>,
  );

describe('UnitsTab', () => {
  it('lists each unit of the first level followed by its subunits, with parent and floor', () => {
    renderTab(true);
    const rows = within(screen.getByRole('table', { name: 'Units' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Palm Unit—First Floor/),
      expect.stringMatching(/^Palm APalm Unit—/),
      expect.stringMatching(/^Birch Unit——/),
    ]);
    expect(screen.getByRole('button', { name: 'Add unit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Palm A' })).toBeInTheDocument();
  });

  it('shows no buttons to someone who may only read', () => {
    renderTab(false);
    expect(screen.queryByRole('button', { name: 'Add unit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Palm Unit' })).toBeNull();
  });
});

describe('structureTabs', () => {
  it('is one list of tabs in the issue’s order, with unique values', () => {
    expect(structureTabs.map((t) => t.label)).toEqual(['Units', 'Departments', 'Colours', 'Supervisors', 'Census']);
    expect(new Set(structureTabs.map((t) => t.value)).size).toBe(structureTabs.length);
  });
});
