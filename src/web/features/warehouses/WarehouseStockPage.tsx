import { Stack, Table, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { useBusinessKey } from '../../app';
import { DataTable } from '../../components/DataTable';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { Empty, NotLoaded } from '../../components/QueryState';
import { t } from '../../locales/ar';
import { useWarehouses, useWarehouseStock } from './api/warehouses';

const s = t.warehouses;

/** /{business}/ware_houses/{UUID}/stock: each product's pieces in one warehouse (GET stock?warehouse). */
export function WarehouseStockPage() {
  const business = useBusinessKey();
  const { UUID = '' } = useParams();
  const houses = useWarehouses(business);
  const query = useWarehouseStock(business, UUID);
  const name = houses.data?.find((w) => w.UUID === UUID)?.name ?? '';
  return (
    <Stack>
      <PageHeader title={`${s.stockTitle}: ${name}`} back={`/${business}/ware_houses`} />
      {!query.isSuccess ? (
        <NotLoaded query={query} />
      ) : query.data.length === 0 ? (
        <Empty>{s.empty}</Empty>
      ) : (
        <DataTable
          minWidth={420}
          columns={[s.product, s.category, s.remaining]}
          striped
          data-testid="warehouse-stock"
        >
          {query.data.map((r) => (
            <Table.Tr key={r.UUID}>
              <Table.Td fw={600}>{r.name}</Table.Td>
              <Table.Td>{r.category}</Table.Td>
              <Table.Td>
                <Text fw={700} c={r.remaining < 0 ? 'red' : undefined}>
                  <Num>{r.remaining}</Num>
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
    </Stack>
  );
}
