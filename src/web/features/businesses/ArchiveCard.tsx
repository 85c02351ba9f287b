import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArchive, IconRestore } from '@tabler/icons-react';
import type { BusinessProfile } from '../../../domain/business';
import { t } from '../../locales/ar';
import { useArchiveFlow } from './archive-flow';

/**
 * The profile page's archive section: archive after a confirmation, or restore an
 * archived business. Archiving deletes nothing: the business leaves the chooser and refuses new
 * sales; its invoices stay readable.
 */
export function ArchiveCard({ business }: { business: BusinessProfile }) {
  const text = t.businesses.archive;
  const flow = useArchiveFlow();
  const archived = !business.active;
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      data-testid="archive-card"
      style={{ borderColor: archived ? undefined : 'var(--mantine-color-red-3)' }}
    >
      <Stack gap="sm">
        <Title order={4} c={archived ? undefined : 'red.8'}>
          {archived ? text.restoreTitle : text.title}
        </Title>
        <Text size="sm" c="dimmed">
          {archived ? text.archivedHint : text.hint}
        </Text>
        <Group justify="flex-end">
          {archived ? (
            <Button
              leftSection={<IconRestore size={18} />}
              loading={flow.pendingKey === business.key}
              onClick={() => flow.restore(business)}
              data-testid="restore-business"
            >
              {text.restoreButton}
            </Button>
          ) : (
            <Button
              color="red"
              variant="light"
              leftSection={<IconArchive size={18} />}
              onClick={() => flow.archive(business)}
              data-testid="archive-business"
            >
              {text.button}
            </Button>
          )}
        </Group>
      </Stack>
      {flow.dialog}
    </Paper>
  );
}
