import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { WEBHOOK_EVENT_LABELS } from '../../../domain/webhooks';
import { useBusinessKey } from '../../app';
import { DataTable } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { Empty, LoadError, Loading } from '../../components/QueryState';
import { showSaveError } from '../../lib/save-error';
import { t } from '../../locales/ar';
import { useCreateWebhook, useWebhooks } from './api/webhooks';
import { WebhookForm } from './WebhookForm';

/**
 * /{business}/webhooks (businesses.edit, decision 0059): the business's webhook endpoints — URL,
 * events, active, waiting and failed deliveries — and a dialog to add one. A new endpoint opens
 * its own page, where its secret is shown.
 */
export function WebhooksPage() {
  const business = useBusinessKey();
  const text = t.webhooks;
  const endpoints = useWebhooks(business);
  const create = useCreateWebhook(business);
  const [adding, setAdding] = useState(false);

  return (
    <Stack gap="md">
      <PageHeader title={text.title} back={`/${business}`} />
      <Text c="dimmed">{text.intro}</Text>
      <Group justify="flex-end">
        <Button
          leftSection={<IconPlus size={18} />}
          onClick={() => setAdding(true)}
          data-testid="webhook-add"
        >
          {text.add}
        </Button>
      </Group>
      {endpoints.isError ? (
        <LoadError error={endpoints.error} onRetry={() => endpoints.refetch()} />
      ) : endpoints.isPending ? (
        <Loading />
      ) : endpoints.data.length === 0 ? (
        <Empty>{text.empty}</Empty>
      ) : (
        <DataTable columns={[text.url, text.events, text.status, '']} data-testid="webhooks-table">
          {endpoints.data.map((e) => (
            <Table.Tr key={e.UUID} data-testid={`webhook-${e.UUID}`}>
              <Table.Td dir="ltr" style={{ wordBreak: 'break-all' }}>
                {e.url}
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {e.events.map((type) => (
                    <Badge key={type} variant="light" color="gray">
                      {WEBHOOK_EVENT_LABELS[type]}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <Stack gap={4}>
                  <Badge color={e.active ? 'teal' : 'gray'} variant="light">
                    {e.active ? text.active : text.paused}
                  </Badge>
                  {e.pendingCount > 0 && <Text size="sm">{text.pending(e.pendingCount)}</Text>}
                  {e.failedCount > 0 && (
                    <Text size="sm" c="red">
                      {text.failed(e.failedCount)}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Button
                  component={Link}
                  to={`/${business}/webhooks/${e.UUID}`}
                  variant="default"
                  size="sm"
                  mih={44}
                  data-testid={`webhook-open-${e.UUID}`}
                >
                  {text.open}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
      {adding && (
        <WebhookForm
          opened
          saving={create.isPending}
          onClose={() => setAdding(false)}
          onSave={(values, form) =>
            create.mutate(values, {
              onSuccess: () => {
                notifications.show({ color: 'teal', message: text.saved });
                setAdding(false);
              },
              onError: (err) => showSaveError(err, form, ['url', 'events']),
            })
          }
        />
      )}
    </Stack>
  );
}
