import { Badge, Card, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { Tile } from '../../../domain/permissions';
import { useBusinessKey } from '../../app/guards';
import { PageHeader } from '../../components/PageHeader';
import { LoadError, Loading } from '../../components/QueryState';
import { t } from '../../locales/ar';
import { useBusiness } from './api';
import { TILE_DEFS } from './tiles';

/** /{business}: the tiles of SPEC.md §6 for the user's role; unbuilt screens are disabled. */
export function BusinessHomePage() {
  const key = useBusinessKey();
  const q = useBusiness(key);
  if (q.isPending) return <Loading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => q.refetch()} />;
  return (
    <Stack>
      <PageHeader title={q.data.nameAr} back="/" />
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }}>
        {q.data.tiles.map((tile) => {
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
