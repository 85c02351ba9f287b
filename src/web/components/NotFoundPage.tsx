import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '../locales/ar';

/** The Arabic 404 page for unknown routes. */
export function NotFoundPage() {
  return (
    <Center mih={400}>
      <Stack align="center" gap="sm">
        <Title order={1} c="dimmed">
          404
        </Title>
        <Title order={2}>{t.common.notFound.title}</Title>
        <Text c="dimmed">{t.common.notFound.body}</Text>
        <Button component={Link} to="/">
          {t.common.notFound.goHome}
        </Button>
      </Stack>
    </Center>
  );
}
