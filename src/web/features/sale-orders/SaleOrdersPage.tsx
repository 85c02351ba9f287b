import { Badge, Button, Stack, Table } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SaleOrderState } from '../../../domain/sale-orders';
import { useBusinessKey, useCan } from '../../app';
import { Sar } from '../../components/Amount';
import { DataTable } from '../../components/DataTable';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { Empty, NotLoaded } from '../../components/QueryState';
import { t } from '../../locales/ar';
import { useSaleOrders } from './api/sale-orders';

const s = t.saleOrders;

/** The badge colour of each state. */
export const STATE_COLORS: Record<SaleOrderState, string> = {
  draft: 'gray',
  confirmed: 'blue',
  partly_delivered: 'orange',
  delivered: 'teal',
  invoiced: 'green',
  cancelled: 'red',
};

/** A state as an Arabic badge. */
export function StateBadge({ state, size }: { state: SaleOrderState; size?: 'sm' | 'lg' }) {
  return (
    <Badge variant="light" color={STATE_COLORS[state]} size={size}>
      {s.states[state]}
    </Badge>
  );
}

/** /{business}/sale_orders: the orders, newest first, and the new-order button (decision 0069). */
export function SaleOrdersPage() {
  const business = useBusinessKey();
  const writer = useCan('sale_orders.write');
  const list = useSaleOrders(business);
  return (
    <Stack>
      <PageHeader title={s.title} back={`/${business}`}>
        {writer && (
          <Button
            component={Link}
            to={`/${business}/sale_orders/new`}
            leftSection={<IconPlus size={18} />}
            data-testid="so-add"
          >
            {s.add}
          </Button>
        )}
      </PageHeader>
      {!list.isSuccess ? (
        <NotLoaded query={list} />
      ) : list.data.length === 0 ? (
        <Empty>{s.empty}</Empty>
      ) : (
        <DataTable
          minWidth={560}
          columns={[s.number, s.client, s.date, s.status, s.total]}
          striped
          highlightOnHover
        >
          {list.data.map((o) => (
            <Table.Tr key={o.uuid} data-testid="so-row">
              <Table.Td>
                <Link to={`/${business}/sale_orders/${o.uuid}`}>
                  <Num>{o.number}</Num>
                </Link>
              </Table.Td>
              <Table.Td>{o.customer_name}</Table.Td>
              <Table.Td>
                <Num>{o.date}</Num>
              </Table.Td>
              <Table.Td>
                <StateBadge state={o.state} />
              </Table.Td>
              <Table.Td>
                <Sar value={o.total} />
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
    </Stack>
  );
}
