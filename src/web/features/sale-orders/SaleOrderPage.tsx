import { Alert, Anchor, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconCheck,
  IconEdit,
  IconFileInvoice,
  IconFileTypePdf,
  IconTruckDelivery,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  canSaleOrder,
  deliveredNotInvoiced,
  remainingToDeliver,
} from '../../../domain/sale-orders';
import type { InvoiceOrderView } from '../../../domain/schemas/sale-orders';
import { useBusinessKey, useCan } from '../../app';
import { Sar } from '../../components/Amount';
import { ConfirmDialog } from '../../components/confirm';
import { DataTable } from '../../components/DataTable';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { NotLoaded } from '../../components/QueryState';
import { errorMessage } from '../../lib/api';
import { t } from '../../locales/ar';
import { invoicePath } from './paths';
import { openPdf, useInvoiceDelivered, useSaleOrder, useSaleOrderAction } from './api/sale-orders';
import { DeliveryDialog } from './DeliveryDialog';
import { DeliveryNotes } from './DeliveryNotes';
import { StateBadge } from './SaleOrdersPage';

const s = t.saleOrders;
type Asked = 'confirm' | 'cancel' | 'invoice';
const ASKED = {
  confirm: { title: s.confirm, body: s.confirmBody, color: 'blue' },
  cancel: { title: s.cancel, body: s.cancelBody, color: 'red' },
  invoice: { title: s.invoice, body: s.invoiceBody, color: 'teal' },
} as const;

/**
 * /{business}/sale_orders/{UUID}: an order's header, lines (ordered, delivered, invoiced,
 * remaining) and totals as the server priced them, its delivery notes and invoices; confirm,
 * cancel and invoice-delivered after a confirmation, deliver in a dialog, the A4 PDF
 * (decision 0069). Writing buttons need `sale_orders.write`.
 */
