import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { KIND_RULES } from '../../../domain/business-kinds';
import type { Action } from '../../../domain/permissions';
import { RequireAction, useCurrentBusiness } from '../../app';
import { lazyScreen } from '../../lib/lazy-screen';
import { k } from './text';

/** Its children in a restaurant; elsewhere a notice (the server answers 422 restaurant_only). */
function RestaurantOnly({ children }: { children: ReactNode }) {
  if (!KIND_RULES[useCurrentBusiness().kind].restaurantCounter)
    return (
      <Alert color="gray" variant="light" data-testid="kitchen-restaurant-only">
        {k.restaurantOnly}
      </Alert>
    );
  return <>{children}</>;
}

type Pages = typeof import('./pages');
const screen = (pick: (pages: Pages) => ReactNode, action: Action) =>
  lazyScreen(async () => (
    <RestaurantOnly>
      <RequireAction action={action}>{pick(await import('./pages'))}</RequireAction>
    </RestaurantOnly>
  ));

/**
 * The kitchen screens under /{business} (restaurants, decision 0057), loaded on first visit: the
 * kitchen display (pos.sell) and its stations (catalogue.write).
 */
export const kitchenRoutes: RouteObject[] = [
  { path: 'kitchen', ...screen((p) => <p.KitchenPage />, 'pos.sell') },
  { path: 'kitchen/stations', ...screen((p) => <p.StationsPage />, 'catalogue.write') },
];
