import { Button, Paper, ScrollArea, SimpleGrid, Stack, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useBusinessKey } from '../../app/guards';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { PaymentBadge } from '../../components/PaymentBadge';
import { NotLoaded } from '../../components/QueryState';
import { errorMessage } from '../../lib/api';
import { formatSar } from '../../lib/format';
import { t } from '../../locales/ar';
import { LabelledValue, TotalRow } from './summary-parts';
import { downloadOrderPdf, useOrder } from './api/orders';

const o = t.orders;
const f = o.form;

/**
 * /{business}/orders/view/{ID} (SPEC.md §2, issue #6 §3): one quotation — client, date, payment,
 * lines and totals as the server priced them — with the A4 PDF download (GET orders/{ID}/pdf).
 */
export function OrderViewPage() {
  const business = useBusinessKey();
  const id = Number(useParams().ID);
  const query = useOrder(business, id);
  const pdf = useMutation({
    mutationFn: () => downloadOrderPdf(business, id),
    onError: (err) => notifications.show({ color: 'red', message: errorMessage(err) }),
  });
  if (!query.isSuccess) return <NotLoaded query={query} />;
  const order = query.data;
  return (
    <Stack>
      <PageHeader title={o.viewPage.title(order.OrderReferenceID)} back={`/${business}/orders`}>
        <Button
          leftSection={<IconDownload size={18} />}
          loading={pdf.isPending}
          onClick={() => pdf.mutate()}
          data-testid="order-pdf"
        >
          {o.viewPage.pdf}
        </Button>
      </PageHeader>
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
      <Paper withBorder radius="lg">
        <ScrollArea>
          <Table striped verticalSpacing="sm" miw={560} data-testid="order-view-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{f.product}</Table.Th>
                <Table.Th>{f.unitPrice}</Table.Th>
                <Table.Th>{f.quantity}</Table.Th>
                <Table.Th>{f.lineTotal}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.InvoiceLine.map((line) => (
                <Table.Tr key={line.LineNo}>
                  <Table.Td fw={600}>{line.ItemName}</Table.Td>
                  <Table.Td>
                    <Num>{formatSar(line.Price)}</Num>
                  </Table.Td>
                  <Table.Td>
                    <Num>{line.InvoicedQuantity}</Num>
                  </Table.Td>
                  <Table.Td>
                    <Num>{formatSar(line.RoundingAmount)}</Num>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Paper>
      <Paper withBorder radius="lg" p="md">
        <Stack gap={4}>
          <TotalRow label={f.taxExclusive} sar={order.TaxExclusiveAmount} />
          <TotalRow label={f.tax} sar={order.TaxAmount} />
          <TotalRow label={f.taxInclusive} sar={order.TaxInclusiveAmount} strong />
        </Stack>
      </Paper>
    </Stack>
  );
}
