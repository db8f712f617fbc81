import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, productMessages } from '@careroster/shared/messages';
import { TestProviders } from '../../../test/render-app';
import { ShiftForm, type ShiftFormDefaults } from './shift-form';

const empty: ShiftFormDefaults = {
  title: '',
  start_date: '2030-03-07',
  end_date: '2030-03-07',
  start_time: '',
  end_time: '',
  timezone: 'CST',
  is_active: true,
  meal_time: '30',
  contact_name: '',
  contact_email: '',
  contact_phone: '',
  shiftType: 'custom',
  is_recurring: false,
  recurring: null,
};

const renderForm = (onSubmit = vi.fn(), defaults = empty) => {
  render(
    <TestProviders>
      <ShiftForm defaults={defaults} chosenDate="2030-03-07" submitLabel="Save and add positions" onSubmit={onSubmit} />
    </TestProviders>,
  );
  return onSubmit;
};

describe('ShiftForm', () => {
  it('shows the messages the server sends for an empty form', async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save and add positions' }));
    expect(await screen.findByText(productMessages.required('Title'))).toBeInTheDocument();
    expect(screen.getAllByText(messages.time24h)).toHaveLength(2);
    expect(screen.getByText(messages.enterValidEmailAddress)).toBeInTheDocument();
    expect(screen.getByText(messages.phoneInvalid)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a bad time entry with 'Add valid time (format 00:00)' and normalises a good one", async () => {
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Start time/), '25');
    await user.tab();
    expect(screen.getByText(messages.validTime)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Start time/));
    await user.type(screen.getByLabelText(/Start time/), '7');
    await user.tab();
    expect(screen.getByLabelText(/Start time/)).toHaveValue('07:00');
    expect(screen.queryByText(messages.validTime)).not.toBeInTheDocument();
  });

  it('applies the night preset, masks the phone and checks the meal time against the shift', async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Title/), 'Night cover');
    await user.click(screen.getByRole('radio', { name: 'Night 23:00-07:00' }));
    expect(screen.getByLabelText(/Start time/)).toHaveValue('23:00');
    expect(screen.getByLabelText(/End time/)).toHaveValue('07:00');
    await user.type(screen.getByLabelText(/Contact email/), 'dana@example.org');
    await user.type(screen.getByLabelText(/Contact phone/), '5551234567');
    expect(screen.getByLabelText(/Contact phone/)).toHaveValue('+1(555) 123-4567');
    await user.clear(screen.getByLabelText(/Meal time/));
    await user.type(screen.getByLabelText(/Meal time/), '600');
    await user.click(screen.getByRole('button', { name: 'Save and add positions' }));
    expect(await screen.findByText(messages.mealTimeTooLong)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Meal time/));
    await user.type(screen.getByLabelText(/Meal time/), '30');
    await user.click(screen.getByRole('button', { name: 'Save and add positions' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Night cover',
        start_date: '2030-03-07',
        end_date: '2030-03-08',
        start_time: '23:00',
        end_time: '07:00',
        meal_time: 30,
        shiftType: 'night',
        contact_phone: '+1(555) 123-4567',
        recurring: null,
      }),
    );
  });
});

describe('ShiftForm on the day of the shift (decision 003)', () => {
  afterEach(() => vi.useRealTimers());

  it('refuses a shift that has already ended in the facility zone and warns about one in progress', async () => {
    // 16:37 in New York on 7 March 2030: the Morning preset has ended, the Evening one has started.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-07T21:37:00Z'));
    const onSubmit = renderForm(vi.fn(), { ...empty, timezone: 'EST' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Title/), 'Late cover');
    await user.type(screen.getByLabelText(/Contact email/), 'dana@example.org');
    await user.type(screen.getByLabelText(/Contact phone/), '5551234567');

    await user.click(screen.getByRole('radio', { name: 'Morning 07:00-15:00' }));
    expect(screen.getByRole('alert')).toHaveTextContent(productMessages.shiftAlreadyEnded);
    await user.click(screen.getByRole('button', { name: 'Save and add positions' }));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Evening 15:00-23:00' }));
    expect(screen.queryByText(productMessages.shiftAlreadyEnded)).not.toBeInTheDocument();
    expect(screen.getByText(productMessages.shiftAlreadyStarted)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and add positions' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ start_time: '15:00', end_time: '23:00', timezone: 'EST' }));
  });
});
