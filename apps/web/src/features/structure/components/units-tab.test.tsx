import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deleteUnitContract, type Structure } from '@careroster/shared/api/structure/structure';
import { productMessages } from '@careroster/shared/messages';
import { failure, isCall, onCall, stubFetch } from '../../../test/fetch-stub';
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

  it('asks before deleting; a refusal stays in the dialog, a deletion closes it with the toast', async () => {
    const palmUnit = structure.units[0]!.id;
    const palmA = structure.units[1]!.id;
    const refusal = productMessages.structureUnitInUse(2, 0);
    const { requests } = stubFetch(
      onCall(deleteUnitContract, { unitId: palmUnit }, () => failure(409, [refusal], 'CONFLICT')),
      onCall(deleteUnitContract, { unitId: palmA }, () => ({ message: productMessages.structureDeleted })),
    );
    renderTab(true);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Delete Palm Unit' }));
    const refused = await screen.findByRole('dialog', { name: productMessages.structureDeleteUnitTitle('Palm Unit') });
    await user.click(within(refused).getByRole('button', { name: productMessages.structureActionDelete }));
    expect(await within(refused).findByText(refusal)).toBeInTheDocument();
    await user.click(within(refused).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Delete Palm A' }));
    const dialog = await screen.findByRole('dialog', { name: productMessages.structureDeleteUnitTitle('Palm A') });
    // The earlier refusal is not shown again for another unit.
    expect(within(dialog).queryByText(refusal)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: productMessages.structureActionDelete }));
    expect(await screen.findByText(productMessages.structureDeleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter(isCall(deleteUnitContract, { unitId: palmA }))).toHaveLength(1);
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
