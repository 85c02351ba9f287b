import { Alert, Button, Group, Loader, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconCalendarMonth, IconFileExport } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import {
  DEFAULT_BACKUP_BUSINESS_KEY,
  INVOICE_BACKUP_NAME,
  parseInvoiceBackupName,
} from '../../../domain/invoice-backups';
import { DataTable } from '../../components/DataTable';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { Empty, NotLoaded } from '../../components/QueryState';
import { errorMessage } from '../../lib/api';
import { useBusinesses } from '../../lib/businesses';
import { riyadhDateTime } from '../../lib/format';
import { t } from '../../locales/ar';
import {
  useInvoiceBackupAction,
  useInvoiceBackups,
  type InvoiceBackupAction,
} from './api/invoice-backups';
import {
  utcDateTime,
  Message,
  MessageLine,
  ImportRow,
  BusinessSwitch,
} from './InvoiceBackupsParts';

const tb = t.admin.invoiceBackups;

/**
 * /admin/backup and /backup (admin): the invoice backups of one business
 * at a time — the switch (mengusha first when there), the table (index, name, the date
 * read from the name in Riyadh and UTC), Export All and Export This Month, the two imports by name
 * and the message line with the server's truthful answer (red when refused).
 */
export function InvoiceBackupsPage() {
  const businesses = useBusinesses();
  const [chosen, setChosen] = useState<string | null>(null);
  const keys = businesses.data?.map((b) => b.key) ?? [];
  const business =
    chosen && keys.includes(chosen)
      ? chosen
      : keys.includes(DEFAULT_BACKUP_BUSINESS_KEY)
        ? DEFAULT_BACKUP_BUSINESS_KEY
        : (keys[0] ?? null);
  if (!businesses.isSuccess) return <NotLoaded query={businesses} />;
  return (
    <Stack gap="md">
      <PageHeader title={tb.title} back="/admin" />
      {business === null ? (
        <Empty>{tb.noBusiness}</Empty>
      ) : (
        <BusinessBackups
          key={business}
          business={business}
          switcher={
            <BusinessSwitch
              options={businesses.data.map((b) => ({ value: b.key, label: b.nameAr }))}
              value={business}
              onChange={setChosen}
            />
          }
        />
      )}
    </Stack>
  );
}

/** Everything of one business; remounted on a switch, so inputs and the message start afresh. */
function BusinessBackups({ business, switcher }: { business: string; switcher: ReactNode }) {
  const list = useInvoiceBackups(business);
  const action = useInvoiceBackupAction(business);
  const [message, setMessage] = useState<Message | null>(null);
  const [names, setNames] = useState({ invoices: '', invoiceline: '' });
  const [errors, setErrors] = useState<{ invoices: string | null; invoiceline: string | null }>({
    invoices: null,
    invoiceline: null,
  });

  function run(a: InvoiceBackupAction) {
    setMessage(null);
    action.mutate(a, {
      onSuccess: (res) => setMessage({ ok: res.type === true, text: res.message }),
      onError: (err) => setMessage({ ok: false, text: errorMessage(err) }),
    });
  }

  function restore(what: 'invoices' | 'invoiceline') {
    const name = names[what].trim();
    if (!INVOICE_BACKUP_NAME.test(name)) {
      setErrors({ ...errors, [what]: tb.badName });
      return;
    }
    setErrors({ ...errors, [what]: null });
    run({ kind: 'restore', what, name });
  }

  const setName = (what: 'invoices' | 'invoiceline', v: string) => {
    setNames((n) => ({ ...n, [what]: v }));
    setErrors((e) => ({ ...e, [what]: null }));
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        {switcher}
        <Group gap="sm">
          <Button
            leftSection={<IconFileExport size={18} />}
            disabled={action.isPending}
            onClick={() => run({ kind: 'export', scope: 'all' })}
            data-testid="export-all"
          >
            {tb.exportAll}
          </Button>
          <Button
            variant="light"
            leftSection={<IconCalendarMonth size={18} />}
            disabled={action.isPending}
            onClick={() => run({ kind: 'export', scope: 'month' })}
            data-testid="export-month"
          >
            {tb.exportMonth}
          </Button>
        </Group>
      </Group>
      <Text c="dimmed" size="sm">
        {tb.intro}
      </Text>
      {action.isPending && (
        <Alert color="blue" data-testid="backup-progress">
          <Group gap="sm" wrap="nowrap">
            <Loader size="sm" />
            <Text size="sm">{tb.working}</Text>
          </Group>
        </Alert>
      )}
      {message && <MessageLine message={message} />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ImportRow
          label={tb.invoicesName}
          button={tb.importInvoices}
          value={names.invoices}
          onChange={(v) => setName('invoices', v)}
          onSubmit={() => restore('invoices')}
          disabled={action.isPending}
          error={errors.invoices}
          testId="import-invoices"
        />
        <ImportRow
          label={tb.linesName}
          hint={tb.linesHint}
          button={tb.importLines}
          value={names.invoiceline}
          onChange={(v) => setName('invoiceline', v)}
          onSubmit={() => restore('invoiceline')}
          disabled={action.isPending}
          error={errors.invoiceline}
          testId="import-lines"
        />
      </SimpleGrid>
      {!list.isSuccess ? (
        <NotLoaded query={list} />
      ) : list.data.list.length === 0 ? (
        <Empty>{tb.empty}</Empty>
      ) : (
        <DataTable
          wrapper="scroll"
          minWidth={640}
          columns={[tb.index, tb.name, tb.dateRiyadh, tb.dateUtc, {}]}
          striped
          highlightOnHover
          verticalSpacing="sm"
          data-testid="invoice-backups-table"
          foot={
            <Table.Caption>
              {tb.count} <Num>{list.data.list.length}</Num>
            </Table.Caption>
          }
        >
          {list.data.list.map((b, i) => {
            const at = parseInvoiceBackupName(b.name)?.at;
            return (
              <Table.Tr key={b.name} data-testid={`invoice-backup-${b.name}`}>
                <Table.Td>
                  <Num>{i + 1}</Num>
                </Table.Td>
                <Table.Td>
                  <Num>{b.name}</Num>
                </Table.Td>
                <Table.Td>
                  <Num>{at === undefined ? '—' : riyadhDateTime(at)}</Num>
                </Table.Td>
                <Table.Td>
                  <Num>{at === undefined ? '—' : utcDateTime(at)}</Num>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() => {
                      setName('invoices', b.name);
                      setName('invoiceline', b.name);
                    }}
                    data-testid={`pick-${b.name}`}
                  >
                    {tb.pick}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </DataTable>
      )}
    </Stack>
  );
}
