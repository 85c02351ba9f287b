import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import type { InvoiceView } from '../../../domain/schemas/invoices';
import { retryReasonAr } from '../../../domain/zatca/messages';
import { useCan } from '../../app';
import { Num } from '../../components/Num';
import { errorMessage } from '../../lib/api';
import { t } from '../../locales/ar';
import { useRetryZatca } from './api/retry-zatca';
import { ZatcaStatusBadge } from './ZatcaStatusBadge';

type Zatca = NonNullable<InvoiceView['ZATCA']>;

/**
 * The invoice's ZATCA reporting/clearance state on its view (decision 0036): the status badge;
 * while pending, how many sends were tried and why the last failed; ZATCA's messages for warnings
 * and rejections; and for an administrator «إعادة الإرسال الآن» on a rejected or waiting invoice.
 */
export function ZatcaStatusPanel(props: { business: string; uuid: string; zatca: Zatca }) {
  const { business, uuid, zatca } = props;
  const mayRetry = useCan('businesses.edit');
  const retry = useRetryZatca(business);
  if (!zatca.status) return null;
  const status = zatca.status;
  // Messages belong to an answer: a pending invoice (e.g. sent again) shows none.
  const messages = status === 'rejected' || status === 'warnings' ? (zatca.messages ?? []) : [];

  function sendAgain() {
    retry.mutate(uuid, {
      onSuccess: () => notifications.show({ color: 'teal', message: t.invoices.zatca.retried }),
      onError: (err) =>
        notifications.show({
          color: 'red',
          title: t.invoices.zatca.retryFailed,
          message: errorMessage(err),
        }),
    });
  }

  return (
    <Stack gap={6} className="no-print" data-testid="invoice-zatca-status">
      <Group gap="sm">
        <Text fw={600}>{t.invoices.zatca.title}</Text>
        <ZatcaStatusBadge status={status} size="lg" />
        {status === 'pending' && (zatca.attempts ?? 0) > 0 && (
          <Text c="dimmed" size="sm">
            {t.invoices.zatca.attempts(zatca.attempts ?? 0)}
            {zatca.lastError ? ` — ${retryReasonAr(zatca.lastError)}` : ''}
          </Text>
        )}
        {mayRetry && (status === 'rejected' || status === 'pending') && (
          <Button
            size="sm"
            variant="light"
            color={status === 'rejected' ? 'red' : 'gray'}
            leftSection={<IconRefresh size={18} />}
            loading={retry.isPending}
            onClick={sendAgain}
            data-testid="zatca-retry"
          >
            {t.invoices.zatca.retry}
          </Button>
        )}
      </Group>
      {messages.length > 0 && (
        <Alert
          color={status === 'rejected' ? 'red' : 'yellow'}
          title={
            status === 'rejected' ? t.invoices.zatca.rejectedTitle : t.invoices.zatca.warningsTitle
          }
          data-testid="zatca-messages"
        >
          <List size="sm" spacing={4}>
            {messages.map((m, i) => (
              <List.Item key={`${m.code}-${i}`}>
                <Text span fw={700} dir="ltr">
                  <Num>{m.code}</Num>
                </Text>{' '}
                <Text span dir="ltr">
                  {m.message}
                </Text>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
