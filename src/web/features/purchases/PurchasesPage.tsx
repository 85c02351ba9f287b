import { ActionIcon, Button, Menu, Progress, Stack, Table, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconBox,
  IconChevronDown,
  IconEdit,
  IconList,
  IconPhoto,
  IconPlus,
  IconTools,
  IconTrash,
  IconTruck,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PurchaseView } from '../../../domain/schemas/purchases';
import { riyadhDate } from '../../../domain/riyadh-time';
import { useBusinessKey, useCan } from '../../app';
import { DataTable } from '../../components/DataTable';
import { ConfirmDelete } from '../../components/confirm';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { Empty, NotLoaded } from '../../components/QueryState';
import { errorMessage } from '../../lib/api';
import { formatSarNumber } from '../../lib/format';
import { t } from '../../locales/ar';
import { useDeletePurchase, usePurchases } from './api/purchases';
import { ReceiptCell } from './ReceiptCell';

const p = t.purchases;

/** Sum of SAR amounts in halalas, so that many two-decimal amounts add up exactly. */
function sumSar(values: readonly number[]): number {
  return values.reduce((s, v) => s + Math.round(v * 100), 0) / 100;
}

/**
 * /{business}/purchases: the purchases, newest first — number, date
 * (Riyadh), supplier, product name (first item), total quantity, a bar of the total against the
 * largest, total, input VAT and the receipt (thumbnail → full size, or the PDF) — with a new-purchase
 * link, an edit (items) link per row and delete after confirmation (the server's Arabic reason on
 * failure) and a totals row; the tools menu leads to purchases/items, /products and
 * /images.
 */
export function PurchasesPage() {
  const business = useBusinessKey();
  const query = usePurchases(business);
  const writer = useCan('purchases.write');
  const remove = useDeletePurchase(business);
  const [target, setTarget] = useState<PurchaseView | null>(null);
  const rows = query.data ?? [];
  const largest = Math.max(0, ...rows.map((r) => r.total));

  const confirm = () => {
    if (!target) return;
    remove.mutate(target.UUID, {
      onSuccess: () => notifications.show({ color: 'teal', message: p.deleted }),
      onError: (err) => notifications.show({ color: 'red', message: errorMessage(err) }),
      onSettled: () => setTarget(null),
    });
  };

  return (
    <Stack>
      <PageHeader title={p.title} back={`/${business}`}>
        {writer && (
          <Button
            component={Link}
            to={`/${business}/purchases/new`}
            leftSection={<IconPlus size={18} />}
            data-testid="purchases-new"
          >
            {p.newLink}
          </Button>
        )}
        <Button
          component={Link}
          to={`/${business}/purchase_orders`}
          variant="light"
          data-testid="purchases-orders-link"
        >
          {t.purchaseOrders.title}
        </Button>
        <Button
          component={Link}
          to={`/${business}/purchases/suppliers`}
          variant="light"
          leftSection={<IconTruck size={18} />}
          data-testid="purchases-suppliers"
        >
          {p.suppliersLink}
        </Button>
        <Button
          component={Link}
          to={`/${business}/purchases/vat`}
          variant="light"
          data-testid="purchases-vat-link"
        >
          {p.vat.link}
        </Button>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              variant="light"
              leftSection={<IconTools size={18} />}
              rightSection={<IconChevronDown size={16} />}
              data-testid="purchases-tools"
            >
              {p.tools}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              component={Link}
              to={`/${business}/purchases/items`}
              leftSection={<IconList size={18} />}
              data-testid="purchases-items-link"
            >
              {p.allItems.link}
            </Menu.Item>
            <Menu.Item
              component={Link}
              to={`/${business}/purchases/products`}
              leftSection={<IconBox size={18} />}
              data-testid="purchases-products-link"
            >
              {p.products.link}
            </Menu.Item>
            <Menu.Item
              component={Link}
              to={`/${business}/purchases/images`}
              leftSection={<IconPhoto size={18} />}
              data-testid="purchases-images-link"
            >
              {p.images.link}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </PageHeader>
      {!query.isSuccess ? (
        <NotLoaded query={query} />
      ) : rows.length === 0 ? (
        <Empty>{`${p.empty} — ${p.emptyHint}`}</Empty>
      ) : (
        <DataTable
          minWidth={720}
          columns={[
            p.columns.number,
            p.columns.date,
            p.columns.supplier,
            p.columns.productName,
            p.columns.totalQuantity,
            { label: p.columns.bar, miw: 90 },
            p.columns.total,
            p.columns.tax,
            p.columns.receipt,
            writer && p.columns.actions,
          ]}
          striped
          highlightOnHover
          verticalSpacing="sm"
          data-testid="purchase-table"
          foot={
            <Table.Tfoot>
              <Table.Tr data-testid="purchase-totals">
                <Table.Th colSpan={4}>{p.totalsRow}</Table.Th>
                <Table.Th>
                  <Num>{rows.reduce((s, r) => s + r.totalQuantity, 0)}</Num>
                </Table.Th>
                <Table.Th />
                <Table.Th>
                  <Num>{formatSarNumber(sumSar(rows.map((r) => r.total)))}</Num>
                </Table.Th>
                <Table.Th>
                  <Num>{formatSarNumber(sumSar(rows.map((r) => r.tax)))}</Num>
                </Table.Th>
                <Table.Th />
                {writer && <Table.Th />}
              </Table.Tr>
            </Table.Tfoot>
          }
        >
          {rows.map((r) => (
            <Table.Tr key={r.UUID} data-testid="purchase-row">
              <Table.Td>
                <Num>{r.ID}</Num>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Num>{riyadhDate(r.date * 1000)}</Num>
              </Table.Td>
              <Table.Td fw={600}>{r.supplier}</Table.Td>
              <Table.Td>
                {r.productName || (
                  <Text span c="dimmed" size="sm">
                    {p.noItems}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Num>{r.totalQuantity}</Num>
              </Table.Td>
              <Table.Td>
                <Progress
                  value={largest > 0 ? (r.total / largest) * 100 : 0}
                  aria-label={p.columns.bar}
                  size="lg"
                  radius="sm"
                />
              </Table.Td>
              <Table.Td>
                <Num>{formatSarNumber(r.total)}</Num>
              </Table.Td>
              <Table.Td>
                <Num>{formatSarNumber(r.tax)}</Num>
              </Table.Td>
              <Table.Td>
                <ReceiptCell business={business} purchase={r} />
              </Table.Td>
              {writer && (
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Tooltip label={p.edit}>
                    <ActionIcon
                      component={Link}
                      to={`/${business}/purchases/edit/${r.UUID}`}
                      variant="subtle"
                      size="lg"
                      aria-label={p.edit}
                      data-testid="purchase-edit"
                    >
                      <IconEdit size={20} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t.common.delete}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={t.common.delete}
                      onClick={() => setTarget(r)}
                      data-testid="purchase-delete"
                    >
                      <IconTrash size={20} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </DataTable>
      )}
      <ConfirmDelete
        opened={target !== null}
        what={target ? p.deleteWhat(target.ID) : ''}
        loading={remove.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={confirm}
      />
    </Stack>
  );
}
