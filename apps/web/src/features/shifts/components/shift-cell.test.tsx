import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Shift } from '@careroster/shared/api/shifts/shift';
import { productMessages } from '@careroster/shared/messages';
import { TestProviders } from '../../../test/render-app';
import { shiftFixture } from '../../../test/shift-fixtures';
import { ShiftCell } from './shift-cell';

const renderCell = (shift: Partial<Shift>) =>
  render(
    <TestProviders>
      <MemoryRouter>
        <ShiftCell shift={{ ...shiftFixture, ...shift }} onEditPositions={vi.fn()} />
      </MemoryRouter>
    </TestProviders>,
  ).container.querySelector('[data-status]');

describe('ShiftCell', () => {
  it('shows filled/needed and marks an understaffed shift', () => {
    const cell = renderCell({ total_positions: 5, open_positions: 2, applicants: 3 });
    expect(screen.getByText('3/5 filled')).toBeInTheDocument();
    expect(screen.getByText(productMessages.understaffed)).toBeInTheDocument();
    expect(cell).toHaveAttribute('data-understaffed', 'true');
    expect(screen.getByText('2 Open Positions')).toBeInTheDocument();
    expect(screen.getByText('3 Applicants')).toBeInTheDocument();
  });

  it('says 1 Open Position and 1 Applicant in the singular, 0 in the plural', () => {
    renderCell({ total_positions: 5, open_positions: 1, applicants: 1 });
    expect(screen.getByText('1 Open Position')).toBeInTheDocument();
    expect(screen.getByText('1 Applicant')).toBeInTheDocument();
  });

  it('does not mark a filled shift as understaffed', () => {
    const filled = renderCell({ total_positions: 5, open_positions: 0, applicants: 0 });
    expect(screen.getByText('5/5 filled')).toBeInTheDocument();
    expect(screen.getByText('0 Open Positions')).toBeInTheDocument();
    expect(screen.getByText('0 Applicants')).toBeInTheDocument();
    expect(filled).not.toHaveAttribute('data-understaffed');
  });

  it('does not mark a completed shift with openings left as understaffed', () => {
    expect(renderCell({ status: 'COMPLETED', total_positions: 5, open_positions: 2 })).not.toHaveAttribute('data-understaffed');
  });

  it("shows a shift without positions as 'No positions', never like a filled one", () => {
    renderCell({ total_positions: 0, open_positions: 0, applicants: 0 });
    expect(screen.getByText(productMessages.noPositions)).toBeInTheDocument();
    expect(screen.queryByText('0 Open Positions')).not.toBeInTheDocument();
  });
});
