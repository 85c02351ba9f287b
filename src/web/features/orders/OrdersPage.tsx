import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconEye, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { OrderView } from '../../../domain/schemas/orders';
import { useBusinessKey, useCan } from '../../app/guards';
import { ConfirmDelete, ConfirmDialog } from '../../components/confirm';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { PaymentBadge } from '../../components/PaymentBadge';
import { Empty, NotLoaded } from '../../components/QueryState';
import { ApiError, errorMessage } from '../../lib/api';
import { formatSar } from '../../lib/format';
import { t } from '../../locales/ar';
import { useApproveOrder, useDeleteOrder, useOrders } from './api/orders';
import { invoicePath, orderPath } from './paths';

const o = t.orders;

/** What the last approval gave: the invoice to open, with a success or the server's message. */
interface Outcome {
  color: 'teal' | 'orange';
  message: string;
  invoiceUuid: string | null;
}

/** The outcome of a failed approval: 409 order_already_approved links to the existing invoice. */
function failedApproval(err: unknown): Outcome {
  const uuid =
    err instanceof ApiError && typeof err.extra.UUID === 'string' ? err.extra.UUID : null;
  return { color: 'orange', message: errorMessage(err), invoiceUuid: uuid };
}

/**
 * /{business}/orders (SPEC.md §2, issue #6 §2–§3): the pending quotations — number, date,
 * customer, total, payment — with view, approve (→ a link to the new invoice; when already
 * approved, the server's Arabic message and a link to that invoice) and delete after confirmation.
 */
export function OrdersPage() {
  const business = useBusinessKey();
  const query = useOrders(business);
  const writer = useCan('orders.write');
  const approver = useCan('orders.approve');
  const approve = useApproveOrder(business);
  const remove = useDeleteOrder(business);
  const [toApprove, setToApprove] = useState<OrderView | null>(null);
  const [toDelete, setToDelete] = useState<OrderView | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const confirmApprove = () => {
    if (!toApprove) return;
    approve.mutate(toApprove.OrderReferenceID, {
      onSuccess: (done) =>
        setOutcome({ color: 'teal', message: o.approved(done.newid), invoiceUuid: done.UUID }),
      onError: (err) => setOutcome(failedApproval(err)),
      onSettled: () => setToApprove(null),
    });
  };
  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.OrderReferenceID, {
      onSuccess: () => notifications.show({ color: 'teal', message: o.deleted }),
      onError: (err) => notifications.show({ color: 'red', message: errorMessage(err) }),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Stack>
      <PageHeader title={o.title} back={`/${business}`}>
        <Button component={Link} to={`/${business}/clients`} variant="light">
          {o.toClients}
        </Button>
      </PageHeader>
      {outcome && (
        <Alert
          color={outcome.color}
          withCloseButton
          onClose={() => setOutcome(null)}
          data-testid="approve-outcome"
        >
          <Group gap="sm">
            {outcome.message}
            {outcome.invoiceUuid && (
              <Anchor component={Link} to={invoicePath(business, outcome.invoiceUuid)} fw={600}>
                {o.viewInvoice}
              </Anchor>
            )}
          </Group>
        </Alert>
      )}
      {!query.isSuccess ? (
        <NotLoaded query={query} />
      ) : query.data.length === 0 ? (
        <Empty>{`${o.empty} — ${o.emptyHint}`}</Empty>
      ) : (
        <Paper withBorder radius="lg">
          <ScrollArea>
            <Table
              striped
              highlightOnHover
              verticalSpacing="sm"
              miw={720}
              data-testid="order-table"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{o.columns.number}</Table.Th>
                  <Table.Th>{o.columns.date}</Table.Th>
                  <Table.Th>{o.columns.customer}</Table.Th>
                  <Table.Th>{o.columns.total}</Table.Th>
                  <Table.Th>{o.columns.payment}</Table.Th>
                  <Table.Th>{o.columns.actions}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.map((order) => (
                  <Table.Tr key={order.OrderReferenceID} data-testid="order-row">
                    <Table.Td fw={600}>
                      <Num>{order.OrderReferenceID}</Num>
                    </Table.Td>
                    <Table.Td>
                      <Num>{order.IssueDate}</Num>
                    </Table.Td>
                    <Table.Td>{order.Customer.RegistrationName}</Table.Td>
                    <Table.Td>
                      <Num>{formatSar(order.TaxInclusiveAmount)}</Num>
                    </Table.Td>
                    <Table.Td>
                      <PaymentBadge code={order.PaymentMeansCode} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Tooltip label={o.view}>
                          <ActionIcon
                            component={Link}
                            to={orderPath(business, order.OrderReferenceID)}
                            variant="subtle"
                            size="lg"
                            aria-label={o.view}
                          >
                            <IconEye size={20} />
                          </ActionIcon>
                        </Tooltip>
                        {approver && (
                          <Tooltip label={o.approve}>
                            <ActionIcon
                              variant="subtle"
                              color="teal"
                              size="lg"
                              aria-label={o.approve}
                              onClick={() => setToApprove(order)}
                              data-testid="order-approve"
                            >
                              <IconCheck size={20} />
                            </ActionIcon>
                          </Tooltip>
                        )}
                        {writer && (
                          <Tooltip label={t.common.delete}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              size="lg"
                              aria-label={t.common.delete}
                              onClick={() => setToDelete(order)}
                              data-testid="order-delete"
                            >
                              <IconTrash size={20} />
                            </ActionIcon>
                          </Tooltip>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Paper>
      )}
      <ConfirmDialog
        opened={toApprove !== null}
        title={o.approveTitle}
        body={
          toApprove
            ? o.approveBody(toApprove.OrderReferenceID, toApprove.Customer.RegistrationName)
            : ''
        }
        confirmLabel={o.approve}
        color="teal"
        loading={approve.isPending}
        testId="confirm-approve"
        onCancel={() => setToApprove(null)}
        onConfirm={confirmApprove}
      />
      <ConfirmDelete
        opened={toDelete !== null}
        what={toDelete ? o.what(toDelete.OrderReferenceID) : ''}
        loading={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
