import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from './history';

/** An in-app link: a plain click changes pages without a reload, as React Router's Link does. */
export function Link({ to, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // A new tab, a download or a modified click is the browser's to handle.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={follow} {...rest} />;
}
