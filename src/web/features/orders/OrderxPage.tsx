import { Button, Stack } from '@mantine/core';
import { IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isPaymentMeansCode } from '../../../domain/payment-means';
import { useBusinessKey, useCan, useCurrentBusiness } from '../../app';
import { PageHeader } from '../../components/PageHeader';
import { PaymentBadge } from '../../components/PaymentBadge';
import { Empty, NotLoaded } from '../../components/QueryState';
import { t } from '../../locales/ar';
import { useOrders } from './api/orders';
import { useDeleteFlow } from './order-actions';
import { PaymentControl } from './PaymentChange';
import { approvalPath, editOrderPath, orderPath } from './paths';
import { PendingTable, RowAction } from './PendingTable';

const o = t.orders;

/**
 * /{business}/orderx (legacy app: orderx): the pending quotations with a payment-change control
 * per row (a select of the business's payment means → PUT orders/{ID} {PaymentMeansCode}), view,
 * edit and delete after confirmation; links to the approval screen (admin), the point of sale and
 * the client cards (clientx) for a new quotation. Without `orders.write` the payment shows as a
 * badge.
 */
export function OrderxPage() {
  const business = useBusinessKey();
  const means = useCurrentBusiness().paymentMeans.filter(isPaymentMeansCode);
  const query = useOrders(business);
  const writer = useCan('orders.write');
  const approver = useCan('orders.approve');
  const seller = useCan('pos.sell');
  const remove = useDeleteFlow(business);

  return (
    <Stack>
      <PageHeader title={o.title} back={`/${business}`}>
        {approver && (
          <Button component={Link} to={approvalPath(business, 'admin')} variant="light">
            {o.toApproval}
          </Button>
        )}
        {seller && (
          <Button component={Link} to={`/${business}/pos`} variant="light">
            {o.toPos}
          </Button>
        )}
        <Button component={Link} to={`/${business}/clientx`} variant="light">
          {o.toClients}
        </Button>
      </PageHeader>
      {!query.isSuccess ? (
        <NotLoaded query={query} />
      ) : query.data.length === 0 ? (
        <Empty>{`${o.empty} — ${o.emptyHintx}`}</Empty>
      ) : (
        <PendingTable
          orders={query.data}
          payment={(order) =>
            writer ? (
              <PaymentControl business={business} order={order} means={means} />
            ) : (
              <PaymentBadge code={order.PaymentMeansCode} />
            )
          }
          actions={(order) => (
            <>
              <RowAction
                label={o.view}
                icon={<IconEye size={20} />}
                to={orderPath(business, order.OrderReferenceID, 'orderx')}
              />
              {writer && (
                <RowAction
                  label={o.edit}
                  icon={<IconEdit size={20} />}
                  to={editOrderPath(business, order.OrderReferenceID, 'orderx')}
                  testId="order-edit"
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
      {remove.ui}
    </Stack>
  );
}
