import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { WEB_PATHS } from '../../../domain/top-level-paths';
import { RequireAction } from '../../app';
import { lazyScreen } from '../../lib/lazy-screen';

const admin = WEB_PATHS.admin;
type Pages = typeof import('./pages');

/** Guarded by the permission to create and edit businesses (admin); loaded on first visit. */
function editors(path: string, pick: (pages: Pages) => ReactNode): RouteObject {
  return {
    path,
    ...lazyScreen(async () => (
      <RequireAction action="businesses.edit">{pick(await import('./pages'))}</RequireAction>
    )),
  };
}

/**
 * The businesses screens under /admin, admin only: the list, a new business, one
 * business's profile and its payment terms, and the first sign-in setup. A new business is a second-level path, so no
 * business key is ever shadowed by it. One chunk, loaded on first visit.
 */
export const businessesRoutes: RouteObject[] = [
  editors(`${admin}/businesses`, (p) => <p.BusinessesPage />),
  editors(`${admin}/businesses/:key`, (p) => <p.BusinessProfilePage />),
  editors(`${admin}/businesses/:key/payment-terms`, (p) => <p.PaymentTermsPage />),
  editors(`${admin}/new-business`, (p) => <p.NewBusinessPage />),
  editors(`${admin}/setup`, (p) => <p.SetupPage />),
];
