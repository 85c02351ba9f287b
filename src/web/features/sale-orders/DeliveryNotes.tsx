import { Anchor, Button, Group, Image, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SaleOrderView } from '../../../domain/schemas/sale-orders';
import { DataTable } from '../../components/DataTable';
import { Num } from '../../components/Num';
import { errorMessage } from '../../lib/api';
import { riyadhDateTime } from '../../lib/format';
import { t } from '../../locales/ar';
import { invoicePath } from './paths';
import { openPdf, useSignatureUrl } from './api/sale-orders';

const s = t.saleOrders;

/** A delivery note's signature thumbnail ('—' when the note was not signed). */
function SignatureThumb({ business, uuid }: { business: string; uuid: string }) {
  const url = useSignatureUrl(business, uuid);
  if (!url) return <Text c="dimmed">{s.unsigned}</Text>;
  return (
    <Image
      src={url}
      alt={s.signature}
      h={48}
      w={120}
      fit="contain"
      radius="sm"
      bg="white"
      style={{ border: '1px solid var(--mantine-color-gray-3)' }}
      data-testid="signature-thumb"
    />
  );
}

/**
 * The order's delivery notes (number, Riyadh time, signature thumbnail, A4 PDF) and the invoices
 * made from it, each linked to the invoice screen (decision 0069).
 */
export function DeliveryNotes({ business, order }: { business: string; order: SaleOrderView }) {
  const pdf = (uuid: string, n: number) =>
    openPdf(business, 'delivery_orders', uuid, `delivery-${n}.pdf`).catch((err: unknown) =>
      notifications.show({ color: 'red', message: errorMessage(err) }),
    );
  return (
    <>
      {order.deliveries.length > 0 && (
        <DataTable
          minWidth={480}
          columns={[s.deliveries, s.deliveredAt, s.signed, s.pdf]}
          data-testid="so-deliveries"
        >
          {order.deliveries.map((d) => (
            <Table.Tr key={d.uuid}>
              <Table.Td>{s.deliveryNo(d.number)}</Table.Td>
              <Table.Td>
                <Num>{riyadhDateTime(d.at)}</Num>
              </Table.Td>
              <Table.Td>
                <SignatureThumb business={business} uuid={d.uuid} />
              </Table.Td>
              <Table.Td>
                <Button
                  variant="light"
                  size="md"
                  leftSection={<IconFileTypePdf size={16} />}
                  onClick={() => void pdf(d.uuid, d.number)}
                >
                  {s.pdf}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
      {order.invoices.length > 0 && (
        <Group gap="md" data-testid="so-invoices">
          <Text fw={600}>{s.invoices}:</Text>
          {order.invoices.map((i) => (
            <Anchor key={i.uuid} component={Link} to={invoicePath(business, i.uuid)}>
              {i.number}
            </Anchor>
          ))}
        </Group>
      )}
    </>
  );
}
