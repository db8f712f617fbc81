import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@careroster/shared/paths';
import { useAppStore } from '../store/app-store';
import { answer, on, stubFetch } from '../test/fetch-stub';
import { loginAnswerFixture, profile } from '../test/fixtures';
import { renderApp } from '../test/render-app';

describe('a direct load of an inner page', () => {
  // React Router warns once per module; this file is the first and only load in its module graph.
  it('shows a loader while the page chunk loads, without React Router warning about a missing HydrateFallback', async () => {
    const warn = vi.spyOn(console, 'warn');
    useAppStore.getState().login(loginAnswerFixture);
    stubFetch(
      on('GET', '/api/v1/profile', () => answer(profile)),
      on('GET', '/api/v1/facilities/conversations/unread', () => answer({ messages: 0, conversations: 0 })),
      (request) => (request.path.startsWith('/api/v1/facilities/') ? answer({ count: 0, results: [], unread_count: 0 }) : undefined),
    );
    renderApp(paths.employees);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Employees' })).toBeInTheDocument();
    expect(warn.mock.calls.map((args) => String(args[0]))).not.toContainEqual(expect.stringContaining('HydrateFallback'));
  });
});
