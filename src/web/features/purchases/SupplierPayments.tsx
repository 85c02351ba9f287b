import { Anchor, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PurchaseView } from '../../../domain/schemas/purchases';
import { useCan } from '../../app';
import { DataTable } from '../../components/DataTable';
import { Num } from '../../components/Num';
import { Empty, NotLoaded } from '../../components/QueryState';
import { formatSarNumber } from '../../lib/format';
import { t } from '../../locales/ar';
import { useSupplierPayments } from './api/payments';
import { PaySupplierDialog } from './PaySupplierDialog';

const k = t.supplierPayments;

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} data-testid={testId}>
        <Num>{value}</Num>
      </Text>
    </Stack>
  );
}

/**
 * A purchase's money side (decisions 0068, 0070): the purchase order it bills (a link) when
 * linked, its total, paid, still owed (SAR) and due date, the supplier payments (date, means,
 * amount, note) and, for a writer while something is owed, the "دفع للمورد" dialog.
 */
export function SupplierPaymentsCard({
  business,
  purchase,
}: {
  business: string;
  purchase: PurchaseView;
}) {
  const payments = useSupplierPayments(business, purchase.UUID);
  const canPay = useCan('purchases.write');
  const [paying, setPaying] = useState(false);

  return (
    <Card withBorder radius="md" padding="md" maw={1100} data-testid="supplier-payments">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={3} size="h4">
          {k.title}
        </Title>
        {canPay && payments.data && payments.data.OutstandingAmount > 0 && (
          <Button leftSection={<IconCash size={18} />} onClick={() => setPaying(true)} data-testid="pay-supplier">
            {k.pay}
          </Button>
        )}
      </Group>
      {purchase.PurchaseOrder && (
        <Text size="sm" mb="sm" data-testid="purchase-order-link">
          {k.order}:{' '}
          <Anchor component={Link} to={`/${business}/purchase_orders/${purchase.PurchaseOrder.UUID}`}>
            {k.openOrder(purchase.PurchaseOrder.Number)}
          </Anchor>
        </Text>
      )}
      {!payments.isSuccess ? (
        <NotLoaded query={payments} />
      ) : (
        <Stack gap="sm">
          <Group gap="xl" wrap="wrap">
            <Figure label={k.total} value={formatSarNumber(payments.data.Total)} />
            <Figure label={k.paid} value={formatSarNumber(payments.data.PaidAmount)} />
            <Figure
              label={k.outstanding}
              value={formatSarNumber(payments.data.OutstandingAmount)}
              testId="purchase-outstanding"
            />
            <Figure label={k.dueDate} value={payments.data.DueDate} />
          </Group>
          {payments.data.payments.length === 0 ? (
            <Empty>{k.empty}</Empty>
          ) : (
            <DataTable
              wrapper="scroll"
              minWidth={560}
              striped
              data-testid="supplier-payments-table"
              columns={[
                k.columns.number,
                k.columns.date,
                k.columns.means,
                { label: k.columns.amount, ta: 'end' },
                k.columns.note,
              ]}
            >
              {payments.data.payments.map((p) => (
                <Table.Tr key={p.UUID}>
                  <Table.Td>
                    <Num>{p.Number}</Num>
                  </Table.Td>
                  <Table.Td>
                    <Num>{p.IssueDate}</Num>
                  </Table.Td>
                  <Table.Td>{k.means[p.PaymentMeansCode] ?? p.PaymentMeansCode}</Table.Td>
                  <Table.Td ta="end">
                    <Num>{formatSarNumber(p.Amount)}</Num>
                  </Table.Td>
                  <Table.Td>{p.note || '—'}</Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
          )}
          {payments.data.OutstandingAmount <= 0 && (
            <Text c="teal" fw={600}>
              {k.fullyPaid}
            </Text>
          )}
        </Stack>
      )}
      {payments.data && (
        <PaySupplierDialog
          business={business}
          purchase={purchase}
          outstanding={payments.data.OutstandingAmount}
          opened={paying}
          onClose={() => setPaying(false)}
        />
      )}
    </Card>
  );
}
