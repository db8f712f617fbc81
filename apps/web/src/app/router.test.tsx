import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@careroster/shared/paths';
import { getProfileContract } from '@careroster/shared/api/auth/get-profile';
import { listEmployeesContract } from '@careroster/shared/api/employees/list-employees';
import { unreadMessagesContract } from '@careroster/shared/api/messages/staff';
import { useAppStore } from '../store/app-store';
import { onCall, stubFetch } from '../test/fetch-stub';
import { loginAnswerFixture, profile } from '../test/fixtures';
import { renderApp } from '../test/render-app';

describe('a direct load of an inner page', () => {
  // React Router warns once per module; this file is the first and only load in its module graph.
  it('shows a loader while the page chunk loads, without React Router warning about a missing HydrateFallback', async () => {
    const warn = vi.spyOn(console, 'warn');
    useAppStore.getState().login(loginAnswerFixture);
    stubFetch(
      onCall(getProfileContract, () => profile),
      onCall(unreadMessagesContract, () => ({ messages: 0, conversations: 0 })),
      onCall(listEmployeesContract, () => ({ count: 0, results: [] })),
    );
    renderApp(paths.employees);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Employees' })).toBeInTheDocument();
    expect(warn.mock.calls.map((args) => String(args[0]))).not.toContainEqual(expect.stringContaining('HydrateFallback'));
  });
});
