import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@careroster/shared/paths';
import { getProfileContract } from '@careroster/shared/api/auth/get-profile';
import { loginContract } from '@careroster/shared/api/auth/login';
import { logoutContract } from '@careroster/shared/api/auth/logout';
import { startVideoCallContract } from '@careroster/shared/api/video/video-call';
import { useAppStore } from '../store/app-store';
import { isCall, onCall, stubFetch } from '../test/fetch-stub';
import { loginAnswerFixture, profile } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { renderPublic } from '../test/render-public';
import { readEntryParams } from './entry-params';

const signIn = () => useAppStore.getState().login(loginAnswerFixture);

describe('landing page', () => {
  it('sends a signed-in user to the dashboard', async () => {
    signIn();
    stubFetch(onCall(getProfileContract, () => profile));
    const { router } = renderApp(paths.landing);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('sends a signed-in user to route_to', async () => {
    signIn();
    stubFetch(onCall(getProfileContract, () => profile));
    const { router } = renderApp('/?route_to=payments/payroll/list');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.payrollList));
  });

  it('sends a signed-out user to sign-in', async () => {
    const { router } = renderApp(paths.landing);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
  });
});

const nurseId = '7b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const startCall = onCall(startVideoCallContract, () => ({ token: 't'.repeat(43), room_name: 'room-1' }));

describe('protected /video-chat', () => {
  // The two halves of the trip; e2e/tests/foundation.test.ts makes the whole trip in a browser.
  it('goes through / to sign-in when signed out, carrying the origin to the public app', async () => {
    const origin = `/video-chat?id=${nurseId}&name=Ana%20Lopez`;
    const leave = vi.fn();
    const { router } = renderApp(origin, readEntryParams(''), leave);

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(router.state.location.state).toEqual({ from: origin });
    await waitFor(() => expect(leave).toHaveBeenCalled());
  });

  it('comes back to the origin after sign-in', async () => {
    stubFetch(onCall(loginContract, () => loginAnswerFixture));
    const origin = `/video-chat?id=${nurseId}&name=Ana%20Lopez`;
    // As React Router left it: its state under `usr`.
    window.history.replaceState({ usr: { from: origin }, key: 'k', idx: 0 }, '', paths.login);
    const { leave } = renderPublic(paths.login, { keepState: true });

    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), 'dana.admin@maplegrove.example');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(leave).toHaveBeenCalled());
    expect(`${window.location.pathname}${window.location.search}`).toBe(origin);
  });

  it('opens directly when signed in', async () => {
    signIn();
    stubFetch(startCall);
    const { router } = renderApp(`/video-chat?id=${nurseId}&name=Ana%20Lopez`);
    expect(await screen.findByRole('heading', { name: 'Ana Lopez' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.videoChat);
  });
});

describe('signed-in shell', () => {
  it('shows a not-found page for unknown paths', async () => {
    signIn();
    stubFetch(onCall(getProfileContract, () => profile));
    renderApp('/no/such/page');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('switches facility: header, role and every query follow', async () => {
    signIn();
    const { requests } = stubFetch(onCall(getProfileContract, () => profile));
    // The dashboard loads its own figures; this test follows the profile.
    const profiles = () => requests.filter(isCall(getProfileContract));
    renderApp(paths.dashboard);
    const user = userEvent.setup();

    const select = await screen.findByRole('combobox', { name: 'Facility' });
    await waitFor(() => expect(profiles()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'PBJ' })).toBeInTheDocument();
    await user.selectOptions(select, loginAnswerFixture.facilities[1]?.name ?? '');

    expect(useAppStore.getState().facility.facilityId).toBe(loginAnswerFixture.facilities[1]?.id);
    expect(useAppStore.getState().auth.role).toBe('MANAGER');
    await waitFor(() => expect(profiles()).toHaveLength(2));
    expect(profiles()[1]?.headers.get('facility-id')).toBe(loginAnswerFixture.facilities[1]?.id);
    // A manager has no money permission: the navigation hides Payments.
    expect(screen.queryByRole('link', { name: 'PBJ' })).not.toBeInTheDocument();
  });

  it('signs out from the user menu: server told, session cleared, back to sign-in', async () => {
    signIn();
    const { requests } = stubFetch(
      onCall(getProfileContract, () => profile),
      onCall(logoutContract, () => ({ message: 'Signed out' })),
    );
    const { router } = renderApp(paths.dashboard);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(requests.some(isCall(logoutContract))).toBe(true);
    expect(useAppStore.getState().auth.isAuthenticated).toBe(false);
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
