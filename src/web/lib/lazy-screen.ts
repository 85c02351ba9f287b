import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';

/**
 * Route properties of a screen whose code is loaded on its first visit, in its own chunk
 *: `{ path: 'pos', ...lazyScreen(async () => { const { PosPage } = await
 * import('./PosPage'); return <PosPage />; }) }`. The sign-in screen and the POS then load only
 * what they use. A chunk that fails to load reaches the router's errorElement (ErrorPage).
 */
export function lazyScreen(load: () => Promise<ReactNode>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ element: await load() }) };
}
