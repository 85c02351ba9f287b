import { Alert, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconCalendarMonth, IconFileExport, IconFileImport } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import {
  DEFAULT_BACKUP_BUSINESS_KEY,
  parseInvoiceBackupName,
} from '../../../domain/invoice-backups';
import { DataTable } from '../../components/DataTable';
import { UploadButton } from '../../components/UploadButton';
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
  useUploadInvoiceBackup,
  type InvoiceBackupAction,
} from './api/invoice-backups';
import { utcDateTime, Message, MessageLine, BusinessSwitch } from './InvoiceBackupsParts';

const tb = t.admin.invoiceBackups;

/**
 * /admin/backup and /backup (admin): the invoice backups of one business
 * at a time — the switch (mengusha first when there), the table (index, name, the date
 * read from the name in Riyadh and UTC, each row's two imports), Export All, Export This Month,
 * the upload of a file from this computer (checked, then listed; decision 0050) and the message line with the server's truthful answer (red when refused).
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

/** Everything of one business; remounted on a switch, so the message starts afresh. */
function BusinessBackups({ business, switcher }: { business: string; switcher: ReactNode }) {
  const list = useInvoiceBackups(business);
  const action = useInvoiceBackupAction(business);
  const upload = useUploadInvoiceBackup(business);
  const [message, setMessage] = useState<Message | null>(null);
  const busy = action.isPending || upload.isPending;

  function run(a: InvoiceBackupAction) {
    setMessage(null);
    action.mutate(a, {
      onSuccess: (res) => setMessage({ ok: res.type === true, text: res.message }),
      onError: (err) => setMessage({ ok: false, text: errorMessage(err) }),
    });
  }

  function onUpload(file: File | null) {
    if (!file) return;
    setMessage(null);
    upload.mutate(file, {
      onSuccess: (res) => setMessage({ ok: true, text: tb.uploaded(res.name) }),
      onError: (err) => setMessage({ ok: false, text: errorMessage(err) }),
    });
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        {switcher}
        <Group gap="sm">
          <Button
            leftSection={<IconFileExport size={18} />}
            disabled={busy}
            onClick={() => run({ kind: 'export', scope: 'all' })}
            data-testid="export-all"
          >
            {tb.exportAll}
          </Button>
          <Button
            variant="light"
            leftSection={<IconCalendarMonth size={18} />}
            disabled={busy}
            onClick={() => run({ kind: 'export', scope: 'month' })}
            data-testid="export-month"
          >
            {tb.exportMonth}
          </Button>
          <UploadButton
            label={tb.upload}
            onPick={onUpload}
            loading={upload.isPending}
            disabled={busy}
            testId="upload-invoice-backup"
          />
        </Group>
      </Group>
      <Text c="dimmed" size="sm">
        {tb.intro} {tb.linesHint}
      </Text>
      {busy && (
        <Alert color="blue" data-testid="backup-progress">
          <Group gap="sm" wrap="nowrap">
            <Loader size="sm" />
            <Text size="sm">{tb.working}</Text>
          </Group>
        </Alert>
      )}
      {message && <MessageLine message={message} />}
      {!list.isSuccess ? (
        <NotLoaded query={list} />
      ) : list.data.list.length === 0 ? (
        <Empty>{tb.empty}</Empty>
      ) : (
        <DataTable
          wrapper="scroll"
          minWidth={640}
          columns={[tb.index, tb.name, tb.dateRiyadh, tb.dateUtc, { label: tb.actions, ta: 'end' }]}
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
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconFileImport size={16} />}
                      disabled={busy}
                      onClick={() => run({ kind: 'restore', what: 'invoices', name: b.name })}
                      data-testid={`import-invoices-${b.name}`}
                    >
                      {tb.importInvoices}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      disabled={busy}
                      onClick={() => run({ kind: 'restore', what: 'invoiceline', name: b.name })}
                      data-testid={`import-lines-${b.name}`}
                    >
                      {tb.importLines}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </DataTable>
      )}
    </Stack>
  );
}
