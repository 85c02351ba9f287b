import { Button, Card, Group, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { LoadError, Loading } from '../../components/QueryState';
import { t } from '../../locales/ar';
import { useMe } from '../../lib/me';
import { useSignOut } from './api/sign-out';
import { UserFacts } from './UserFacts';

/** /users/me (any signed-in user): id, name and role with an Exit button. */
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
            <Group justify="flex-end">
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
