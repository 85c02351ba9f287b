import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { Action } from '../../../domain/permissions';
import { RequireAction } from '../../app';
import { lazyScreen } from '../../lib/lazy-screen';

type Pages = typeof import('./pages');
const screen = (pick: (pages: Pages) => ReactNode, action: Action) =>
  lazyScreen(async () => (
    <RequireAction action={action}>{pick(await import('./pages'))}</RequireAction>
  ));

/**
 * The tills and shifts screens under /{business} (decision 0055), loaded on first visit: the tills
 * (tills.manage), the shift list and a shift's page (shifts.own; the server keeps a cashier to
 * their own shifts).
 */
export const shiftsRoutes: RouteObject[] = [
  { path: 'tills', ...screen((p) => <p.TillsPage />, 'tills.manage') },
  { path: 'shifts', ...screen((p) => <p.ShiftsPage />, 'shifts.own') },
  { path: 'shifts/:shiftId', ...screen((p) => <p.ShiftPage />, 'shifts.own') },
];
