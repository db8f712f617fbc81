import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@careroster/shared/paths';
import { getProfileContract } from '@careroster/shared/api/auth/get-profile';
import { getNurseEmployeeContract } from '@careroster/shared/api/employees/get-employee';
import { getAddressContract } from '@careroster/shared/api/facility/get-address';
import { useAppStore } from '../store/app-store';
import { readLocal, storageKeys } from '../store/storage-keys';
import { isCall, onCall, stubFetch } from '../test/fetch-stub';
import { employeeDetail } from '../test/employee-fixtures';
import { address, facilityA, profile } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { captureEntryParams } from './entry-params';

const entryUrl = (params: Record<string, string>) => `/?${new URLSearchParams(params).toString()}`;

describe('captureEntryParams', () => {
  it('stores the session and strips only access_token from the address bar', () => {
    window.history.replaceState(null, '', entryUrl({ access_token: 'abc', facility_id: facilityA.id, route_to: 'pbj', agalia_id: '77' }));
    const entry = captureEntryParams();

    expect(window.location.search).not.toContain('access_token');
    expect(window.location.search).toContain('route_to=pbj');
    expect(entry).toMatchObject({ accessToken: 'abc', facilityId: facilityA.id, routeTo: 'pbj' });
    expect(readLocal(storageKeys.apiToken)).toBe('abc');
    expect(readLocal(storageKeys.facilityId)).toBe(facilityA.id);
    expect(readLocal(storageKeys.agaliaId)).toBe('77');
    expect(useAppStore.getState().auth.isAuthenticated).toBe(true);
  });

  it('starts no session from a token without a facility', () => {
    window.history.replaceState(null, '', entryUrl({ access_token: 'abc' }));
    captureEntryParams();
    expect(window.location.search).toBe('');
    expect(readLocal(storageKeys.apiToken)).toBeNull();
    expect(useAppStore.getState().auth.isAuthenticated).toBe(false);
  });
});

describe('entry with a session', () => {
  const capture = (params: Record<string, string>) => {
    const url = entryUrl({ access_token: 'entry-token', facility_id: facilityA.id, ...params });
    window.history.replaceState(null, '', url);
    return { url: `${window.location.pathname}${window.location.search}`, entry: captureEntryParams() };
  };

  it('fetches the profile and address, then opens route_to with date, fromOwner and the nurse id', async () => {
    const { requests } = stubFetch(
      onCall(getProfileContract, () => profile),
      onCall(getAddressContract, () => address),
      onCall(getNurseEmployeeContract, { nurseId: '42' }, () => employeeDetail),
    );
    const { url, entry } = capture({ route_to: 'nurses/nurse-detail', date: '2025-03-14', fromOwner: 'true', nurse_id: '42' });
    const { router } = renderApp(url, entry);

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.nurseDetail));
    expect(router.state.location.state).toEqual({ date: '2025-03-14', fromOwner: 'true', id: '42' });
    expect(await screen.findByRole('heading', { name: 'Maria Lopez', level: 1 })).toBeInTheDocument();
    expect(requests.some(isCall(getProfileContract)) && requests.some(isCall(getAddressContract))).toBe(true);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer entry-token');
    expect(requests.find(isCall(getAddressContract))?.headers.get('facility-id')).toBe(facilityA.id);
    expect(useAppStore.getState().auth.profile).toEqual(profile);
    expect(useAppStore.getState().facility.facilityInfo).toEqual(address);
  });

  it('goes to the dashboard without route_to, and never fetches the address for it', async () => {
    const { requests } = stubFetch(onCall(getProfileContract, () => profile));
    const { url, entry } = capture({});
    const { router } = renderApp(url, entry);

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard));
    expect(requests.some(isCall(getAddressContract))).toBe(false);
  });

  it('refuses a route_to that would leave the app', async () => {
    stubFetch(
      onCall(getProfileContract, () => profile),
      onCall(getAddressContract, () => address),
    );
    const { url, entry } = capture({ route_to: 'https://evil.example/phish' });
    const { router } = renderApp(url, entry);

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard));
  });
});
