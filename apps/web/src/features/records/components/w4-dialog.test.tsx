import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { productMessages } from '@careroster/shared/messages';
import { useAppStore } from '../../../store/app-store';
import { loginAnswerFixture } from '../../../test/fixtures';
import { TestProviders } from '../../../test/render-app';
import { W4Dialog } from './w4-dialog';

const renderDialog = (onSubmit = vi.fn(() => Promise.resolve())) => {
  render(
    <TestProviders>
      <W4Dialog onClose={vi.fn()} onSubmit={onSubmit} />
    </TestProviders>,
  );
  return onSubmit;
};

describe('W4Dialog', () => {
  beforeEach(() => useAppStore.getState().login(loginAnswerFixture));

  it('asks for a filing status from the list and sends nothing without one', async () => {
    const onSubmit = renderDialog();
    await userEvent.setup().click(screen.getByRole('button', { name: productMessages.w4Save }));
    expect(await screen.findByText(productMessages.w4FilingStatusInvalid)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an exempt claim with Step 3 or 4 amounts, then sends the form in dollars', async () => {
    const onSubmit = renderDialog();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: /Step 1\(c\)/ }));
    await user.click(await screen.findByRole('option', { name: 'Head of household' }));
    await user.type(screen.getByRole('spinbutton', { name: /Step 4\(c\)/ }), '25.5');
    await user.click(screen.getByRole('checkbox', { name: productMessages.w4Exempt }));
    await user.click(screen.getByRole('button', { name: productMessages.w4Save }));
    expect(await screen.findByText(productMessages.w4ExemptWithAmounts)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: productMessages.w4Exempt }));
    await user.click(screen.getByRole('button', { name: productMessages.w4Save }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({
        filing_status: 'HEAD_OF_HOUSEHOLD',
        exempt: false,
        dependents_amount: 0,
        extra_withholding: 25.5,
      }),
    ]);
  });
});
