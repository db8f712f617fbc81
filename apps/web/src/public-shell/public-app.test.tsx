import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@careroster/shared/paths';
import { renderPublic } from '../test/render-public';
import { matchPublicPage } from './routes';

describe('the light public app', () => {
  it('moves between its pages without handing the page over', async () => {
    const { leave } = renderPublic(paths.termsOfServices);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of service' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('link', { name: 'Privacy policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(window.location.pathname).toBe(paths.privacyPolicy);
    expect(leave).not.toHaveBeenCalled();
  });

  it('hands the page over to the signed-in app for any other path', async () => {
    const { leave } = renderPublic(paths.login);
    await userEvent.setup().click(await screen.findByRole('link', { name: 'CareRoster' }));
    await waitFor(() => expect(leave).toHaveBeenCalled());
    expect(window.location.pathname).toBe(paths.landing);
  });

  it('matches paths with parts, as React Router does', () => {
    expect(matchPublicPage('/set-password/u%201/t1')?.params).toEqual({ uid: 'u 1', token: 't1' });
    expect(matchPublicPage('/auth/login/')?.route.path).toBe(paths.login);
    expect(matchPublicPage('/set-password/u1')).toBeNull();
    expect(matchPublicPage('/set-password/%E0%A4%A/t1')).toBeNull();
    expect(matchPublicPage(paths.dashboard)).toBeNull();
  });
});
