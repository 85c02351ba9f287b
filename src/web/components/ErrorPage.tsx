import { Button, Center, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { t } from '../locales/ar';
import { NotFoundPage } from './NotFoundPage';

/** A lazy screen's chunk could not be fetched (a new build replaced it, or the network dropped). */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/**
 * The router's `errorElement`: a screen that crashed, or whose code could not be
 * loaded, shows this Arabic page instead of React Router's English default. The error's text is
 * shown small (for the administrator), never instead of the Arabic explanation.
 */
export function ErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const detail =
    error instanceof Error ? error.message : isRouteErrorResponse(error) ? `${error.status}` : '';
  return (
    <Center mih="70dvh" p="md" data-testid="error-page">
      <Stack align="center" gap="sm" maw={560}>
        <IconAlertTriangle size={56} color="var(--mantine-color-orange-6)" />
        <Title order={2} ta="center">
          {t.common.crash.title}
        </Title>
        <Text c="dimmed" ta="center">
          {isChunkLoadError(error) ? t.common.crash.chunk : t.common.crash.body}
        </Text>
        <Group>
          <Button onClick={() => window.location.reload()}>{t.common.crash.reload}</Button>
          <Button variant="default" component="a" href="/">
            {t.common.crash.goHome}
          </Button>
        </Group>
        {detail && (
          <Code dir="ltr" aria-label={t.common.crash.details}>
            {detail}
          </Code>
        )}
      </Stack>
    </Center>
  );
}
