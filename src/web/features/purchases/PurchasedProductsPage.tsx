import { ActionIcon, Alert, Progress, Stack, Table, Tooltip } from '@mantine/core';
import { IconInfoCircle, IconListDetails } from '@tabler/icons-react';
import { Link } from 'react-router';
import { riyadhDate } from '../../../domain/riyadh-time';
import { useBusinessKey } from '../../app';
import { DataTable } from '../../components/DataTable';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { Empty, NotLoaded } from '../../components/QueryState';
import { formatSarNumber } from '../../lib/format';
import { t } from '../../locales/ar';
import { usePurchasedProducts } from './api/tools';

const pp = t.purchases.products;

/** Sum of SAR amounts in halalas, so that many two-decimal amounts add up exactly. */
function sumSar(values: readonly number[]): number {
  return values.reduce((s, v) => s + Math.round(v * 100), 0) / 100;
}

/**
 * /{business}/purchases/products (docs/screens/0038-purchases-tools-screens.md): per
 * product that purchase items are linked to — category, number of purchases, pieces received
 * (what adds to its stock), cost with VAT (SAR), a bar of the cost against the largest, average
 * unit price and latest purchase date (Riyadh) — cost descending, with a totals row, a link to
 * the product's items on purchases/items, and a note of the items linked to no product (they do
 * not enter the stock).
 */
export function PurchasedProductsPage() {
  const business = useBusinessKey();
  const query = usePurchasedProducts(business);
  const rows = query.data?.products ?? [];
  const largest = Math.max(0, ...rows.map((r) => r.cost));
  const unlinked = query.data?.unlinked;

  return (
    <Stack>
      <PageHeader title={pp.title} back={`/${business}/purchases`} />
      {!query.isSuccess ? (
        <NotLoaded query={query} />
      ) : (
        <>
          {unlinked && unlinked.items > 0 && (
            <Alert
              variant="light"
              color="yellow"
              icon={<IconInfoCircle />}
              data-testid="purchased-unlinked"
            >
              {pp.unlinked(unlinked.items, unlinked.quantity, formatSarNumber(unlinked.cost))}
            </Alert>
          )}
          {rows.length === 0 ? (
            <Empty>{`${pp.empty} — ${pp.emptyHint}`}</Empty>
          ) : (
            <DataTable
              minWidth={700}
              columns={[
                pp.columns.product,
                pp.columns.category,
                pp.columns.purchases,
                pp.columns.received,
                pp.columns.cost,
                { label: pp.columns.bar, miw: 64 },
                pp.columns.average,
                pp.columns.lastDate,
                pp.columns.items,
              ]}
              striped
              highlightOnHover
              verticalSpacing="sm"
              data-testid="purchased-table"
              foot={
                <Table.Tfoot>
                  <Table.Tr data-testid="purchased-totals">
                    <Table.Th colSpan={3}>{t.purchases.totalsRow}</Table.Th>
                    <Table.Th>
                      <Num>{rows.reduce((s, r) => s + r.received, 0)}</Num>
                    </Table.Th>
                    <Table.Th>
                      <Num>{formatSarNumber(sumSar(rows.map((r) => r.cost)))}</Num>
                    </Table.Th>
                    <Table.Th colSpan={4} />
                  </Table.Tr>
                </Table.Tfoot>
              }
            >
              {rows.map((r) => (
                <Table.Tr key={r.UUID} data-testid="purchased-row">
                  <Table.Td fw={600}>{r.name}</Table.Td>
                  <Table.Td>{r.category}</Table.Td>
                  <Table.Td>
                    <Num>{r.purchases}</Num>
                  </Table.Td>
                  <Table.Td>
                    <Num>{r.received}</Num>
                  </Table.Td>
                  <Table.Td>
                    <Num>{formatSarNumber(r.cost)}</Num>
                  </Table.Td>
                  <Table.Td>
                    <Progress
                      value={largest > 0 ? (r.cost / largest) * 100 : 0}
                      aria-label={pp.columns.bar}
                      size="lg"
                      radius="sm"
                    />
                  </Table.Td>
                  <Table.Td>
                    <Num>{formatSarNumber(r.averagePrice)}</Num>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Num>{riyadhDate(r.lastDate * 1000)}</Num>
                  </Table.Td>
                  <Table.Td>
                    <Tooltip label={pp.showItems(r.name)}>
                      <ActionIcon
                        component={Link}
                        to={`/${business}/purchases/items?${new URLSearchParams({ product: r.UUID, name: r.name }).toString()}`}
                        variant="subtle"
                        size="lg"
                        aria-label={pp.showItems(r.name)}
                        data-testid="purchased-items-link"
                      >
                        <IconListDetails size={20} />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
          )}
        </>
      )}
    </Stack>
  );
}
