import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { PublicApp } from '../public-shell/public-app';

/**
 * The light public app (decision 060) at `url`, as main.tsx mounts it. `leave` is what main.tsx
 * would do when a navigation reaches a page of the signed-in app.
 */
export function renderPublic(url: string, { keepState = false } = {}) {
  window.history.replaceState(keepState ? window.history.state : null, '', url);
  const leave = vi.fn();
  const view = render(<PublicApp leave={leave} />);
  return { leave, ...view };
}
