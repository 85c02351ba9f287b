import { Button, Stack } from '@mantine/core';
import { IconCash, IconCheck, IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { isPaymentMeansCode } from '../../../domain/payment-means';
import type { OrderView } from '../../../domain/schemas/orders';
import { useBusinessKey, useCan, useCurrentBusiness } from '../../app';
import { PageHeader } from '../../components/PageHeader';
import { Empty, NotLoaded } from '../../components/QueryState';
import { t } from '../../locales/ar';
import { useOrders } from './api/orders';
import { useApproveFlow, useDeleteFlow } from './order-actions';
import { PaymentPrompt } from './PaymentChange';
import { editOrderPath, orderPath } from './paths';
import { PendingTable, RowAction } from './PendingTable';

const o = t.orders;

/**
 * /{business}/orders: the pending quotations — number, date,
 * customer, total, payment — with view, edit, the payment-change prompt (a dialog asking for the
 * means, then PUT orders/{ID}), approve (→ the new invoice's number and a link to invoice/{UUID};
 * when already approved, the server's Arabic message and a link to that invoice) and delete after
 * confirmation. Links to the clients, the point of sale and the invoices.
 */
export function OrdersPage() {
  const business = useBusinessKey();
  const means = useCurrentBusiness().paymentMeans.filter(isPaymentMeansCode);
  const query = useOrders(business);
  const writer = useCan('orders.write');
  const approver = useCan('orders.approve');
  const seller = useCan('pos.sell');
  const saleOrders = useCan('sale_orders.read');
  const approve = useApproveFlow(business);
  const remove = useDeleteFlow(business);
  const [toChange, setToChange] = useState<OrderView | null>(null);

  return (
    <Stack>
      <PageHeader title={o.title} back={`/${business}`}>
        <Button component={Link} to={`/${business}/clients`} variant="light">
          {o.toClients}
        </Button>
        {seller && (
          <Button component={Link} to={`/${business}/pos`} variant="light">
            {o.toPos}
          </Button>
        )}
        <Button component={Link} to={`/${business}/invoices`} variant="light">
          {o.toInvoices}
        </Button>
        {saleOrders && (
          <Button
            component={Link}
            to={`/${business}/sale_orders`}
            variant="light"
            data-testid="orders-sale-orders-link"
          >
            {t.saleOrders.title}
          </Button>
        )}
      </PageHeader>
      {approve.ui}
      {!query.isSuccess ? (
        <NotLoaded query={query} />
      ) : query.data.length === 0 ? (
        <Empty>{`${o.empty} — ${o.emptyHint}`}</Empty>
      ) : (
        <PendingTable
          orders={query.data}
          actions={(order) => (
            <>
              <RowAction
                label={o.view}
                icon={<IconEye size={20} />}
                to={orderPath(business, order.OrderReferenceID)}
              />
              {writer && (
                <RowAction
                  label={o.edit}
                  icon={<IconEdit size={20} />}
                  to={editOrderPath(business, order.OrderReferenceID)}
                  testId="order-edit"
                />
              )}
              {writer && (
                <RowAction
                  label={o.payment.change}
                  icon={<IconCash size={20} />}
                  onClick={() => setToChange(order)}
                  testId="order-change-payment"
                />
              )}
              {approver && (
                <RowAction
                  label={o.approve}
                  icon={<IconCheck size={20} />}
                  color="teal"
                  onClick={() => approve.ask(order)}
                  testId="order-approve"
                />
              )}
              {writer && (
                <RowAction
                  label={t.common.delete}
                  icon={<IconTrash size={20} />}
                  color="red"
                  onClick={() => remove.ask(order)}
                  testId="order-delete"
                />
              )}
            </>
          )}
        />
      )}
      <PaymentPrompt
        business={business}
        order={toChange}
        means={means}
        onClose={() => setToChange(null)}
      />
      {remove.ui}
    </Stack>
  );
}
