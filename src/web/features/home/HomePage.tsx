import {
  Button,
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
import { Link, Navigate } from 'react-router';
import type { BusinessForUser } from '../../../domain/business';
import { can } from '../../../domain/permissions';
import { useSession } from '../../app';
import { Empty, LoadError, Loading } from '../../components/QueryState';
import { t } from '../../locales/ar';
import { useBusinesses } from '../../lib/businesses';
import { useMe } from '../../lib/me';
import { matchesSearch } from '../../lib/search';

/** More businesses than this and the chooser offers a search box. */
const SEARCH_FROM = 6;

function BusinessLogo({ b, size }: { b: BusinessForUser; size: number }) {
  return b.logoUrl ? (
    <Image src={b.logoUrl} h={size} w={size} fit="contain" alt="" loading="lazy" />
  ) : (
    <IconBuildingStore size={size} stroke={1.3} color="var(--mantine-color-teal-7)" />
  );
}

/** A business card: large and centred for a few businesses, a compact row when there are many. */
function BusinessCard({ b, compact }: { b: BusinessForUser; compact: boolean }) {
  const name = (
    <Text fw={700} size={compact ? 'md' : 'lg'} lineClamp={2} style={{ wordBreak: 'break-word' }}>
      {b.nameAr}
    </Text>
  );
  const key = (
    <Text c="dimmed" size="sm" dir="ltr" truncate>
      {b.key}
    </Text>
  );
  return (
    <UnstyledButton component={Link} to={`/${b.key}`} data-testid={`business-card-${b.key}`}>
      <Card shadow="sm" padding={compact ? 'sm' : 'lg'} radius="lg" withBorder h="100%">
        {compact ? (
          <Group gap="sm" wrap="nowrap">
            <BusinessLogo b={b} size={36} />
            <Stack gap={0} miw={0}>
              {name}
              {key}
            </Stack>
          </Group>
        ) : (
          <Stack align="center" gap={6} ta="center">
            <BusinessLogo b={b} size={64} />
            {name}
            {key}
          </Stack>
        )}
      </Card>
    </UnstyledButton>
  );
}

/**
 * /: a card per business the user opens (their memberships; an administrator all active ones),
 * Arabic name and English key. With many businesses a search box filters them by
 * Arabic or English name or key, so the chooser stays usable with hundreds. An
 * administrator of a Sanad without any business yet (SEED_BUSINESSES=none) is sent to the setup
 * screen (/admin/setup).
 */
export function HomePage() {
  const q = useBusinesses();
  const session = useSession();
  // Only an administrator who sees no business may have to set one up: ask /users/me then.
  const editor = can(session?.role ?? '', 'businesses.edit');
  const needMe = q.data?.length === 0 && editor;
  const me = useMe({ enabled: needMe });
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const shown = useMemo(
    () => (q.data ?? []).filter((b) => matchesSearch(deferred, [b.nameAr, b.nameEn, b.key])),
    [q.data, deferred],
  );
  if (q.isPending || (needMe && me.isPending)) return <Loading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => q.refetch()} />;
  if (me.data?.needsBusinessSetup) return <Navigate to="/admin/setup" replace />;
  const all = q.data;
  const many = all.length > SEARCH_FROM;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={2}>{t.home.title}</Title>
        {many && (
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
              {t.home.count(shown.length, all.length)}
            </Text>
          </Group>
        )}
      </Group>
      {all.length === 0 ? (
        <Stack align="center" gap="xs">
          <Empty>{editor ? t.home.noActiveBusinesses : t.home.noBusinesses}</Empty>
          {editor && (
            <Button component={Link} to="/admin/businesses?archived=1" variant="light">
              {t.home.manageBusinesses}
            </Button>
          )}
        </Stack>
      ) : shown.length === 0 ? (
        <Empty>{t.home.noMatch}</Empty>
      ) : (
        <SimpleGrid cols={many ? { base: 1, xs: 2, md: 3, lg: 4 } : { base: 1, sm: 2, lg: 3 }}>
          {shown.map((b) => (
            <BusinessCard key={b.key} b={b} compact={many} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
