import {
  Badge,
  Button,
  Card,
  Group,
  Image,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconBuildingWarehouse, IconChartBar, IconPackage } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { StockRowView } from '../../../domain/schemas/purchases';
import { useBusinessKey } from '../../app';
import { DataTable } from '../../components/DataTable';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { Empty, NotLoaded } from '../../components/QueryState';
import { t } from '../../locales/ar';
import { useStock, useStockCategories } from './api/stock';

const s = t.purchases.stock;

/** How a product's stock is shown: 'negative' (red) below zero, 'low' (orange) at or under its threshold. */
export function stockState(
  row: Pick<StockRowView, 'remaining' | 'low'>,
): 'negative' | 'low' | 'ok' {
  if (row.remaining < 0) return 'negative';
  return row.low ? 'low' : 'ok';
}

const STATE_COLOR = { negative: 'red', low: 'orange', ok: undefined } as const;

/** The product's image, or a package icon when it has none or it does not load. */
function ProductImage({ url, size }: { url: string; size: number }) {
  const [failed, setFailed] = useState(false);
  return url && !failed ? (
    <Image
      src={url}
      h={size}
      w={size}
      fit="contain"
      alt=""
      loading="lazy"
      radius="md"
      onError={() => setFailed(true)}
    />
  ) : (
    <IconPackage size={size} stroke={1.2} color="var(--mantine-color-gray-5)" />
  );
}

function Figure({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Stack gap={0} align="center">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} c={color}>
        <Num>{value}</Num>
      </Text>
    </Stack>
  );
}

/** A product's card: image, name, opening stock, received, sold and remaining. */
function StockCard({ row }: { row: StockRowView }) {
  const state = stockState(row);
  const color = STATE_COLOR[state];
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      data-testid="stock-card"
      data-state={state}
      style={color ? { borderColor: `var(--mantine-color-${color}-6)`, borderWidth: 2 } : undefined}
      bg={color ? `var(--mantine-color-${color}-0)` : undefined}
    >
      <Stack gap="xs" align="center">
        <ProductImage url={row.url} size={72} />
        <Text fw={700} ta="center" lineClamp={2}>
          {row.name}
        </Text>
        {state !== 'ok' && (
          <Badge color={color} variant="filled">
            {state === 'negative' ? s.negative : s.low}
          </Badge>
        )}
        <SimpleGrid cols={4} spacing={4} w="100%">
          <Figure label={s.opening} value={row.opening} />
          <Figure label={s.received} value={row.received} />
          <Figure label={s.sold} value={row.sold} />
          <Figure label={s.remaining} value={row.remaining} color={color} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/**
 * /{business}/stock: a card per product — image, opening stock,
 * received (purchase items linked to it), sold and remaining — with low stock (remaining ≤ its
 * threshold) in orange and a negative remainder in red; a category filter (GET stock?category)
 * and a link to the chosen category's report (invoicesline/{UUID}).
 */
export function StockPage() {
  const business = useBusinessKey();
  const [category, setCategory] = useState<string | null>(null);
  const categories = useStockCategories(business);
  const query = useStock(business, category ?? undefined);
  const rows = query.data ?? [];
  const options = [
    { value: '', label: s.allCategories },
    ...(categories.data ?? []).map((c) => ({ value: c.UUID, label: c.name })),
  ];

  return (
    <Stack>
      <PageHeader title={s.title} back={`/${business}`}>
        <Button
          component={Link}
          to={`/${business}/ware_houses`}
          variant="light"
          leftSection={<IconBuildingWarehouse size={18} />}
          data-testid="stock-warehouses"
        >
          {s.warehouses}
        </Button>
      </PageHeader>
      <Group align="flex-end">
        <Select
          label={s.category}
          data={options}
          value={category ?? ''}
          onChange={(v) => setCategory(v ? v : null)}
          allowDeselect={false}
          w={260}
          data-testid="stock-category"
        />
        {category && (
          <Button
            component={Link}
            to={`/${business}/invoicesline/${category}`}
            variant="light"
            leftSection={<IconChartBar size={18} />}
            data-testid="stock-category-report"
          >
            {s.categoryReport}
          </Button>
        )}
      </Group>
      {!query.isSuccess ? (
        <NotLoaded query={query} />
      ) : rows.length === 0 ? (
        <Empty>{s.empty}</Empty>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }}>
          {rows.map((r) => (
            <StockCard key={r.UUID} row={r} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/**
 * /{business}/invoicesline/{UUID}: the stock report of one category — per product
 * image, stock (opening + received), sold, remaining and a bar of sold against its stock — with
 * a totals row; low and negative rows coloured as on the stock screen.
 */
export function CategoryStockPage() {
  const business = useBusinessKey();
  const uuid = useParams().UUID ?? '';
  const query = useStock(business, uuid);
  const categories = useStockCategories(business);
  const name = categories.data?.find((c) => c.UUID === uuid)?.name ?? '';
  const rows = query.data ?? [];
  const sum = (pick: (r: StockRowView) => number) => rows.reduce((a, r) => a + pick(r), 0);

  return (
    <Stack>
      <PageHeader title={name ? s.categoryTitle(name) : s.title} back={`/${business}/stock`} />
      {!query.isSuccess ? (
        <NotLoaded query={query} />
      ) : rows.length === 0 ? (
        <Empty>{s.empty}</Empty>
      ) : (
        <DataTable
          minWidth={640}
          columns={[
            s.image,
            s.product,
            s.opening,
            s.sold,
            s.remaining,
            { label: s.soldBar, miw: 120 },
          ]}
          striped
          verticalSpacing="sm"
          data-testid="category-stock-table"
          foot={
            <Table.Tfoot>
              <Table.Tr data-testid="category-stock-totals">
                <Table.Th colSpan={2}>{s.totalsRow}</Table.Th>
                <Table.Th>
                  <Num>{sum((r) => r.opening + r.received)}</Num>
                </Table.Th>
                <Table.Th>
                  <Num>{sum((r) => r.sold)}</Num>
                </Table.Th>
                <Table.Th>
                  <Num>{sum((r) => r.remaining)}</Num>
                </Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Tfoot>
          }
        >
          {rows.map((r) => {
            const stock = r.opening + r.received;
            const color = STATE_COLOR[stockState(r)];
            return (
              <Table.Tr key={r.UUID} data-testid="category-stock-row">
                <Table.Td>
                  <ProductImage url={r.url} size={40} />
                </Table.Td>
                <Table.Td fw={600}>{r.name}</Table.Td>
                <Table.Td>
                  <Num>{stock}</Num>
                </Table.Td>
                <Table.Td>
                  <Num>{r.sold}</Num>
                </Table.Td>
                <Table.Td c={color} fw={color ? 700 : undefined}>
                  <Num>{r.remaining}</Num>
                </Table.Td>
                <Table.Td>
                  <Progress
                    value={stock > 0 ? Math.min(100, (r.sold / stock) * 100) : r.sold > 0 ? 100 : 0}
                    aria-label={s.soldBar}
                    size="lg"
                    radius="sm"
                    color={color}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </DataTable>
      )}
    </Stack>
  );
}
