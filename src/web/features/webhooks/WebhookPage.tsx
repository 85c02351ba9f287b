import {
  Badge,
  Button,
  Card,
  CopyButton,
  Group,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { WebhookDeliveryView } from '../../../domain/schemas/webhooks';
import { WEBHOOK_EVENT_LABELS } from '../../../domain/webhooks';
import { useBusinessKey } from '../../app';
import { ConfirmDialog } from '../../components/confirm';
import { DataTable } from '../../components/DataTable';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { Empty, LoadError, Loading } from '../../components/QueryState';
import { errorMessage } from '../../lib/api';
import { riyadhDateTime } from '../../lib/format';
import { t } from '../../locales/ar';
import {
  useDeleteWebhook,
  useResendDelivery,
  useUpdateWebhook,
  useWebhook,
  useWebhookDeliveries,
} from './api/webhooks';

const STATUS_COLOR = { pending: 'yellow', delivered: 'teal', failed: 'red' } as const;

/** The endpoint's latest deliveries: event, time (Riyadh), status, attempts, last HTTP status. */
function Deliveries(props: { business: string; uuid: string }) {
  const text = t.webhooks;
  const deliveries = useWebhookDeliveries(props.business, props.uuid);
  const resend = useResendDelivery(props.business, props.uuid);
  if (deliveries.isError)
    return <LoadError error={deliveries.error} onRetry={() => deliveries.refetch()} />;
  if (deliveries.isPending) return <Loading />;
  if (deliveries.data.length === 0) return <Empty>{text.noDeliveries}</Empty>;
  const again = (d: WebhookDeliveryView) =>
    resend.mutate(d.id, {
      onSuccess: () => notifications.show({ color: 'teal', message: text.resent }),
      onError: (err) => notifications.show({ color: 'red', message: errorMessage(err) }),
    });
  return (
    <DataTable
      columns={[text.event, text.time, text.status, text.attempts, text.lastStatus, '']}
      data-testid="webhook-deliveries"
    >
      {deliveries.data.map((d) => (
        <Table.Tr key={d.id} data-testid={`delivery-${d.id}`}>
          <Table.Td>{WEBHOOK_EVENT_LABELS[d.type]}</Table.Td>
          <Table.Td>
            <Num>{riyadhDateTime(d.createdAt)}</Num>
          </Table.Td>
          <Table.Td>
            <Badge color={STATUS_COLOR[d.status]} variant="light">
              {text.deliveryStatus[d.status]}
            </Badge>
          </Table.Td>
          <Table.Td>
            <Num>{d.attempts}</Num>
          </Table.Td>
          <Table.Td>{d.lastStatus === null ? text.noAnswer : <Num>{d.lastStatus}</Num>}</Table.Td>
          <Table.Td>
            <Button
              size="sm"
              mih={44}
              variant="light"
              leftSection={<IconRefresh size={16} />}
              loading={resend.isPending && resend.variables === d.id}
              onClick={() => again(d)}
              data-testid={`delivery-resend-${d.id}`}
            >
              {text.resend}
            </Button>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

/**
 * /{business}/webhooks/{uuid} (businesses.edit, decision 0059): one endpoint — its signing secret
 * with a copy button (a receiver needs it), active on/off, its recent deliveries with «إرسال مرة
 * أخرى», and deleting it after a confirmation.
 */
export function WebhookPage() {
  const business = useBusinessKey();
  const uuid = useParams().uuid ?? '';
  const text = t.webhooks;
  const navigate = useNavigate();
  const endpoint = useWebhook(business, uuid);
  const update = useUpdateWebhook(business, uuid);
  const remove = useDeleteWebhook(business, uuid);
  const [deleting, setDeleting] = useState(false);
  const back = `/${business}/webhooks`;

  if (endpoint.isError)
    return <LoadError error={endpoint.error} onRetry={() => endpoint.refetch()} />;
  if (endpoint.isPending) return <Loading />;
  const e = endpoint.data;
  return (
    <Stack gap="md">
      <PageHeader title={text.title} back={back} />
      <Card withBorder radius="md">
        <Stack gap="sm">
          <Text
            dir="ltr"
            fw={600}
            style={{ wordBreak: 'break-all' }}
            data-testid="webhook-url-view"
          >
            {e.url}
          </Text>
          <Group gap={4}>
            {e.events.map((type) => (
              <Badge key={type} variant="light" color="gray">
                {WEBHOOK_EVENT_LABELS[type]}
              </Badge>
            ))}
          </Group>
          <Switch
            size="md"
            label={text.active}
            checked={e.active}
            disabled={update.isPending}
            onChange={(ev) =>
              update.mutate(
                { active: ev.currentTarget.checked },
                {
                  onError: (err) =>
                    notifications.show({ color: 'red', message: errorMessage(err) }),
                },
              )
            }
            data-testid="webhook-active"
          />
          <Stack gap={4}>
            <Text fw={600}>{text.secret}</Text>
            <Group gap="xs" wrap="nowrap">
              <Text
                dir="ltr"
                ff="monospace"
                style={{ wordBreak: 'break-all' }}
                data-testid="webhook-secret"
              >
                {e.secret}
              </Text>
              <CopyButton value={e.secret}>
                {({ copied, copy }) => (
                  <Button
                    size="sm"
                    mih={44}
                    variant="default"
                    leftSection={<IconCopy size={16} />}
                    onClick={copy}
                    data-testid="webhook-copy-secret"
                  >
                    {copied ? text.copied : text.copy}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="sm" c="dimmed">
              {text.secretHint}
            </Text>
          </Stack>
        </Stack>
      </Card>
      <Title order={3} size="h4">
        {text.deliveries}
      </Title>
      <Deliveries business={business} uuid={uuid} />
      <Group>
        <Button
          color="red"
          variant="light"
          mih={44}
          leftSection={<IconTrash size={16} />}
          onClick={() => setDeleting(true)}
          data-testid="webhook-delete"
        >
          {text.delete}
        </Button>
      </Group>
      <ConfirmDialog
        opened={deleting}
        title={text.deleteTitle}
        body={text.deleteBody(e.url)}
        confirmLabel={t.common.delete}
        loading={remove.isPending}
        testId="webhook-delete-confirm"
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: text.deleted });
              void navigate(back);
            },
            onError: (err) => notifications.show({ color: 'red', message: errorMessage(err) }),
          })
        }
      />
    </Stack>
  );
}
