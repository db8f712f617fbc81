import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { listRotationsContract } from '@careroster/shared/api/rostering/rotations';
import { getTeamContract, saveTeamContract } from '@careroster/shared/api/rostering/team';
import { listWorkContractsContract } from '@careroster/shared/api/rostering/work-contracts';
import { productMessages } from '@careroster/shared/messages';
import { defaultWorkRules } from '@careroster/shared/rostering/work-rules';
import { useAppStore } from '../../../store/app-store';
import { failure, isCall, onCall, stubFetch } from '../../../test/fetch-stub';
import { TestProviders } from '../../../test/render-app';
import { TeamTab } from './team-tab';

const UNIT = '00000000-0000-4000-8000-0000000000e1';
const FULL = '00000000-0000-4000-8000-0000000000c1';
const PART = '00000000-0000-4000-8000-0000000000c2';
const ROTATION = '00000000-0000-4000-8000-0000000000b1';
const ann = {
  employee_id: '00000000-0000-4000-8000-000000000101',
  name: 'Ann Avery',
  job_title: 'Registered Nurse',
  job_title_id: '00000000-0000-4000-8000-0000000000a1',
  active: true,
  contract_id: FULL,
  rotation_id: null,
  rotation_start: null,
};
const bea = { ...ann, employee_id: '00000000-0000-4000-8000-000000000102', name: 'Bea Brook' };

const settings = [
  onCall(getTeamContract, { unitId: UNIT }, () => ({ unit_id: UNIT, members: [ann, bea] })),
  onCall(listWorkContractsContract, () => ({
    results: [
      { id: FULL, name: 'Full time', rules: defaultWorkRules(), staff_count: 2 },
      { id: PART, name: 'Part time', rules: defaultWorkRules(), staff_count: 0 },
    ],
  })),
  onCall(listRotationsContract, () => ({
    results: [{ id: ROTATION, name: 'Two on', cycle: new Array<string | null>(7).fill(null), weight: 5, hard: false, staff_count: 0 }],
  })),
];

const renderTab = () =>
  render(
    <TestProviders>
      <TeamTab unitId={UNIT} unitName="Palm Unit" />
    </TestProviders>,
  );

beforeEach(() => useAppStore.setState((s) => ({ auth: { ...s.auth, isAuthenticated: true, role: 'ADMIN' } })));

describe('TeamTab', () => {
  it('saves the whole team: contracts, a rotation with its start, without the person removed', async () => {
    const { requests } = stubFetch(
      ...settings,
      onCall(saveTeamContract, { unitId: UNIT }, () => ({ message: 'Team saved.', unit_id: UNIT, members: [ann] })),
    );
    renderTab();
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: productMessages.rbTeamLabel });
    await user.selectOptions(within(table).getByRole('combobox', { name: productMessages.rbContractOf('Ann Avery') }), 'Part time');
    await user.selectOptions(within(table).getByRole('combobox', { name: productMessages.rbRotationOf('Ann Avery') }), 'Two on');
    await user.type(within(table).getByLabelText(productMessages.rbRotationStartOf('Ann Avery')), '2026-11-29');
    await user.click(within(table).getByRole('button', { name: productMessages.rbTeamRemove('Bea Brook') }));
    await user.click(screen.getByRole('button', { name: productMessages.rbSave }));

    expect(await screen.findByText('Team saved.')).toBeInTheDocument();
    expect(requests.find(isCall(saveTeamContract, { unitId: UNIT }))?.body).toEqual({
      members: [{ employee_id: ann.employee_id, contract_id: PART, rotation_id: ROTATION, rotation_start: '2026-11-29' }],
    });
  });

  it('shows the refusal naming another unit as the toast, and keeps the edits', async () => {
    const refusal = 'Bea Brook is on the team of Magnolia Unit.';
    stubFetch(
      ...settings,
      onCall(saveTeamContract, { unitId: UNIT }, () => failure(422, [refusal], 'VALIDATION')),
    );
    renderTab();
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: productMessages.rbTeamLabel });
    await user.selectOptions(within(table).getByRole('combobox', { name: productMessages.rbContractOf('Bea Brook') }), 'Part time');
    await user.click(screen.getByRole('button', { name: productMessages.rbSave }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(within(table).getByRole('combobox', { name: productMessages.rbContractOf('Bea Brook') })).toHaveValue(PART);
    expect(screen.getByText(productMessages.rbTeamUnsaved)).toBeInTheDocument();
  });

  it('refuses a rotation starting on another day than Sunday before sending, with the shared message', async () => {
    const { requests } = stubFetch(...settings);
    renderTab();
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: productMessages.rbTeamLabel });
    await user.selectOptions(within(table).getByRole('combobox', { name: productMessages.rbRotationOf('Bea Brook') }), 'Two on');
    await user.type(within(table).getByLabelText(productMessages.rbRotationStartOf('Bea Brook')), '2026-11-30');
    await user.click(screen.getByRole('button', { name: productMessages.rbSave }));
    expect(await screen.findByText(productMessages.rosterWeekStartSunday)).toBeInTheDocument();
    expect(requests.some(isCall(saveTeamContract, { unitId: UNIT }))).toBe(false);
  });
});
