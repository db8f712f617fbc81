import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PublicPageProps = { params: Readonly<Record<string, string>> };

/** A page of the light public app: its path (React Router's syntax, `:name` for a part) and its module. */
export interface PublicPageRoute {
  path: string;
  /** Starts (once) the download of the page's module; main.tsx calls it beside the shell's own. */
  preload: () => Promise<unknown>;
  Page: LazyExoticComponent<ComponentType<PublicPageProps>>;
}

/** A public page whose module downloads once, on preload or on first render, whichever comes first. */
export function publicPage(path: string, load: () => Promise<ComponentType<PublicPageProps>>): PublicPageRoute {
  let loading: Promise<ComponentType<PublicPageProps>> | undefined;
  const preload = () => (loading ??= load());
  return { path, preload, Page: lazy(async () => ({ default: await preload() })) };
}
