import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishDraftContract, saveDraftRosterContract } from '@careroster/shared/api/rostering/drafts';
import { productMessages } from '@careroster/shared/messages';
import { OFF } from '@careroster/shared/rostering/model';
import { scoreRoster } from '@careroster/shared/rostering/score';
import { isCall, onCall, stubFetch } from '../../../test/fetch-stub';
import { TestProviders } from '../../../test/render-app';
import { MemoryRouter } from 'react-router';
import { swapped } from '../lib/draft-view';
import { DraftEditor } from './draft-editor';
import { DAY_WIDTH, NAME_WIDTH, ROW_HEIGHT } from './draft-grid';
import { ids, names, readyDraft } from './draft-fixture';

// jsdom lays nothing out: each cell gets the rectangle the grid's widths give it, so dnd-kit's
// keyboard sensor finds the cell below as a browser would.
const HEAD = 60;
let rects: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  rects = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const cell = this.dataset.cell?.split(':').map(Number);
    if (!cell) return new DOMRect(0, 0, 0, 0);
    return new DOMRect(NAME_WIDTH + cell[1]! * DAY_WIDTH, HEAD + cell[0]! * ROW_HEIGHT, DAY_WIDTH, ROW_HEIGHT - 1);
  });
});
afterEach(() => rects.mockRestore());

const renderEditor = (draft = readyDraft()) =>
  render(
    <TestProviders>
      <MemoryRouter>
        <DraftEditor draft={draft} canWrite />
      </MemoryRouter>
    </TestProviders>,
  );

const scoreOf = (draft: ReturnType<typeof readyDraft>, roster: number[][]) => {
  const s = scoreRoster(draft.problem, roster);
  return `${s.hard}/${s.soft}`;
};

describe('DraftEditor', () => {
  it('swaps two nurses’ same day from the keyboard and scores the new roster at once', async () => {
    const draft = readyDraft();
    renderEditor(draft);
    const user = userEvent.setup();
    const before = scoreOf(draft, draft.roster);
    const after = scoreOf(draft, swapped(draft.roster, 0, 1, 0));
    expect(after).not.toBe(before);
    expect(document.querySelector('[data-score]')).toHaveAttribute('data-score', before);

    // Ann's Sunday (a day shift), picked up with Space, moved down to Bea's, dropped with Space.
    const ann = screen.getByRole('button', { name: new RegExp(`^${names[0]}, Sun .*: D`) });
    act(() => ann.focus());
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.querySelector('[data-preview]')).not.toBeNull());
    await user.keyboard(' ');

    await waitFor(() => expect(document.querySelector('[data-score]')).toHaveAttribute('data-score', after));
    expect(screen.getByRole('button', { name: new RegExp(`^${names[1]}, Sun .*: D`) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(`^${names[0]}, Sun .*: ${productMessages.rbOff}`) })).toBeInTheDocument();
    // Bea cannot work Sunday: the rule shows by name, and her cell is marked.
    expect(screen.getByText(productMessages.rbScoreRuleNames.unavailable!)).toBeInTheDocument();
    expect(screen.getByText(productMessages.rbUnsavedEdits(2))).toBeInTheDocument();
  });

  it('sets a day from the cell’s menu, saves the roster with its version, and publishes with the answer’s', async () => {
    const draft = readyDraft();
    const { requests } = stubFetch(
      onCall(saveDraftRosterContract, { draftId: draft.id }, () => ({
        version: 4,
        score: scoreRoster(draft.problem as never, draft.roster),
      })),
      onCall(publishDraftContract, { draftId: draft.id }, () => ({
        ...draft,
        status: 'PUBLISHED' as const,
        published_at: '2026-11-21T10:00:00.000Z',
        version: 4,
        published: {
          booked: 6,
          uncovered: 1,
          refused: [{ employee_id: ids[2]!, date: '2026-12-01', message: 'Cat Cole is already booked at that time.' }],
        },
        message: 'Roster published: 6 shifts booked.',
      })),
    );
    renderEditor(draft);
    const user = userEvent.setup();

    // Cat's Tuesday (a day shift) set to Off from its menu, opened with Enter: that day is short now.
    act(() => screen.getByRole('button', { name: new RegExp(`^${names[2]}, Tue .*: D`) }).focus());
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: productMessages.rbSetOff }));
    const edited = draft.roster.map((row, n) => row.map((s, d) => (n === 2 && d === 2 ? OFF : s)));
    await waitFor(() => expect(document.querySelector('[data-score]')).toHaveAttribute('data-score', scoreOf(draft, edited)));
    expect(document.querySelector('[data-day="2026-12-01"]')).toHaveAttribute('data-short', 'true');

    await user.click(screen.getByRole('button', { name: productMessages.rbPublish }));
    const confirm = await screen.findByRole('dialog', { name: productMessages.rbPublishTitle });
    expect(within(confirm).getByText(productMessages.rbPublishUnsaved)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: productMessages.rbPublish }));

    expect(await screen.findByText('Roster published: 6 shifts booked.')).toBeInTheDocument();
    expect(requests.find(isCall(saveDraftRosterContract, { draftId: draft.id }))?.body).toEqual({ version: 3, roster: edited });
    expect(requests.find(isCall(publishDraftContract, { draftId: draft.id }))?.body).toEqual({ version: 4 });
  });
});
