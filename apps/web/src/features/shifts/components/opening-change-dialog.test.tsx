import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listShiftBookingsContract } from '@careroster/shared/api/shifts/list-shift-bookings';
import type { OpeningChangeAnswer } from '@careroster/shared/api/shifts/opening-change';
import { splitShiftContract } from '@careroster/shared/api/shifts/split-shift';
import { productMessages } from '@careroster/shared/messages';
import { failure, onCall, stubFetch } from '../../../test/fetch-stub';
import { TestProviders } from '../../../test/render-app';
import { positionFixture, shiftFixture } from '../../../test/shift-fixtures';
import { middleOf, OpeningChangeDialog } from './opening-change-dialog';

const booking = {
  id: '20000000-0000-4000-8000-000000000001',
  employee_id: '10000000-0000-4000-8000-000000000001',
  name: 'Nora Long',
  position_id: positionFixture.id,
  job_title: 'Registered Nurse',
};
const rest = productMessages.openingRest('Nora Long', 8);
const preview: OpeningChangeAnswer = {
  applied: false,
  blocked: false,
  needs_reason: true,
  nurses: [{ employee_id: booking.employee_id, name: 'Nora Long', conflicts: [{ kind: 'REST', severity: 'REASON', message: rest }] }],
  affected: [{ employee_id: booking.employee_id, name: 'Nora Long', role: 'BOOKED' }],
  shift_ids: [shiftFixture.id],
};

describe('OpeningChangeDialog', () => {
  it('splits at the middle by default', () => {
    expect(middleOf('07:00', '19:00')).toBe('13:00');
    expect(middleOf('23:00', '07:00')).toBe('03:00');
    expect(middleOf('07:00', '15:30')).toBe('11:15');
  });

  it('previews the conflicts per nurse, asks for a reason, then saves with it', async () => {
    const { requests } = stubFetch(
      onCall(listShiftBookingsContract, { id: shiftFixture.id }, () => ({ results: [booking] })),
      onCall(splitShiftContract, { id: shiftFixture.id }, (r) =>
        (r.body as { dry_run: boolean }).dry_run ? preview : { ...preview, applied: true, shift_ids: [shiftFixture.id, booking.id] },
      ),
    );
    const onClose = vi.fn();
    render(
      <TestProviders>
        <OpeningChangeDialog opened onClose={onClose} operation="split" shift={shiftFixture} />
      </TestProviders>,
    );
    const dialog = within(await screen.findByRole('dialog', { name: productMessages.openingSplitTitle }));
    expect(dialog.getByLabelText(productMessages.openingSplitAt)).toHaveValue('03:00');
    const user = userEvent.setup();
    await user.click(dialog.getByRole('button', { name: productMessages.openingPreview }));
    expect(await dialog.findByText(rest)).toBeInTheDocument();
    const save = dialog.getByRole('button', { name: productMessages.openingConfirm });
    expect(save).toBeDisabled();
    await user.type(dialog.getByLabelText(new RegExp(productMessages.openingOverrideReason)), 'She agreed');
    await user.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { at: '03:00', keep: [], dry_run: true },
      { at: '03:00', keep: [], dry_run: false, override_reason: 'She agreed' },
    ]);
  });

  it("shows the server's lines when the save finds the preview stale", async () => {
    const overlap = productMessages.openingOverlap('Nora Long');
    stubFetch(
      onCall(listShiftBookingsContract, { id: shiftFixture.id }, () => ({ results: [] })),
      onCall(splitShiftContract, { id: shiftFixture.id }, (r) =>
        (r.body as { dry_run: boolean }).dry_run
          ? { ...preview, needs_reason: false, nurses: [] }
          : failure(409, [productMessages.openingBlocked, overlap], 'CONFLICT'),
      ),
    );
    render(
      <TestProviders>
        <OpeningChangeDialog opened onClose={vi.fn()} operation="split" shift={shiftFixture} />
      </TestProviders>,
    );
    const dialog = within(await screen.findByRole('dialog', { name: productMessages.openingSplitTitle }));
    const user = userEvent.setup();
    await user.click(dialog.getByRole('button', { name: productMessages.openingPreview }));
    expect(await dialog.findByText(productMessages.openingNoConflicts)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: productMessages.openingConfirm }));
    expect(await dialog.findByText(overlap)).toBeInTheDocument();
  });
});
