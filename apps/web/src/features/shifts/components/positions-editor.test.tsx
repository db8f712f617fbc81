import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Shift } from '@careroster/shared/api/shifts/shift';
import { messages, productMessages } from '@careroster/shared/messages';
import { deletePositionContract } from '@careroster/shared/api/shifts/delete-position';
import { listAgenciesContract } from '@careroster/shared/api/shifts/list-agencies';
import { listJobTitlesContract } from '@careroster/shared/api/shifts/list-job-titles';
import { listPositionsContract } from '@careroster/shared/api/shifts/list-positions';
import { savePositionsContract } from '@careroster/shared/api/shifts/save-positions';
import { failure, onCall, stubFetch, type AnswerInput } from '../../../test/fetch-stub';
import { TestProviders } from '../../../test/render-app';
import { agenciesFixture, jobTitlesFixture, positionFixture, shiftFixture } from '../../../test/shift-fixtures';
import { PositionsEditor } from './positions-editor';

function setup(...extra: Parameters<typeof stubFetch>) {
  return setupFor(shiftFixture, 'page', ...extra);
}

function setupFor(shift: Shift, variant: 'page' | 'dialog', ...extra: Parameters<typeof stubFetch>) {
  const stub = stubFetch(
    ...extra,
    onCall(listPositionsContract, { id: shiftFixture.id }, () => [positionFixture]),
    onCall(listJobTitlesContract, () => jobTitlesFixture),
    onCall(listAgenciesContract, () => agenciesFixture),
  );
  render(
    <TestProviders>
      <PositionsEditor shift={shift} variant={variant} />
    </TestProviders>,
  );
  return stub;
}

const row = async () => within(await screen.findByRole('group', { name: /Position 1/ }));

describe('PositionsEditor', () => {
  it('shows the header with the status chip, time, zone and date in the dialog', async () => {
    setupFor(shiftFixture, 'dialog');
    expect(await screen.findByText('Upcoming Shift')).toBeInTheDocument();
    expect(screen.getByText(/11:00 PM - 07:00 AM · CST · Tuesday, 05\/03\/2030/)).toBeInTheDocument();
    // An existing position shows its job title read-only.
    expect((await row()).getByLabelText('Job title')).toHaveAttribute('readonly');
  });

  it('leaves the header to the page it is on', async () => {
    setup();
    await row();
    expect(screen.queryByText('Upcoming Shift')).not.toBeInTheDocument();
  });

  it("shows a completed shift's positions read-only: no inputs, no Add New Position, no Save", async () => {
    setupFor({ ...shiftFixture, status: 'COMPLETED' }, 'page');
    expect(await screen.findByText(productMessages.completedPositionsReadOnly)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Position 1/ })).toHaveTextContent('3/5 filled');
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.addNewPosition })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('sends one save when Save is double-clicked', async () => {
    let release: (data: AnswerInput<typeof savePositionsContract>) => void = () => undefined;
    const { requests } = setup(
      onCall(
        savePositionsContract,
        { id: shiftFixture.id },
        () => new Promise<AnswerInput<typeof savePositionsContract>>((resolve) => (release = resolve)),
      ),
    );
    await row();
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    release({ message: messages.positionsUpdated, positions: [positionFixture] });
    expect(await screen.findByText(messages.positionsUpdated)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
  });

  it('applies the toggle rules of spec 001 section 4', async () => {
    setup();
    const user = userEvent.setup();
    const r = await row();
    const special = r.getByRole('switch', { name: 'Special Shift' });
    await user.click(special);
    expect(r.getByLabelText('Differential ($/hr)')).toBeInTheDocument();

    await user.click(r.getByRole('switch', { name: 'Internal Nurse' }));
    expect(special).not.toBeChecked();
    expect(special).toBeDisabled();
    expect(r.queryByLabelText('Differential ($/hr)')).not.toBeInTheDocument();

    await user.click(r.getByRole('switch', { name: 'External Nurse' }));
    await user.type(r.getByLabelText('External rate ($/hr)'), '48.756');
    expect(r.getByLabelText('External rate ($/hr)')).toHaveValue('48.75');
    await user.click(r.getByRole('switch', { name: 'External Nurse' }));
    await user.click(r.getByRole('switch', { name: 'External Nurse' }));
    expect(r.getByLabelText('External rate ($/hr)')).toHaveValue('');

    await user.click(r.getByRole('switch', { name: 'Staffing Agency' }));
    await user.click(r.getByRole('button', { name: /Select agencies for position 1/ }));
    const picker = within(await screen.findByRole('dialog', { name: 'Select Agencies' }));
    await user.click(picker.getByRole('button', { name: messages.selectFavourite }));
    await user.click(picker.getByRole('button', { name: 'Save' }));
    expect(r.getByRole('button', { name: /Select agencies for position 1: 2 agencies selected/ })).toBeInTheDocument();
    await user.click(r.getByRole('switch', { name: 'Staffing Agency' }));
    await user.click(r.getByRole('switch', { name: 'Staffing Agency' }));
    expect(r.getByRole('button', { name: /0 agencies selected/ })).toBeInTheDocument();
  });

  it('flags openings below accepted + assigned and does not save', async () => {
    const { requests } = setup();
    const user = userEvent.setup();
    const r = await row();
    const openings = r.getByLabelText(/Openings/);
    await user.clear(openings);
    await user.type(openings, '2a');
    expect(openings).toHaveValue('2');
    expect(r.getByRole('alert')).toHaveTextContent(messages.openingsBelowFilled(3));
    expect(screen.getByRole('group', { name: /Position 1/ })).toHaveAttribute('data-conflict', 'true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(requests.some((req) => req.method === 'PATCH')).toBe(false);
  });

  it('saves every row with the read field names and toasts the server message', async () => {
    const { requests } = setup(
      onCall(savePositionsContract, { id: shiftFixture.id }, () => ({ message: messages.positionsUpdated, positions: [positionFixture] })),
    );
    const user = userEvent.setup();
    const r = await row();
    await user.clear(r.getByLabelText(/Openings/));
    await user.type(r.getByLabelText(/Openings/), '1234');
    expect(r.getByLabelText(/Openings/)).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: messages.addNewPosition }));
    const second = within(screen.getByRole('group', { name: /Position 2/ }));
    await user.click(second.getAllByLabelText(/Job title/)[0]!);
    await user.click(await screen.findByRole('option', { name: 'Certified Nurse Aide' }));
    await user.type(second.getByLabelText(/Openings/), '2');
    await user.type(second.getByLabelText('Contact email'), 'ann@example.org');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(messages.positionsUpdated)).toBeInTheDocument();
    const patch = requests.find((req) => req.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      positions: [
        { id: positionFixture.id, job_title_id: positionFixture.job_title_id, total_positions: '123', applicable_for: ['IN'] },
        { job_title_id: jobTitlesFixture[1]?.id, total_positions: '2', applicable_for: ['IN'], contact_email: 'ann@example.org' },
      ],
    });
    expect((patch?.body as { positions: object[] }).positions[1]).not.toHaveProperty('id');
  });

  it('toasts every message of a refused delete', async () => {
    setup(
      onCall(deletePositionContract, { id: shiftFixture.id, positionId: positionFixture.id }, () =>
        failure(422, [messages.pastPositionDelete, 'Second reason'], 'VALIDATION'),
      ),
    );
    const user = userEvent.setup();
    await user.click((await row()).getByRole('button', { name: 'Delete position 1' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete position?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.pastPositionDelete)).toBeInTheDocument();
    expect(screen.getByText('Second reason')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('group', { name: /Position 1/ })).toBeInTheDocument());
  });
});
