import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Loader } from '@mantine/core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { nurseSortOptions } from '@careroster/shared/lookups';
import { messages } from '@careroster/shared/messages';
import { TestProviders } from '../test/render-app';
import { ConfirmDialog } from './confirm-dialog';
import { GenericModal } from './generic-modal';
import { SortPopup } from './sort-popup';

describe('the theme', () => {
  it('makes a labelled spinner a status a screen reader names (its label is not allowed on a plain span)', () => {
    render(
      <TestProviders>
        <Loader aria-label="Loading notifications" />
      </TestProviders>,
    );
    expect(screen.getByRole('status', { name: 'Loading notifications' })).toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it('offers Cancel and Confirm, and shows the error text', async () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn();
    render(
      <TestProviders>
        <ConfirmDialog opened title="Delete opening?" onClose={onClose} onConfirm={onConfirm} error="Already filled">
          The opening will be removed.
        </ConfirmDialog>
      </TestProviders>,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('alert')).toHaveTextContent('Already filled');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalled();
  });

  it('offers only Close when Cancel is hidden', async () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn();
    render(
      <TestProviders>
        <ConfirmDialog opened hideCancel title="Done" onClose={onClose} onConfirm={onConfirm} />
      </TestProviders>,
    );
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    const footerClose = screen.getAllByRole('button', { name: 'Close' }).find((b) => b.textContent === 'Close');
    await userEvent.setup().click(footerClose!);
    expect(onClose).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    render(
      <TestProviders>
        <ConfirmDialog opened title="Sure?" onClose={onClose} onConfirm={vi.fn()} />
      </TestProviders>,
    );
    await userEvent.setup().keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});

describe('GenericModal', () => {
  it('has back, close, an extra header button, a chip and a footer whose secondary says Back', async () => {
    const onBack = vi.fn();
    const onSecondary = vi.fn();
    render(
      <TestProviders>
        <GenericModal
          opened
          title="Edit opening"
          onClose={vi.fn()}
          onBack={onBack}
          headerAction={<button type="button">Help</button>}
          chip="07:00 - 15:00 · 8 h"
          onSecondary={onSecondary}
          onConfirm={vi.fn()}
        />
      </TestProviders>,
    );
    expect(screen.getByRole('dialog', { name: 'Edit opening' })).toBeInTheDocument();
    expect(screen.getByText('07:00 - 15:00 · 8 h')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Help' })).toBeInTheDocument();
    const backButtons = screen.getAllByRole('button', { name: 'Back' });
    expect(backButtons).toHaveLength(2);
    const user = userEvent.setup();
    await user.click(backButtons[0]!);
    await user.click(backButtons[1]!);
    expect(onBack).toHaveBeenCalledOnce();
    expect(onSecondary).toHaveBeenCalledOnce();
  });
});

describe('SortPopup', () => {
  function Harness() {
    const [value, setValue] = useState<string | null>(null);
    return (
      <>
        <SortPopup options={nurseSortOptions} value={value} onChange={setValue} />
        <output>{value ?? 'none'}</output>
      </>
    );
  }

  it("is titled 'Sort By' and clears when the active option is chosen again", async () => {
    render(
      <TestProviders>
        <Harness />
      </TestProviders>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sort' }));
    expect(screen.getByText(messages.sortPopupTitle)).toBeInTheDocument();
    // spec 001 section 2: the sort selector's options are position, name A-Z and -name Z-A.
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Position', 'Name A-Z', 'Name Z-A']);
    await user.click(screen.getByRole('menuitem', { name: 'Name Z-A' }));
    expect(screen.getByRole('status')).toHaveTextContent('-name');

    await user.click(screen.getByRole('button', { name: 'Sort: Name Z-A' }));
    expect(screen.getByRole('menuitem', { name: 'Name Z-A' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('menuitem', { name: 'Name Z-A' }));
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });
});
