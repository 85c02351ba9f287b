import { Button, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { riyadhMonthIssueDates } from '../../../domain/reports';
import { useBusinessKey } from '../../app';
import { DataTable } from '../../components/DataTable';
import { AmountCard, Sar } from '../../components/Amount';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { LoadError, Loading } from '../../components/QueryState';
import { errorMessage } from '../../lib/api';
import { t } from '../../locales/ar';
import { downloadPurchasesVat, usePurchasesVat } from './api/purchases';
import { DateField } from '../../components/DateField';

/**
 * /{business}/purchases/vat (legacy app: purchases/vat): a Riyadh date range (default
 * this month); the purchases' count, total, before tax and input VAT, and a table per supplier
 * with its VAT number; an Excel download of the same.
 */
export function PurchasesVatPage() {
  const business = useBusinessKey();
  const v = t.purchases.vat;
  const [draft, setDraft] = useState(() => {
    const m = riyadhMonthIssueDates(Date.now());
    return { start: m.from, end: m.to };
  });
  const [period, setPeriod] = useState(draft);
  const report = usePurchasesVat(business, period.start, period.end);
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadPurchasesVat(business, period.start, period.end);
    } catch (e) {
      notifications.show({ color: 'red', message: errorMessage(e) });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="md">
      <PageHeader title={v.title} back={`/${business}/purchases`}>
        <Button
          variant="light"
          color="green"
          leftSection={<IconFileSpreadsheet size={16} />}
          loading={downloading}
          onClick={download}
          data-testid="purchases-vat-xlsx"
        >
          {t.reports.excel}
        </Button>
      </PageHeader>
      <Card withBorder radius="md" padding="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setPeriod(draft);
          }}
        >
          <Group align="end" wrap="wrap">
            <DateField
              label={v.from}
              value={draft.start}
              onChange={(e) => setDraft({ ...draft, start: e.currentTarget.value })}
              data-testid="purchases-vat-from"
            />
            <DateField
              label={v.to}
              value={draft.end}
              onChange={(e) => setDraft({ ...draft, end: e.currentTarget.value })}
              data-testid="purchases-vat-to"
            />
            <Button type="submit" data-testid="purchases-vat-show">
              {v.show}
            </Button>
          </Group>
        </form>
      </Card>
      {report.isError ? (
        <LoadError error={report.error} onRetry={() => report.refetch()} />
      ) : report.isPending ? (
        <Loading />
      ) : (
        <Stack>
          <Text c="dimmed">
            {v.count}: <Num>{report.data.count}</Num>
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <AmountCard label={v.total} value={report.data.total} testId="purchases-vat-total" />
            <AmountCard
              label={v.beforeTax}
              value={report.data.taxExclusive}
              testId="purchases-vat-before"
            />
            <AmountCard label={v.tax} value={report.data.tax} testId="purchases-vat-tax" />
          </SimpleGrid>
          {report.data.bySupplier.length === 0 ? (
            <Text c="dimmed">{v.empty}</Text>
          ) : (
            <DataTable
              wrapper="scroll"
              minWidth={560}
              columns={[
                v.supplier,
                v.vatid,
                { label: v.count, ta: 'end' },
                { label: v.beforeTax, ta: 'end' },
                { label: v.tax, ta: 'end' },
                { label: v.total, ta: 'end' },
              ]}
              striped
              verticalSpacing="xs"
              data-testid="purchases-vat-suppliers"
            >
              {report.data.bySupplier.map((s) => (
                <Table.Tr key={s.supplierUUID}>
                  <Table.Td>{s.supplier}</Table.Td>
                  <Table.Td>
                    {s.vatid ? (
                      <Num>{s.vatid}</Num>
                    ) : (
                      <Text c="dimmed" span>
                        {v.noVatid}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="end">
                    <Num>{s.count}</Num>
                  </Table.Td>
                  <Table.Td ta="end">
                    <Sar value={s.taxExclusive} />
                  </Table.Td>
                  <Table.Td ta="end">
                    <Sar value={s.tax} />
                  </Table.Td>
                  <Table.Td ta="end">
                    <Sar value={s.total} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
          )}
        </Stack>
      )}
    </Stack>
  );
}
