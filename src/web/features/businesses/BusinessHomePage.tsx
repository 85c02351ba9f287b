import { Badge, Card, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { Tile } from '../../../domain/permissions';
import { useCurrentBusiness } from '../../app/guards';
import { PageHeader } from '../../components/PageHeader';
import { t } from '../../locales/ar';
import { TILE_DEFS } from './tiles';

/**
 * /{business}: the tiles of SPEC.md §6 for the user's role in this business and its kind (the
 * server sends them); unbuilt screens are disabled.
 */
export function BusinessHomePage() {
  const business = useCurrentBusiness();
  const key = business.key;
  return (
    <Stack>
      <PageHeader title={business.nameAr} back="/" />
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }}>
        {business.tiles.map((tile) => {
          const def = TILE_DEFS[tile as Tile];
          if (!def) return null;
          const Icon = def.icon;
          const body = (
            <Card
              withBorder
              radius="lg"
              padding="lg"
              h="100%"
              style={{ opacity: def.path ? 1 : 0.55 }}
            >
              <Stack align="center" gap="xs">
                <Icon size={44} stroke={1.5} />
                <Text fw={600} ta="center">
                  {t.home.tiles[tile] ?? tile}
                </Text>
                {!def.path && (
                  <Badge color="gray" variant="light">
                    {t.common.comingSoon}
                  </Badge>
                )}
              </Stack>
            </Card>
          );
          return def.path ? (
            <UnstyledButton
              key={tile}
              component={Link}
              to={def.path(key)}
              data-testid={`tile-${tile}`}
            >
              {body}
            </UnstyledButton>
          ) : (
            <div key={tile} aria-disabled="true" data-testid={`tile-${tile}`}>
              {body}
            </div>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
