import { Alert, Anchor, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { OrderView } from '../../../domain/schemas/orders';
import { ConfirmDelete, ConfirmDialog } from '../../components/confirm';
import { ApiError, errorMessage } from '../../lib/api';
import { t } from '../../locales/ar';
import { useApproveOrder, useDeleteOrder } from './api/orders';
import { clientEditPath, invoicePath } from './paths';

const o = t.orders;

/** The part of a quotation the approve and delete dialogs name. */
type Named = Pick<OrderView, 'OrderReferenceID' | 'Customer'>;

/** What the last approval gave: the invoice to open, with a success or the server's message. */
interface Outcome {
  color: 'teal' | 'orange';
  message: string;
  invoiceUuid: string | null;
  /** 422 buyer_address_incomplete: the client whose national address to complete. */
  clientUuid?: string | null;
}

/**
 * The outcome of a failed approval, with the server's Arabic message: 409 order_already_approved
 * links to the existing invoice; 422 buyer_address_incomplete (the message names the missing
 * fields) links to the client's edit form.
 */
function failedApproval(err: unknown): Outcome {
  const text = (key: string) =>
    err instanceof ApiError && typeof err.extra[key] === 'string' ? err.extra[key] : null;
  return {
    color: 'orange',
    message: errorMessage(err),
    invoiceUuid: text('UUID'),
    clientUuid: text('ClientUUID'),
  };
}

/**
 * Approval of a pending quotation after confirmation (it issues a tax invoice that cannot be
 * deleted), shared by every list that approves. `ask(order)` opens the dialog;
 * `ui` renders it and the outcome: the new invoice's number with a link to invoice/{UUID}, or
 * the server's Arabic message (409 order_already_approved links to the invoice it already became).
 */
export function useApproveFlow(business: string): {
  ask: (order: Named) => void;
  pending: boolean;
  ui: ReactNode;
} {
  const approve = useApproveOrder(business);
  const [target, setTarget] = useState<Named | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const confirm = () => {
    if (!target) return;
    approve.mutate(target.OrderReferenceID, {
      onSuccess: (done) =>
        setOutcome({ color: 'teal', message: o.approved(done.newid), invoiceUuid: done.UUID }),
      onError: (err) => setOutcome(failedApproval(err)),
      onSettled: () => setTarget(null),
    });
  };
  const ui = (
    <>
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
              <Anchor
                component={Link}
                to={invoicePath(business, outcome.invoiceUuid)}
                fw={600}
                data-testid="approve-outcome-invoice"
              >
                {o.viewInvoice}
              </Anchor>
            )}
            {outcome.clientUuid && (
              <Anchor
                component={Link}
                to={clientEditPath(business, outcome.clientUuid)}
                fw={600}
                data-testid="approve-outcome-client"
              >
                {o.completeClient}
              </Anchor>
            )}
          </Group>
        </Alert>
      )}
      <ConfirmDialog
        opened={target !== null}
        title={o.approveTitle}
        body={
          target ? o.approveBody(target.OrderReferenceID, target.Customer.RegistrationName) : ''
        }
        confirmLabel={o.approve}
        color="teal"
        loading={approve.isPending}
        testId="confirm-approve"
        onCancel={() => setTarget(null)}
        onConfirm={confirm}
      />
    </>
  );
  return { ask: setTarget, pending: approve.isPending, ui };
}

/**
 * Deleting a pending quotation after confirmation (DELETE orders/{ID}); a notification tells the
 * result. `ask(order)` opens the dialog; `ui` renders it.
 */
export function useDeleteFlow(business: string): {
  ask: (order: Named) => void;
  ui: ReactNode;
} {
  const remove = useDeleteOrder(business);
  const [target, setTarget] = useState<Named | null>(null);
  const confirm = () => {
    if (!target) return;
    remove.mutate(target.OrderReferenceID, {
      onSuccess: () => notifications.show({ color: 'teal', message: o.deleted }),
      onError: (err) => notifications.show({ color: 'red', message: errorMessage(err) }),
      onSettled: () => setTarget(null),
    });
  };
  const ui = (
    <ConfirmDelete
      opened={target !== null}
      what={target ? o.what(target.OrderReferenceID) : ''}
      loading={remove.isPending}
      onCancel={() => setTarget(null)}
      onConfirm={confirm}
    />
  );
  return { ask: setTarget, ui };
}
