import { Button, Stack, Text } from '@mantine/core';
import { IconCheck, IconEye, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useBusinessKey, useCan } from '../../app';
import { PageHeader } from '../../components/PageHeader';
import { Empty, NotLoaded } from '../../components/QueryState';
import { t } from '../../locales/ar';
import { useOrders } from './api/orders';
import { useApproveFlow, useDeleteFlow } from './order-actions';
import { approvalPath, orderPath, type ApprovalScreen } from './paths';
import { PendingTable, RowAction } from './PendingTable';

const a = t.orders.approval;

/**
 * /{business}/admin, /adminx and /approve: the quotations pending
 * approval. Every one approves after confirmation (→ the new invoice's number and a link to
 * invoice/{UUID}; 409 order_already_approved → the server's message and a link to the existing
 * invoice). `admin` (the approval screen the order lists link to) and `adminx` also delete, for a
 * role with `orders.write`; `approve` approves only. Not to be confused with the top-level /admin
 * (administration).
 */
export function ApprovalPage({ screen }: { screen: ApprovalScreen }) {
  const business = useBusinessKey();
  const query = useOrders(business);
  const writer = useCan('orders.write');
  const deletes = writer && screen !== 'approve';
  const approve = useApproveFlow(business);
  const remove = useDeleteFlow(business);

  return (
    <Stack>
      <PageHeader title={a.title} back={`/${business}`}>
        {screen === 'approve' && writer && (
          <Button component={Link} to={approvalPath(business, 'adminx')} variant="light">
            {a.toAdminx}
          </Button>
        )}
        <Button component={Link} to={`/${business}/orders`} variant="light">
          {t.orders.title}
        </Button>
        <Button component={Link} to={`/${business}/invoices`} variant="light">
          {t.orders.toInvoices}
        </Button>
      </PageHeader>
      <Text c="dimmed" size="sm">
        {screen === 'approve' ? a.hintApproveOnly : a.hint}
      </Text>
      {approve.ui}
      {!query.isSuccess ? (
        <NotLoaded query={query} />
      ) : query.data.length === 0 ? (
        <Empty>{a.empty}</Empty>
      ) : (
        <PendingTable
          orders={query.data}
          actions={(order) => (
            <>
              <RowAction
                label={t.orders.view}
                icon={<IconEye size={20} />}
                to={orderPath(business, order.OrderReferenceID)}
              />
              <RowAction
                label={t.orders.approve}
                icon={<IconCheck size={20} />}
                color="teal"
                onClick={() => approve.ask(order)}
                testId="order-approve"
              />
              {deletes && (
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
