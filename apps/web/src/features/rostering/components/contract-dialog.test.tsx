import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createWorkContractContract } from '@careroster/shared/api/rostering/work-contracts';
import { productMessages } from '@careroster/shared/messages';
import { defaultWorkRules, PATTERN_OFF } from '@careroster/shared/rostering/work-rules';
import { isCall, onCall, stubFetch } from '../../../test/fetch-stub';
import { TestProviders } from '../../../test/render-app';
import { ContractDialog } from './contract-dialog';

const NIGHT = '00000000-0000-4000-8000-00000000000e';
const timings = [{ id: NIGHT, code: 'N', name: 'Night' }];

const renderDialog = (onClose = vi.fn()) =>
  render(
    <TestProviders>
      <ContractDialog contract={null} timings={timings} onClose={onClose} />
    </TestProviders>,
  );

describe('ContractDialog', () => {
  it('starts from the default rules and refuses a missing name and a minimum above the maximum beside their fields, sending nothing', async () => {
    const { requests } = stubFetch();
    renderDialog();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: productMessages.rbContractAdd });
    const most = productMessages.rbRuleNames.max_shifts_per_week!;
    const fewest = productMessages.rbRuleNames.min_shifts_per_week!;
    expect(within(dialog).getByRole('switch', { name: most })).toBeChecked();
    expect(within(dialog).getByLabelText(productMessages.rbRuleValue(most))).toHaveValue(
      String(defaultWorkRules().max_shifts_per_week.value),
    );

    const fewestValue = within(dialog).getByLabelText(productMessages.rbRuleValue(fewest));
    await user.clear(fewestValue);
    await user.type(fewestValue, '6');
    await user.click(within(dialog).getByRole('button', { name: productMessages.rbSave }));

    expect(await within(dialog).findByText(productMessages.rosterMinAboveMax)).toBeInTheDocument();
    expect(within(dialog).getByText(productMessages.required('Name'))).toBeInTheDocument();
    expect(requests.some(isCall(createWorkContractContract))).toBe(false);
  });

  it('sends the name, every rule as set and the unwanted patterns, then closes with the toast', async () => {
    const onClose = vi.fn();
    const { requests } = stubFetch(
      onCall(createWorkContractContract, (request) => ({
        id: '00000000-0000-4000-8000-0000000000c1',
        name: 'Nights',
        rules: (request.body as { rules: ReturnType<typeof defaultWorkRules> }).rules,
        staff_count: 0,
      })),
    );
    renderDialog(onClose);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: productMessages.rbContractAdd });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), ' Nights ');
    const identical = productMessages.rbRuleNames.identical_shift_types_on_weekend!;
    await user.click(within(dialog).getByRole('switch', { name: identical }));
    await user.click(within(dialog).getByRole('checkbox', { name: productMessages.rbRuleHard(identical) }));
    await user.click(within(dialog).getByRole('button', { name: productMessages.rbPatternAdd }));
    await user.click(within(dialog).getByRole('button', { name: productMessages.rbPatternStepAdd(1) }));
    const weight = within(dialog).getByLabelText(productMessages.rbPatternWeight(1));
    await user.clear(weight);
    await user.type(weight, '40');
    await user.click(within(dialog).getByRole('button', { name: productMessages.rbSave }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText(productMessages.rbSaved)).toBeInTheDocument();
    const body = requests.find(isCall(createWorkContractContract))?.body;
    expect(body).toEqual({
      name: 'Nights',
      rules: {
        ...defaultWorkRules(),
        identical_shift_types_on_weekend: { on: true, weight: 1, hard: true },
        unwanted_patterns: [{ steps: [NIGHT, PATTERN_OFF, 'ANY'], weight: 40, hard: false }],
      },
    });
  });
});
