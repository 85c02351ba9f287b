import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api';
import { t } from '../locales/ar';

/** Loading spinner with text. */
export function Loading() {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed">{t.common.loading}</Text>
      </Stack>
    </Center>
  );
}

/** A failed load, with the server's Arabic message and a retry button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert color="red" icon={<IconAlertTriangle />} title={t.common.errors.loadFailed} my="md">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t.common.retry}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** An empty list, said in words. */
export function Empty({ children }: { children: ReactNode }) {
  return (
    <Center py="xl">
      <Text c="dimmed">{children}</Text>
    </Center>
  );
}

/** What a page shows while its query is not (yet) a success: the failure with a retry, or Loading. */
export function NotLoaded({
  query,
}: {
  query: { isError: boolean; error: unknown; refetch: () => unknown };
}) {
  return query.isError ? (
    <LoadError error={query.error} onRetry={() => query.refetch()} />
  ) : (
    <Loading />
  );
}
