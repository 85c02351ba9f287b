import { Badge, Card, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChefHat, IconTruckDelivery, IconWebhook } from '@tabler/icons-react';
import { Link } from 'react-router';
import { KIND_RULES } from '../../../domain/business-kinds';
import { can, type Tile } from '../../../domain/permissions';
import { useCurrentBusiness, useRole } from '../../app';
import { PageHeader } from '../../components/PageHeader';
import { t } from '../../locales/ar';
import { TILE_DEFS } from './tiles';

/** A tile beside the legacy ones that opens `to` (the kitchen display, the webhooks). */
function LinkTile(props: { to: string; icon: typeof IconWebhook; label: string; id: string }) {
  const Icon = props.icon;
  return (
    <UnstyledButton component={Link} to={props.to} data-testid={`tile-${props.id}`}>
      <Card withBorder radius="lg" padding="lg" h="100%">
        <Stack align="center" gap="xs">
          <Icon size={44} stroke={1.5} />
          <Text fw={600} ta="center">
            {props.label}
          </Text>
        </Stack>
      </Card>
    </UnstyledButton>
  );
}

/**
 * /{business}: the tiles of the legacy app for the user's role in this business and its kind (the
 * server sends them); unbuilt screens, and those whose action the role lacks here, are disabled.
 * A restaurant adds the kitchen display for whoever sells there (decision 0057); whoever reads
 * sale orders finds them here (decision 0069); an administrator finds the webhooks here (decision
 * 0059).
 */
export function BusinessHomePage() {
  const business = useCurrentBusiness();
  const key = business.key;
  const role = useRole();
  return (
    <Stack>
      <PageHeader title={business.nameAr} back="/" />
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }}>
        {business.tiles.map((tile) => {
          const def = TILE_DEFS[tile as Tile];
          if (!def) return null;
          const Icon = def.icon;
          // A tile whose screen needs an action this role lacks here stays disabled (useCan's rule).
          const path = def.action && !can(role, def.action, business.kind) ? null : def.path;
          const body = (
            <Card withBorder radius="lg" padding="lg" h="100%" style={{ opacity: path ? 1 : 0.55 }}>
              <Stack align="center" gap="xs">
                <Icon size={44} stroke={1.5} />
                <Text fw={600} ta="center">
                  {t.home.tiles[tile] ?? tile}
                </Text>
                {!path && (
                  <Badge color="gray" variant="light">
                    {t.common.comingSoon}
                  </Badge>
                )}
              </Stack>
            </Card>
          );
          return path ? (
            <UnstyledButton key={tile} component={Link} to={path(key)} data-testid={`tile-${tile}`}>
              {body}
            </UnstyledButton>
          ) : (
            <div key={tile} aria-disabled="true" data-testid={`tile-${tile}`}>
              {body}
            </div>
          );
        })}
        {KIND_RULES[business.kind].restaurantCounter && can(role, 'pos.sell', business.kind) && (
          <LinkTile
            to={`/${key}/kitchen`}
            icon={IconChefHat}
            label={t.home.kitchenTile}
            id="kitchen"
          />
        )}
        {can(role, 'sale_orders.read', business.kind) && (
          <LinkTile
            to={`/${key}/sale_orders`}
            icon={IconTruckDelivery}
            label={t.saleOrders.title}
            id="sale-orders"
          />
        )}
        {can(role, 'businesses.edit', business.kind) && (
          <LinkTile
            to={`/${key}/webhooks`}
            icon={IconWebhook}
            label={t.webhooks.tile}
            id="webhooks"
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}
