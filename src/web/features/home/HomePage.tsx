import { Card, Image, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Empty, LoadError, Loading } from '../../components/QueryState';
import { t } from '../../locales/ar';
import { useBusinesses } from '../businesses/api';

/** /: a card per business the user may open, Arabic name and English key (SPEC.md §2). */
export function HomePage() {
  const q = useBusinesses();
  if (q.isPending) return <Loading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => q.refetch()} />;
  return (
    <Stack>
      <Title order={2}>{t.home.title}</Title>
      {q.data.length === 0 ? (
        <Empty>{t.home.noBusinesses}</Empty>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {q.data.map((b) => (
            <UnstyledButton
              key={b.key}
              component={Link}
              to={`/${b.key}`}
              data-testid={`business-card-${b.key}`}
            >
              <Card shadow="sm" padding="xl" radius="lg" withBorder h="100%">
                <Stack align="center" gap="xs">
                  {b.logoUrl ? (
                    <Image src={b.logoUrl} h={72} w="auto" fit="contain" alt="" />
                  ) : (
                    <IconBuildingStore size={64} stroke={1.3} color="var(--mantine-color-teal-7)" />
                  )}
                  <Text fw={700} size="xl" ta="center">
                    {b.nameAr}
                  </Text>
                  <Text c="dimmed" dir="ltr">
                    {b.key}
                  </Text>
                </Stack>
              </Card>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
