import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEdit, IconFileTypePdf, IconPackageImport, IconSend, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { canPurchaseOrder } from '../../../domain/purchase-orders';
import { useBusinessKey, useCan } from '../../app';
import { Sar } from '../../components/Amount';
import { ConfirmDialog } from '../../components/confirm';
import { DataTable } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { NotLoaded } from '../../components/QueryState';
import { errorMessage } from '../../lib/api';
import { t } from '../../locales/ar';
import { downloadOrderPdf, useOrderAction, usePurchaseOrder } from './api/purchase-orders';
import { OrderForm } from './OrderForm';
import { ReceiveDialog } from './ReceiveForm';

const s = t.purchaseOrders;

/**
 * /{business}/purchase_orders/{UUID}: an order's lines (ordered, received, remaining), totals and
 * receipts; its A4 PDF (GET purchase_orders/{UUID}/pdf) for every reader; a draft edited in
 * place with OrderForm (PUT); send and cancel after a confirmation, receive in a dialog
 * (decision 0070).
 */
export function PurchaseOrderPage() {
  const business = useBusinessKey();
  const { UUID = '' } = useParams();
  const writer = useCan('purchases.write');
  const query = usePurchaseOrder(business, UUID);
  const action = useOrderAction(business);
  const [confirm, setConfirm] = useState<'send' | 'cancel' | null>(null);
  const [receiving, setReceiving] = useState(false);
  const [editing, setEditing] = useState(false);
  const [pdfBusy, setPdfBusy] = useState(false);
  if (!query.isSuccess) return <NotLoaded query={query} />;
  const o = query.data;
  const run = (which: 'send' | 'cancel') =>
    action.mutate(
      { uuid: o.UUID, action: which },
      {
        onSuccess: () =>
          notifications.show({ color: 'teal', message: which === 'send' ? s.sent : s.cancelled }),
        onError: (err) => notifications.show({ color: 'red', message: errorMessage(err) }),
        onSettled: () => setConfirm(null),
      },
    );
  const pdf = () => {
    setPdfBusy(true);
    downloadOrderPdf(business, o.UUID, o.number)
      .catch((err: unknown) => notifications.show({ color: 'red', message: errorMessage(err) }))
      .finally(() => setPdfBusy(false));
  };
  const editable = writer && canPurchaseOrder(o.status, 'edit');
  return (
    <Stack>
      <PageHeader title={`${s.orderTitle} ${o.number}`} back={`/${business}/purchase_orders`}>
        <Group>
          <Button
            variant="default"
            leftSection={<IconFileTypePdf size={18} />}
            loading={pdfBusy}
            onClick={pdf}
            aria-label={s.pdfLabel}
            data-testid="po-pdf"
          >
            {s.pdf}
          </Button>
          {editable && (
            <Button
              variant="light"
              leftSection={<IconEdit size={18} />}
              onClick={() => setEditing((e) => !e)}
              data-testid="po-edit"
            >
              {editing ? s.stopEditing : s.edit}
            </Button>
          )}
          {writer && (
          <>
            {canPurchaseOrder(o.status, 'send') && (
              <Button
                leftSection={<IconSend size={18} />}
                onClick={() => setConfirm('send')}
                data-testid="po-send"
              >
                {s.send}
              </Button>
            )}
            {canPurchaseOrder(o.status, 'receive') && (
              <Button
                leftSection={<IconPackageImport size={18} />}
                onClick={() => setReceiving(true)}
                data-testid="po-receive"
              >
                {s.receive}
              </Button>
            )}
            {canPurchaseOrder(o.status, 'cancel') && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconX size={18} />}
                onClick={() => setConfirm('cancel')}
              >
                {s.cancel}
              </Button>
            )}
          </>
          )}
        </Group>
      </PageHeader>
      {editable && editing && (
        <OrderForm
          key={o.UUID}
          business={business}
          order={o}
          onSaved={() => setEditing(false)}
        />
      )}
      <Paper withBorder radius="lg" p="md">
        <Group gap="xl" wrap="wrap">
          <Text>
            {s.supplier}: <b>{o.supplier.name}</b>
          </Text>
          <Text>
            {s.warehouse}: <b>{o.warehouse.name}</b>
          </Text>
          <Text>
            {s.expectedDate}: <b>{o.expected_date ?? '—'}</b>
          </Text>
          <Badge size="lg" variant="light">
            {s.states[o.status]}
          </Badge>
        </Group>
      </Paper>
      <DataTable
        minWidth={640}
        columns={[s.product, s.quantity, s.received, s.remaining, s.unitCost, s.total]}
        striped
      >
        {o.lines.map((l) => (
          <Table.Tr key={l.UUID}>
            <Table.Td>{l.name}</Table.Td>
            <Table.Td>{l.quantity}</Table.Td>
            <Table.Td>{l.received}</Table.Td>
            <Table.Td>{l.remaining}</Table.Td>
            <Table.Td>
              <Sar value={l.unit_cost} />
            </Table.Td>
            <Table.Td>
              <Sar value={l.total} />
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
      <Group justify="flex-end" gap="xl">
        <Text>
          {s.net}: <Sar value={o.totals.net} />
        </Text>
        <Text>
          {s.vat}: <Sar value={o.totals.vat} />
        </Text>
        <Text fw={700}>
          {s.total}: <Sar value={o.totals.total} />
        </Text>
      </Group>
      {o.receipts.length > 0 && (
        <DataTable minWidth={420} columns={[s.receipts, s.warehouse, s.pieces]}>
          {o.receipts.map((g) => (
            <Table.Tr key={g.UUID}>
              <Table.Td>{g.number}</Table.Td>
              <Table.Td>{g.warehouse.name}</Table.Td>
              <Table.Td>{g.pieces}</Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
      <ConfirmDialog
        opened={confirm !== null}
        title={confirm === 'send' ? s.send : s.cancel}
        body={confirm === 'send' ? s.sendConfirm : s.cancelConfirm}
        confirmLabel={confirm === 'send' ? s.send : s.cancel}
        color={confirm === 'send' ? 'blue' : 'red'}
        loading={action.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => confirm && run(confirm)}
      />
      {receiving && (
        <ReceiveDialog business={business} order={o} opened onClose={() => setReceiving(false)} />
      )}
    </Stack>
  );
}
