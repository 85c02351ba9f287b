import {
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconBuildingStore, IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { BusinessForUser } from '../../../domain/business';
import { Num } from '../../components/Num';
import { Empty, LoadError, Loading } from '../../components/QueryState';
import { t } from '../../locales/ar';
import { useBusinesses } from '../businesses/api';
import { matchesSearch } from './search';

/** More businesses than this and the chooser offers a search box. */
const SEARCH_FROM = 6;

function BusinessCard({ b }: { b: BusinessForUser }) {
  return (
    <UnstyledButton component={Link} to={`/${b.key}`} data-testid={`business-card-${b.key}`}>
      <Card shadow="sm" padding="lg" radius="lg" withBorder h="100%">
        <Stack align="center" gap={6}>
          {b.logoUrl ? (
            <Image src={b.logoUrl} h={64} w="auto" fit="contain" alt="" loading="lazy" />
          ) : (
            <IconBuildingStore size={56} stroke={1.3} color="var(--mantine-color-teal-7)" />
          )}
          <Text fw={700} size="lg" ta="center" lineClamp={2} style={{ wordBreak: 'break-word' }}>
            {b.nameAr}
          </Text>
          <Text c="dimmed" size="sm" dir="ltr" truncate maw="100%">
            {b.key}
          </Text>
        </Stack>
      </Card>
    </UnstyledButton>
  );
}

/**
 * /: a card per business the user opens (their memberships; an administrator all active ones),
 * Arabic name and English key (SPEC.md §2). With many businesses a search box filters them by
 * Arabic or English name or key, so the chooser stays usable with hundreds (issue #13 §4).
 */
export function HomePage() {
  const q = useBusinesses();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const shown = useMemo(
    () => (q.data ?? []).filter((b) => matchesSearch(deferred, [b.nameAr, b.nameEn, b.key])),
    [q.data, deferred],
  );
  if (q.isPending) return <Loading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => q.refetch()} />;
  const all = q.data;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={2}>{t.home.title}</Title>
        {all.length > SEARCH_FROM && (
          <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 18rem', maxWidth: '28rem' }}>
            <TextInput
              value={query}
              onChange={(e) => setQuery(e.currentTarget.value)}
              placeholder={t.home.search}
              aria-label={t.home.search}
              leftSection={<IconSearch size={18} />}
              size="md"
              radius="xl"
              style={{ flex: 1 }}
              data-testid="business-search"
            />
            <Text
              c="dimmed"
              size="sm"
              style={{ whiteSpace: 'nowrap' }}
              data-testid="business-count"
            >
              <Num>{shown.length}</Num> / <Num>{all.length}</Num>
            </Text>
          </Group>
        )}
      </Group>
      {all.length === 0 ? (
        <Empty>{t.home.noBusinesses}</Empty>
      ) : shown.length === 0 ? (
        <Empty>{t.home.noMatch}</Empty>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
          {shown.map((b) => (
            <BusinessCard key={b.key} b={b} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