export function SaleOrderPage() {
  const business = useBusinessKey();
  const { UUID = '' } = useParams();
  const writer = useCan('sale_orders.write');
  const query = useSaleOrder(business, UUID);
  const action = useSaleOrderAction(business);
  const invoice = useInvoiceDelivered(business);
  const [asked, setAsked] = useState<Asked | null>(null);
  const [delivering, setDelivering] = useState(false);
  const [issued, setIssued] = useState<InvoiceOrderView | null>(null);
  if (!query.isSuccess) return <NotLoaded query={query} />;
  const o = query.data;
  const fail = (err: unknown) => notifications.show({ color: 'red', message: errorMessage(err) });
  const done = { onError: fail, onSettled: () => setAsked(null) };
  const run = (which: Asked) =>
    which === 'invoice'
      ? invoice.mutate(o.uuid, {
          ...done,
          onSuccess: (inv) => {
            setIssued(inv);
            notifications.show({ color: 'teal', message: s.invoiced_ok(inv.newid) });
          },
        })
      : action.mutate(
          { uuid: o.uuid, action: which },
          {
            ...done,
            onSuccess: () =>
              notifications.show({
                color: 'teal',
                message: which === 'confirm' ? s.confirmed : s.cancelled,
              }),
          },
        );
  const progress = o.lines.map((l) => ({ ordered: l.quantity, ...l }));
  const billable = progress.some((l) => deliveredNotInvoiced(l) > 0);
  const ask = (which: Asked, icon: React.ReactNode, testId: string, color?: string) => (
    <Button
      size="md"
      leftSection={icon}
      color={color}
      variant={color === 'red' ? 'light' : 'filled'}
      onClick={() => setAsked(which)}
      data-testid={testId}
    >
      {which === 'invoice' ? s.invoice : ASKED[which].title}
    </Button>
  );
  return (
    <Stack>
      <PageHeader title={`${s.orderTitle} ${o.number}`} back={`/${business}/sale_orders`}>
        <Group gap="xs">
          {writer && canSaleOrder(o.state, 'edit') && (
            <Button
              component={Link}
              to={`/${business}/sale_orders/${o.uuid}/edit`}
              variant="light"
              size="md"
              leftSection={<IconEdit size={18} />}
              data-testid="so-edit"
            >
              {s.edit}
            </Button>
          )}
          {writer &&
            canSaleOrder(o.state, 'confirm') &&
            ask('confirm', <IconCheck size={18} />, 'so-confirm')}
          {writer && canSaleOrder(o.state, 'deliver') && (
            <Button
              size="md"
              leftSection={<IconTruckDelivery size={18} />}
              onClick={() => setDelivering(true)}
              data-testid="so-deliver"
            >
              {s.deliver}
            </Button>
          )}
          {writer &&
            billable &&
            ask('invoice', <IconFileInvoice size={18} />, 'so-invoice', 'teal')}
          {writer &&
            canSaleOrder(o.state, 'cancel') &&
            ask('cancel', <IconX size={18} />, 'so-cancel', 'red')}
          <Button
            variant="default"
            size="md"
            leftSection={<IconFileTypePdf size={18} />}
            onClick={() =>
              void openPdf(business, 'sale_orders', o.uuid, `sale-order-${o.number}.pdf`).catch(
                fail,
              )
            }
            data-testid="so-pdf"
          >
            {s.pdf}
          </Button>
        </Group>
      </PageHeader>
      {issued && (
        <Alert color="teal" data-testid="so-issued">
          {s.invoiced_ok(issued.newid)}{' '}
          <Anchor component={Link} to={invoicePath(business, issued.UUID)} fw={600}>
            {s.viewInvoice}
          </Anchor>
        </Alert>
      )}
      <Paper withBorder radius="lg" p="md">
        <Group gap="xl" wrap="wrap">
          <Text>
            {s.client}: <b>{o.customer_name}</b>
          </Text>
          <Text>
            {s.date}: <Num>{o.date}</Num>
          </Text>
          <Text>
            {s.dueDate}: <Num>{o.due_date ?? '—'}</Num>
          </Text>
          {o.reference_number && (
            <Text>
              {s.reference}: <b>{o.reference_number}</b>
            </Text>
          )}
          <StateBadge state={o.state} size="lg" />
        </Group>
        {o.note && (
          <Text mt="sm" c="dimmed">
            {o.note}
          </Text>
        )}
      </Paper>
      <DataTable
        minWidth={720}
        columns={[
          s.product,
          s.ordered,
          s.delivered,
          s.invoiced,
          s.remaining,
          s.unitPrice,
          s.lineTotal,
        ]}
        striped
        data-testid="so-lines"
      >
        {o.lines.map((l, i) => (
          <Table.Tr key={l.uuid}>
            <Table.Td>
              <Text fw={600}>{l.name}</Text>
              {l.description && (
                <Text size="sm" c="dimmed">
                  {l.description}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{l.quantity}</Table.Td>
            <Table.Td>{l.delivered}</Table.Td>
            <Table.Td>{l.invoiced}</Table.Td>
            <Table.Td>{remainingToDeliver(progress[i]!)}</Table.Td>
            <Table.Td>
              <Sar value={l.unit_price} />
              {l.discount > 0 && (
                <Text size="xs" c="dimmed">
                  {s.discount}: <Num>{l.discount}</Num>
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Sar value={l.line_total} />
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
      <Group justify="flex-end" gap="xl" wrap="wrap">
        <Text>
          {s.net}: <Sar value={o.tax_exclusive} />
        </Text>
        <Text>
          {s.vat}: <Sar value={o.vat_amount} />
        </Text>
        <Text fw={700}>
          {s.total}: <Sar value={o.total} />
        </Text>
      </Group>
      <DeliveryNotes business={business} order={o} />
      <ConfirmDialog
        opened={asked !== null}
        title={asked ? ASKED[asked].title : ''}
        body={asked ? ASKED[asked].body : ''}
        confirmLabel={asked ? ASKED[asked].title : ''}
        color={asked ? ASKED[asked].color : undefined}
        loading={action.isPending || invoice.isPending}
        onCancel={() => setAsked(null)}
        onConfirm={() => asked && run(asked)}
      />
      {delivering && (
        <DeliveryDialog business={business} order={o} opened onClose={() => setDelivering(false)} />
      )}
    </Stack>
  );
}
