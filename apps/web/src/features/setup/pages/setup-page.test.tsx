import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getProfileContract } from '@careroster/shared/api/auth/get-profile';
import type { LoginAnswer } from '@careroster/shared/api/auth/login';
import { setupChecklistContract } from '@careroster/shared/api/setup/checklist';
import {
  addSetupFacilityContract,
  finishSetupContract,
  getSetupContract,
  saveCorporationContract,
  type SetupAnswer,
  type SetupFacility,
} from '@careroster/shared/api/setup/setup';
import { dashboardContract } from '@careroster/shared/api/shifts/get-dashboard';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { useAppStore } from '../../../store/app-store';
import { failure, isCall, onCall, stubFetch } from '../../../test/fetch-stub';
import { profile } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const corporationId = '5d0c9b8a-7f6e-4d5c-8b4a-3f2e1d0c9b8a';
const lakeside: SetupFacility = {
  key: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  facility_id: null,
  name: 'Lakeside Care',
  legal_name: 'Lakeside Care LLC',
  business_type: 'LLC',
  ein: '36-1234567',
  address_line1: '1 Lake Road',
  address_line2: null,
  city: 'Chicago',
  country: 'US',
  state: 'IL',
  zip: '60601',
  timezone: 'CST',
  cms_facility_id: null,
  payroll_setting: 'WEEKLY',
};
const desert: SetupFacility = {
  ...lakeside,
  key: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  name: 'Desert Bloom',
  legal_name: 'Desert Bloom Inc.',
  business_type: 'CORP',
  ein: '86-7654321',
  city: 'Phoenix',
  state: 'AZ',
  zip: '85001',
  timezone: 'MST-AZ',
};
const setupAt = (step: SetupAnswer['step'], change: Partial<SetupAnswer> = {}): SetupAnswer => ({
  company_name: 'Bright Harbor Health',
  corporation_id: corporationId,
  facilities: [],
  admins: [],
  step,
  completed: false,
  ...change,
});

// An owner whose setup is open signs in with no facility (decision 080).
const ownerInSetup: LoginAnswer = {
  token: 'session-token-owner',
  role: 'OWNER',
  profile: { ...profile, role: 'OWNER', facilities: [] },
  facility_id: null,
  facilities: [],
  expires_at: '2030-01-01T00:00:00.000Z',
};

