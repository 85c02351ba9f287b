import { Badge, NumberInput, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { useBusinessKey } from '../../app';
import { DataTable } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { Empty, NotLoaded } from '../../components/QueryState';
import { t } from '../../locales/ar';
import { useNearExpiry } from './api/purchase-orders';

const s = t.purchaseOrders;

/**
 * /{business}/stock/near_expiry: the lots on hand expiring within N days (Riyadh dates, 30 by
 * default), earliest first, expired ones flagged red (decision 0070).
 */
export function NearExpiryPage() {
  const business = useBusinessKey();
  const [days, setDays] = useState(30);
  const list = useNearExpiry(business, days);
  return (
    <Stack>
      <PageHeader title={s.nearExpiry} back={`/${business}/purchase_orders`} />
      <NumberInput
        label={s.days}
        min={0}
        max={3650}
        allowDecimal={false}
        inputMode="numeric"
        w={140}
        value={days}
        onChange={(v) => setDays(Number(v) || 0)}
      />
      {!list.isSuccess ? (
        <NotLoaded query={list} />
      ) : list.data.length === 0 ? (
        <Empty>{s.nearEmpty}</Empty>
      ) : (
        <DataTable
          minWidth={560}
          columns={[s.product, s.warehouse, s.lot, s.expiry, s.onHand, s.status]}
          striped
        >
          {list.data.map((l) => (
            <Table.Tr key={`${l.product}-${l.warehouse.UUID}-${l.lot_number}`}>
              <Table.Td>{l.name}</Table.Td>
              <Table.Td>{l.warehouse.name}</Table.Td>
              <Table.Td>{l.lot_number}</Table.Td>
              <Table.Td>{l.expiry_date}</Table.Td>
              <Table.Td>{l.onHand}</Table.Td>
              <Table.Td>
                <Badge color={l.expired ? 'red' : 'orange'} variant="light">
                  {l.expired ? s.expired : s.expiresSoon}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
    </Stack>
  );
}
