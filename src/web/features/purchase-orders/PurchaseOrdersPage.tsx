import { Badge, Button, Stack, Table } from '@mantine/core';
import { IconCalendarExclamation, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useBusinessKey, useCan } from '../../app';
import { Sar } from '../../components/Amount';
import { DataTable } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { Empty, NotLoaded } from '../../components/QueryState';
import { t } from '../../locales/ar';
import { usePurchaseOrders } from './api/purchase-orders';
import { OrderForm } from './OrderForm';

const s = t.purchaseOrders;

/** /{business}/purchase_orders: the orders, newest first, and the new-order form (decision 0070). */
export function PurchaseOrdersPage() {
  const business = useBusinessKey();
  const writer = useCan('purchases.write');
  const [adding, setAdding] = useState(false);
  const list = usePurchaseOrders(business);
  return (
    <Stack>
      <PageHeader title={s.title} back={`/${business}`}>
        <Button
          component={Link}
          to={`/${business}/stock/near_expiry`}
          variant="light"
          leftSection={<IconCalendarExclamation size={18} />}
        >
          {s.nearExpiry}
        </Button>
        {writer && !adding && (
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={() => setAdding(true)}
            data-testid="po-add"
          >
            {s.add}
          </Button>
        )}
      </PageHeader>
      {adding && <OrderForm business={business} />}
      {!list.isSuccess ? (
        <NotLoaded query={list} />
      ) : list.data.length === 0 ? (
        <Empty>{s.empty}</Empty>
      ) : (
        <DataTable
          minWidth={640}
          columns={[s.number, s.supplier, s.warehouse, s.expectedDate, s.status, s.total]}
          striped
          highlightOnHover
        >
          {list.data.map((o) => (
            <Table.Tr key={o.UUID}>
              <Table.Td>
                <Link to={`/${business}/purchase_orders/${o.UUID}`}>{o.number}</Link>
              </Table.Td>
              <Table.Td>{o.supplier.name}</Table.Td>
              <Table.Td>{o.warehouse.name}</Table.Td>
              <Table.Td>{o.expected_date ?? '—'}</Table.Td>
              <Table.Td>
                <Badge variant="light">{s.states[o.status]}</Badge>
              </Table.Td>
              <Table.Td>
                <Sar value={o.totals.total} />
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
    </Stack>
  );
}
