import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productMessages } from '@careroster/shared/messages';
import { failure, stubFetch } from '../test/fetch-stub';
import { renderApp } from '../test/render-app';

/**
 * Issue 23: a link cut short in a text message shows the link's one plain sentence on every
 * public link page, whatever the server said about the token's shape.
 */
const zodLength = 'Token must be at least 20 characters';
const pages: [string, string, string][] = [
  ['missed-punch supervisor action', '/missed-punch-action/abc', productMessages.missedPunchLinkUnknown],
  ['offer', '/offers/abc', productMessages.offerLinkUnknown],
  ['corporate timesheet', '/corporate-timesheet/abc', productMessages.corporateLinkUnknown],
  ['corporate timesheet (new)', '/corporate-timesheet-new/abc', productMessages.corporateLinkUnknown],
  ['walk-in invite', '/walk-in-invite/abc', productMessages.walkInInviteInvalid],
  ['time clock', '/time-clock/abc', productMessages.timeClockLinkInvalid],
];

describe('a malformed link on a public link page', () => {
  it.each(pages)('%s: one plain sentence, no rule about the token', async (_name, url, sentence) => {
    stubFetch(() => failure(422, [zodLength], 'VALIDATION_FAILED'));
    renderApp(url);
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
    expect(screen.queryByText(new RegExp(zodLength))).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('an unknown or used link shows the server sentence; a server failure offers to try again', async () => {
    stubFetch(() => failure(404, [productMessages.missedPunchLinkUsed], 'NOT_FOUND'));
    const first = renderApp('/missed-punch-action/Lk3v9QpZ2xY7wT4sR1uN8mB5cJ6hG0fD');
    expect(await screen.findByRole('alert')).toHaveTextContent(productMessages.missedPunchLinkUsed);
    first.unmount();
    stubFetch(() => failure(500, ['Something went wrong.'], 'INTERNAL'));
    renderApp('/offers/Lk3v9QpZ2xY7wT4sR1uN8mB5cJ6hG0fD');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Something went wrong.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
