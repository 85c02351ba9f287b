import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconKey, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { normalizeRole } from '../../../domain/permissions';
import { PageHeader } from '../../components/PageHeader';
import { LoadError, Loading } from '../../components/QueryState';
import { t } from '../../locales/ar';
import { useMe } from '../../lib/me';
import { useSignOut } from './api/sign-out';
import { roleLabel } from './roles';
import { UserFacts } from './UserFacts';

/**
 * /users/me (any signed-in user, «معلوماتي» in the header's account menu): id, name, role, the
 * businesses they work in with their role in each, a link to change their password and an Exit
 * button.
 */
export function MePage() {
  const q = useMe();
  const signOut = useSignOut();

  return (
    <>
      <PageHeader title={t.users.me.title} back="/" />
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <LoadError error={q.error} onRetry={() => q.refetch()} />
      ) : (
        <Card withBorder radius="lg" padding="lg" maw={720}>
          <Stack>
            <UserFacts user={q.data} nameLabel={t.users.me.name} />
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {t.users.me.businesses}
              </Text>
              <Group gap={6} data-testid="me-businesses">
                {normalizeRole(q.data.role) === 'admin' ? (
                  <Badge variant="light" color="teal" tt="none">
                    {t.users.me.allBusinesses}
                  </Badge>
                ) : q.data.businesses.length === 0 ? (
                  <Text c="orange.8">{t.users.me.noBusinesses}</Text>
                ) : (
                  q.data.businesses.map((b) => (
                    <Badge key={b.key} variant="light" color="gray" radius="sm" tt="none" size="lg">
                      {b.nameAr} · {roleLabel(b.role)}
                    </Badge>
                  ))
                )}
              </Group>
            </Stack>
            <Group justify="flex-end">
              <Button
                component={Link}
                to="/users/me/password"
                variant="light"
                leftSection={<IconKey size={18} />}
                data-testid="me-password"
              >
                {t.users.menu.password}
              </Button>
              <Button
                color="red"
                variant="light"
                leftSection={<IconLogout size={18} />}
                loading={signOut.isPending}
                onClick={() => signOut.mutate()}
                data-testid="me-exit"
              >
                {t.users.me.exit}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </>
  );
}
