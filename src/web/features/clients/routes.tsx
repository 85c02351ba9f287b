import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAction } from '../../app';
import { lazyScreen } from '../../lib/lazy-screen';

type Pages = typeof import('./pages');
const screen = (pick: (pages: Pages) => ReactNode) =>
  lazyScreen(async () => pick(await import('./pages')));
const reader = (node: ReactNode) => <RequireAction action="clients.read">{node}</RequireAction>;
const writer = (node: ReactNode) => <RequireAction action="clients.write">{node}</RequireAction>;

/**
 * Client screens under /:business: the table (clients), the cards
 * (clientx), new and edit forms under both, and the statement (clientx/view/{UUID}). Reading needs
 * `clients.read`, the forms `clients.write` — granted per role by the business's kind.
 */
export const clientsRoutes: RouteObject[] = [
  { path: 'clients', ...screen((p) => reader(<p.ClientsPage />)) },
  { path: 'clientx', ...screen((p) => reader(<p.ClientxPage />)) },
  { path: 'clients/new', ...screen((p) => writer(<p.NewClientPage base="clients" />)) },
  { path: 'clientx/new', ...screen((p) => writer(<p.NewClientPage base="clientx" />)) },
  { path: 'clients/edit/:UUID', ...screen((p) => writer(<p.EditClientPage base="clients" />)) },
  { path: 'clientx/edit/:UUID', ...screen((p) => writer(<p.EditClientPage base="clientx" />)) },
  { path: 'clientx/view/:UUID', ...screen((p) => reader(<p.StatementPage />)) },
];
