import { Alert, Anchor, Button, Paper, SimpleGrid, Stack, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconEdit } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useBusinessKey, useCan } from '../../app';
import { DataTable } from '../../components/DataTable';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { PaymentBadge } from '../../components/PaymentBadge';
import { NotLoaded } from '../../components/QueryState';
import { errorMessage } from '../../lib/api';
import { formatSarNumber } from '../../lib/format';
import { t } from '../../locales/ar';
import { FromQuotationButton } from './FromQuotationButton';
import { LabelledValue, TotalRow } from './summary-parts';
import { downloadOrderPdf, useOrder } from './api/orders';
import { editOrderPath, invoicePath, type OrdersBase } from './paths';

const o = t.orders;
const f = o.form;

/**
 * /{business}/orders/view/{ID} and orderx/view/{ID}: one quotation —
 * client, date, payment, lines and totals as the server priced them — with the A4 PDF download
 * (GET orders/{ID}/pdf); a pending one has an edit button (`orders.write`), an approved one is
 * read-only and links to its invoice (invoice/{UUID}).
 */
export function OrderViewPage({ base }: { base: OrdersBase }) {
  const business = useBusinessKey();
  const id = Number(useParams().ID);
  const query = useOrder(business, id);
  const writer = useCan('orders.write');
  const pdf = useMutation({
    mutationFn: () => downloadOrderPdf(business, id),
    onError: (err) => notifications.show({ color: 'red', message: errorMessage(err) }),
  });
  if (!query.isSuccess) return <NotLoaded query={query} />;
  const order = query.data;
  return (
    <Stack>
      <PageHeader title={o.viewPage.title(order.OrderReferenceID)} back={`/${business}/${base}`}>
        {writer && order.State === 'pending' && (
          <Button
            component={Link}
            to={editOrderPath(business, order.OrderReferenceID, base)}
            variant="light"
            leftSection={<IconEdit size={18} />}
            data-testid="order-view-edit"
          >
            {o.edit}
          </Button>
        )}
        <Button
          leftSection={<IconDownload size={18} />}
          loading={pdf.isPending}
          onClick={() => pdf.mutate()}
          data-testid="order-pdf"
        >
          {o.viewPage.pdf}
        </Button>
        {order.State !== 'deleted' && <FromQuotationButton business={business} uuid={order.UUID} />}
      </PageHeader>
      {order.Invoice && (
        <Alert color="teal" data-testid="order-view-approved">
          {o.viewPage.approved(order.Invoice.ID)}{' '}
          <Anchor component={Link} to={invoicePath(business, order.Invoice.UUID)} fw={600}>
            {o.viewInvoice}
          </Anchor>
        </Alert>
      )}
      <Paper withBorder radius="lg" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <LabelledValue label={f.client} value={order.Customer.RegistrationName} />
          <LabelledValue label={f.vat} value={<Num>{order.Customer.VAT}</Num>} />
          <LabelledValue
            label={o.columns.date}
            value={<Num>{`${order.IssueDate} ${order.IssueTime}`}</Num>}
          />
          <LabelledValue label={f.payment} value={<PaymentBadge code={order.PaymentMeansCode} />} />
          <LabelledValue label={o.viewPage.employee} value={order.EmployeeName} />
        </SimpleGrid>
      </Paper>
      <DataTable
        minWidth={560}
        columns={[f.product, f.unitPrice, f.quantity, f.lineTotal]}
        striped
        verticalSpacing="sm"
        data-testid="order-view-lines"
      >
        {order.InvoiceLine.map((line) => (
          <Table.Tr key={line.LineNo}>
            <Table.Td fw={600}>{line.ItemName}</Table.Td>
            <Table.Td>
              <Num>{formatSarNumber(line.Price)}</Num>
            </Table.Td>
            <Table.Td>
              <Num>{line.InvoicedQuantity}</Num>
            </Table.Td>
            <Table.Td>
              <Num>{formatSarNumber(line.RoundingAmount)}</Num>
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
      <Paper withBorder radius="lg" p="md">
        <Stack gap={4}>
          {order.AllowanceTotalAmount > 0 && (
            <TotalRow
              label={f.discountAmount(order.DiscountPercent)}
              sar={order.AllowanceTotalAmount}
            />
          )}
          <TotalRow label={f.taxExclusive} sar={order.TaxExclusiveAmount} />
          <TotalRow label={f.tax} sar={order.TaxAmount} />
          <TotalRow label={f.taxInclusive} sar={order.TaxInclusiveAmount} strong />
        </Stack>
      </Paper>
    </Stack>
  );
}
