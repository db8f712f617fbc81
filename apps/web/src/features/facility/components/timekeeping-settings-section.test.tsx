import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getTimekeepingSettingsContract,
  updateTimekeepingSettingsContract,
  type TimekeepingSettings,
} from '@careroster/shared/api/timekeeping/timekeeping-settings';
import { productMessages } from '@careroster/shared/messages';
import { useAppStore } from '../../../store/app-store';
import { failure, onCall, stubFetch } from '../../../test/fetch-stub';
import { loginAnswerFixture } from '../../../test/fixtures';
import { settingsReads, timekeepingSettingsOfA } from '../settings-stubs';
import { TestProviders } from '../../../test/render-app';
import { SettingsPage } from '../pages/settings-page';
import { MemoryRouter } from 'react-router';
import { paths } from '@careroster/shared/paths';

// Facility A's settings, with the time clock's location already set.
const settings: TimekeepingSettings = { ...timekeepingSettingsOfA, latitude: 39.78, longitude: -89.65 };

describe('Settings page, Timekeeping section', () => {
  beforeEach(() => useAppStore.getState().login(loginAnswerFixture));

  it('loads the settings, sends the edited values, and shows the server refusal', async () => {
    let refuse = true;
    const { requests } = stubFetch(
      onCall(getTimekeepingSettingsContract, () => settings),
      onCall(updateTimekeepingSettingsContract, () => {
        if (!refuse)
          return {
            settings: { ...settings, rounding_minutes: 15 },
            recomputed: 3,
            message: productMessages.timekeepingSettingsRecomputed(3),
          };
        refuse = false;
        return failure(422, [productMessages.timekeepingGeofenceInvalid(200, 10_000)], 'VALIDATION_FAILED');
      }),
      ...settingsReads,
    );
    const user = userEvent.setup();
    render(
      <TestProviders>
        {/* A route's page: it reads the location (its #section). */}
        <MemoryRouter initialEntries={[paths.settings]}>
          <SettingsPage />
        </MemoryRouter>
      </TestProviders>,
    );
    expect(await screen.findByRole('heading', { name: productMessages.settingsTimekeeping })).toBeInTheDocument();
    // Other sections have a Save button of their own.
    const save = () =>
      within(screen.getByRole('region', { name: productMessages.settingsTimekeeping })).getByRole('button', { name: 'Save' });
    // Coordinates and the geofence are the profile section's, not this form's.
    expect(await screen.findByRole('textbox', { name: /Auto-approval deadline/ })).toHaveValue('48');
    await user.click(screen.getAllByLabelText(/Rounding of punches/)[0]!);
    await user.click(await screen.findByRole('option', { name: '15 minutes' }));
    // Where the workweek and workday begin (decision 050): a Wednesday noon week, 07:00 workdays.
    await user.click(screen.getAllByLabelText(/Workweek starts on/)[0]!);
    await user.click(await screen.findByRole('option', { name: 'Wednesday' }));
    await user.clear(screen.getByRole('textbox', { name: /Workweek starts at/ }));
    await user.type(screen.getByRole('textbox', { name: /Workweek starts at/ }), '12:00');
    await user.clear(screen.getByRole('textbox', { name: /Workday starts at/ }));
    await user.type(screen.getByRole('textbox', { name: /Workday starts at/ }), '07:00');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(productMessages.timekeepingGeofenceInvalid(200, 10_000));

    await user.click(save());
    await waitFor(() => expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(2));
    const sent = requests.find((r) => r.method === 'PATCH')!.body;
    expect(sent).toMatchObject({
      rounding_minutes: 15,
      approval_deadline_hours: 48,
      overtime_rule: 'FLSA_WEEKLY',
      workweek_start_day: 3,
      workweek_start_time: '12:00',
      workday_start_time: '07:00',
    });
    expect(sent).not.toHaveProperty('latitude');
  });
});