describe('the setup wizard (decision 080)', () => {
  beforeEach(() => useAppStore.getState().login(ownerInSetup));

  it('resumes at the step the server names, with the saved drafts', async () => {
    stubFetch(onCall(getSetupContract, () => setupAt('ADMINS', { facilities: [lakeside, desert] })));
    renderApp(paths.setup);
    expect(await screen.findByText(productMessages.setupAdminsHint)).toBeInTheDocument();
    expect(screen.getByText(productMessages.setupNoAdmins)).toBeInTheDocument();
    // Back to the facilities: both drafts are there as cards.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('article', { name: 'Lakeside Care' })).toHaveTextContent('Lakeside Care LLC · LLC · EIN 36-1234567');
    expect(screen.getByRole('article', { name: 'Desert Bloom' })).toHaveTextContent('MST (Arizona, no daylight saving)');
  });

  it('sends an owner in setup who opens a page of the shell to the wizard, before that page asks for anything', async () => {
    const { requests } = stubFetch(
      onCall(getProfileContract, () => ({ ...profile, role: 'OWNER', facilities: [] })),
      onCall(getSetupContract, () => setupAt('FACILITIES')),
    );
    const { router } = renderApp(paths.dashboard);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.setup));
    expect(await screen.findByText(productMessages.setupFacilitiesHint)).toBeInTheDocument();
    expect(requests.filter(isCall(dashboardContract))).toHaveLength(0);
  });

  it('shows the company refusal of the server on its field', async () => {
    const { requests } = stubFetch(
      onCall(getSetupContract, () => setupAt('COMPANY', { corporation_id: null })),
      onCall(saveCorporationContract, () => failure(422, [productMessages.signUpCompanyInvalid], 'VALIDATION_FAILED')),
    );
    renderApp(paths.setup);
    const name = await screen.findByRole('textbox', { name: 'Company name' });
    expect(name).toHaveValue('Bright Harbor Health');
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, 'x'.repeat(5));
    await user.click(screen.getByRole('button', { name: productMessages.setupSaveAndContinue }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(productMessages.signUpCompanyInvalid));
    expect(requests.find(isCall(saveCorporationContract))?.body).toEqual({ name: 'xxxxx' });
  });

  it('checks a facility with the shared schema, then puts the server refusal on the fields it is about', async () => {
    const { requests } = stubFetch(
      onCall(getSetupContract, () => setupAt('FACILITIES')),
      onCall(addSetupFacilityContract, () =>
        failure(
          422,
          [productMessages.taxEinInvalid, productMessages.profileZipInvalid, productMessages.setupCompleted],
          'VALIDATION_FAILED',
        ),
      ),
    );
    renderApp(paths.setup);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: productMessages.setupAddFacility }));
    const dialog = await screen.findByRole('dialog', { name: productMessages.setupAddFacility });
    const field = (name: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${name}[ *]*$`) });

    // Nothing typed: the schema's own messages, and nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Save facility' }));
    expect(field('Facility name')).toHaveAccessibleDescription(productMessages.setupFacilityNameInvalid);
    expect(field('Federal EIN')).toHaveAccessibleDescription(productMessages.taxEinInvalid);
    expect(requests.filter(isCall(addSetupFacilityContract))).toHaveLength(0);

    await user.type(field('Facility name'), 'Lakeside Care');
    await user.type(field('Legal name of the entity'), 'Lakeside Care LLC');
    await user.type(field('Federal EIN'), '361234567');
    await user.type(field('Address'), '1 Lake Road');
    await user.type(field('City'), 'Chicago');
    await user.type(field('ZIP code'), '60601');
    const choose = async (label: string, option: string) => {
      await user.click(within(dialog).getByRole('combobox', { name: new RegExp(`^${label}[ *]*$`) }));
      await user.click(await screen.findByRole('option', { name: option }));
    };
    await choose('Business type', 'LLC');
    await choose('State', 'Illinois (IL)');
    await choose('Time zone', 'CST');
    await choose('Pay period', 'Weekly');
    await user.click(within(dialog).getByRole('button', { name: 'Save facility' }));

    await waitFor(() => expect(field('Federal EIN')).toHaveAccessibleDescription(productMessages.taxEinInvalid));
    expect(field('ZIP code')).toHaveAccessibleDescription(productMessages.profileZipInvalid);
    expect(field('Facility name')).not.toBeInvalid();
    // What no field owns stays beside the form.
    expect(within(dialog).getByRole('alert')).toHaveTextContent(productMessages.setupCompleted);
    expect(requests.find(isCall(addSetupFacilityContract))?.body).toEqual({
      name: 'Lakeside Care',
      legal_name: 'Lakeside Care LLC',
      business_type: 'LLC',
      ein: '361234567',
      address_line1: '1 Lake Road',
      address_line2: null,
      city: 'Chicago',
      country: 'US',
      state: 'IL',
      zip: '60601',
      timezone: 'CST',
      cms_facility_id: null,
      payroll_setting: 'WEEKLY',
    });
  });

  it('finishes: the profile is asked again, the first new facility becomes the current one, and the dashboard opens', async () => {
    const created = [
      { id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f', name: 'Lakeside Care' },
      { id: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a', name: 'Desert Bloom' },
    ];
    const admins = [{ facility_key: lakeside.key, first_name: 'Ana', last_name: 'Reyes', email: 'ana@lakeside.example', invited: false }];
    const owned = created.map((f) => ({ ...f, role: 'OWNER' as const }));
    let finished = false;
    const { requests } = stubFetch(
      onCall(getSetupContract, () => setupAt('FINISH', { facilities: [lakeside, desert], admins, completed: finished })),
      onCall(finishSetupContract, () => {
        finished = true;
        return {
          setup: setupAt('FINISH', { facilities: [lakeside, desert], admins, completed: true }),
          facilities: created,
          message: productMessages.setupFinished(2),
        };
      }),
      onCall(getProfileContract, () => ({ ...profile, role: 'OWNER', facilities: finished ? owned : [] })),
      onCall(dashboardContract, () => failure(403, ['Not yet'])),
      onCall(setupChecklistContract, () => ({
        complete: false,
        facilities: created.map((f) => ({
          facility_id: f.id,
          facility_name: f.name,
          items: [
            { key: 'entity_details', done: true },
            { key: 'bank_account', done: false },
          ],
        })),
      })),
    );
    const { router } = renderApp(paths.setup);
    expect(await screen.findByText('Ana Reyes (ana@lakeside.example) · Lakeside Care')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: productMessages.setupFinishButton }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard));
    expect(requests.find(isCall(finishSetupContract))?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(useAppStore.getState().facility.facilityId).toBe(created[0]!.id);
    expect(useAppStore.getState().auth.role).toBe('OWNER');
    expect(await screen.findByText(productMessages.setupFinished(2))).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: productMessages.checklistTitle });
    expect(within(card).getAllByRole('link', { name: productMessages.checklistItems.bank_account })).toHaveLength(2);
  });
});
