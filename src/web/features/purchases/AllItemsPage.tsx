import {
  Anchor,
  Badge,
  CloseButton,
  Group,
  Pagination,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { riyadhDate } from '../../../domain/riyadh-time';
import { useBusinessKey, useCan } from '../../app';
import { DataTable } from '../../components/DataTable';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { Empty, NotLoaded } from '../../components/QueryState';
import { formatSarNumber } from '../../lib/format';
import { t } from '../../locales/ar';
import { useSuppliers } from './api/suppliers';
import { useItemsPage } from './api/tools';

const a = t.purchases.allItems;
const PAGE_SIZE = 50;

/**
 * /{business}/purchases/items (legacy app: purchases tools): every purchase item of
 * the business — purchase date (Riyadh), purchase number, supplier, item, linked product, unit
 * price, quantity, line total (SAR) — newest first, 50 a page from the server (GET
 * purchases/items), searched by item, product or supplier name and filtered by supplier; a
 * product filter comes from purchases/products (`?product=UUID&name=…`). The count and sums cover
 * every matching item.
 */
export function AllItemsPage() {
  const business = useBusinessKey();
  const writer = useCan('purchases.write');
  const [params, setParams] = useSearchParams();
  const product = params.get('product');
  const productName = params.get('name') ?? '';
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q, 300);
  const [supplier, setSupplier] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const suppliers = useSuppliers(business);
  const query = useItemsPage(business, {
    q: debounced,
    supplier,
    product,
    page,
    pageSize: PAGE_SIZE,
  });
  const filtered = debounced.trim() !== '' || supplier !== null || product !== null;
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / PAGE_SIZE)) : 1;

  return (
    <Stack>
      <PageHeader title={a.title} back={`/${business}/purchases`} />
      <Paper withBorder radius="lg" p="md">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            label={a.search}
            placeholder={a.searchPlaceholder}
            leftSection={<IconSearch size={18} />}
            value={q}
            onChange={(e) => {
              setQ(e.currentTarget.value);
              setPage(1);
            }}
            style={{ flex: '2 1 240px' }}
            data-testid="items-search"
          />
          <Select
            label={a.supplier}
            placeholder={a.allSuppliers}
            data={(suppliers.data ?? []).map((s) => ({ value: s.UUID, label: s.name }))}
            value={supplier}
            onChange={(v) => {
              setSupplier(v);
              setPage(1);
            }}
            clearable
            searchable
            style={{ flex: '1 1 200px' }}
            data-testid="items-supplier"
          />
          {product && (
            <Badge
              size="lg"
              variant="light"
              h={36}
              rightSection={
                <CloseButton
                  size="sm"
                  aria-label={a.clearProduct}
                  onClick={() => {
                    setParams({});
                    setPage(1);
                  }}
                />
              }
              data-testid="items-product-filter"
            >
              {a.product(productName)}
            </Badge>
          )}
        </Group>
      </Paper>
      {!data ? (
        <NotLoaded query={query} />
      ) : data.count === 0 ? (
        <Empty>{filtered ? a.noMatch : `${a.empty} — ${a.emptyHint}`}</Empty>
      ) : (
        <>
          <DataTable
            minWidth={720}
            paperStyle={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
            columns={[
              a.columns.date,
              a.columns.purchase,
              a.columns.supplier,
              a.columns.item,
              a.columns.product,
              a.columns.price,
              a.columns.quantity,
              a.columns.lineTotal,
            ]}
            striped
            highlightOnHover
            verticalSpacing="sm"
            data-testid="all-items-table"
            foot={
              <Table.Tfoot>
                <Table.Tr data-testid="all-items-totals">
                  <Table.Th colSpan={6}>{a.summary}</Table.Th>
                  <Table.Th>
                    <Num>{data.quantity}</Num>
                  </Table.Th>
                  <Table.Th>
                    <Num>{formatSarNumber(data.total)}</Num>
                  </Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            }
          >
            {data.items.map((it) => (
              <Table.Tr key={`${it.purchaseUUID}-${it.lineNo}`} data-testid="all-items-row">
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Num>{riyadhDate(it.date * 1000)}</Num>
                </Table.Td>
                <Table.Td>
                  {writer ? (
                    <Anchor
                      component={Link}
                      to={`/${business}/purchases/edit/${it.purchaseUUID}`}
                      aria-label={a.openPurchase(it.purchaseID)}
                    >
                      <Num>{it.purchaseID}</Num>
                    </Anchor>
                  ) : (
                    <Num>{it.purchaseID}</Num>
                  )}
                </Table.Td>
                <Table.Td>{it.supplier}</Table.Td>
                <Table.Td fw={600}>{it.ItemName}</Table.Td>
                <Table.Td>
                  {it.productName ?? (
                    <Text span c="dimmed" size="sm">
                      {a.unlinked}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Num>{formatSarNumber(it.Price)}</Num>
                </Table.Td>
                <Table.Td>
                  <Num>{it.InvoicedQuantity}</Num>
                </Table.Td>
                <Table.Td>
                  <Num>{formatSarNumber(it.RoundingAmount)}</Num>
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed" data-testid="all-items-count">
              {a.countItems}{' '}
              <Num>{`${(data.page - 1) * data.pageSize + 1}–${(data.page - 1) * data.pageSize + data.items.length}`}</Num>{' '}
              {a.countOf} <Num>{data.count}</Num>
            </Text>
            {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
          </Group>
        </>
      )}
    </Stack>
  );
}
