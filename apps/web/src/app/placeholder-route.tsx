import type { RouteObject } from 'react-router';
import type { PlaceholderRoute } from './placeholder-routes';

/** A page its area has not built yet, loaded like the built ones so the entry chunk stays small. */
export const placeholderRoute = ({ path, title, area }: PlaceholderRoute): RouteObject => ({
  path,
  lazy: async () => {
    const { PlaceholderPage } = await import('./placeholder-page');
    return { Component: () => <PlaceholderPage title={title} area={area} /> };
  },
});
