import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ERROR_MESSAGES } from '../../domain/errors';
import { t } from '../locales/ar';

/** Shown when the role may not open a screen (the server refuses the data with 403 too). */
export function ForbiddenPage() {
  return (
    <Center mih={400}>
      <Stack align="center" gap="sm">
        <Title order={1} c="dimmed">
          403
        </Title>
        <Text>{ERROR_MESSAGES.forbidden}</Text>
        <Button component={Link} to="/">
          {t.common.notFound.goHome}
        </Button>
      </Stack>
    </Center>
  );
}
