import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { paths, rosterWeeksPath } from '@careroster/shared/paths';
import { TestProviders } from '../../../test/render-app';
import { ids, names, readyDraft } from './draft-fixture';
import { PublishResult } from './publish-result';

const renderResult = (published: ReturnType<typeof readyDraft>['published']) =>
  render(
    <TestProviders>
      <MemoryRouter>
        <PublishResult draft={{ ...readyDraft(), published }} />
      </MemoryRouter>
    </TestProviders>,
  );

describe('PublishResult', () => {
  it('shows what was booked, each refused booking by name, date and reason, and links to the week schedule for what is uncovered', () => {
    const reason = 'Cat Cole is already booked at that time.';
    renderResult({ booked: 6, uncovered: 1, refused: [{ employee_id: ids[2]!, date: '2026-12-01', message: reason }] });
    expect(screen.getByText(productMessages.rbBooked(6))).toBeInTheDocument();
    expect(screen.getByText(productMessages.rbUncovered(1))).toBeInTheDocument();
    const refused = screen.getByRole('table', { name: productMessages.rbRefusedLabel });
    expect(within(refused).getAllByRole('row')[1]!.textContent).toBe(`${names[2]}${formatDate('2026-12-01')}${reason}`);
    expect(screen.getByRole('link', { name: productMessages.rbOpenWeekSchedule })).toHaveAttribute('href', paths.shifts);
    const draft = readyDraft();
    expect(screen.getByRole('link', { name: productMessages.rbOpenRoster })).toHaveAttribute(
      'href',
      rosterWeeksPath(draft.start_date, draft.weeks, draft.unit_id),
    );
  });

  it('has no refusals table and no Fill week link when everything was booked', () => {
    renderResult({ booked: 7, uncovered: 0, refused: [] });
    expect(screen.getByText(productMessages.rbBooked(7))).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('link', { name: productMessages.rbOpenWeekSchedule })).toBeNull();
  });

  it('shows nothing before publishing', () => {
    renderResult(null);
    expect(screen.queryByText(productMessages.rbPublished)).toBeNull();
  });
});
