import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import {
  purchaseItemsBody,
  type PurchaseItemView,
  type PurchaseView,
  type StockRowView,
} from '../../../domain/schemas/purchases';
import { useBusinessKey } from '../../app';
import { FormCard } from '../../components/FormCard';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { NotLoaded } from '../../components/QueryState';
import { zodResolver } from '../../lib/form';
import { formatSarNumber } from '../../lib/format';
import { showSaveError } from '../../lib/save-error';
import { t } from '../../locales/ar';
import { usePurchase, usePurchaseItems, useSavePurchaseItems } from './api/purchases';
import { useStock } from './api/stock';
import { SupplierPaymentsCard } from './SupplierPayments';

const f = t.purchases.items;

/** One item row as the form holds it: numbers as typed ('' when empty), product ID as text. */
export interface ItemRow {
  ItemName: string;
  Price: number | string;
  InvoicedQuantity: number | string;
  /** The linked product's ID as text, or null. */
  ProductID: string | null;
}

const emptyRow = (): ItemRow => ({ ItemName: '', Price: '', InvoicedQuantity: 1, ProductID: null });

/** The stored items as form rows. */
function toRows(items: readonly PurchaseItemView[]): ItemRow[] {
  return items.map((i) => ({
    ItemName: i.ItemName,
    Price: i.Price,
    InvoicedQuantity: i.InvoicedQuantity,
    ProductID: i.ProductID === null ? null : String(i.ProductID),
  }));
}

/** Form rows → the body of POST purchases/items (Price SAR, ProductID a number or null). */
export function itemsBody(uuid: string, rows: readonly ItemRow[]) {
  return {
    invUUID: uuid,
    items: rows.map((r) => ({
      ItemName: r.ItemName,
      Price: r.Price === '' ? undefined : Number(r.Price),
      InvoicedQuantity: r.InvoicedQuantity === '' ? undefined : Number(r.InvoicedQuantity),
      ProductID: r.ProductID === null ? null : Number(r.ProductID),
    })),
  };
}
const validateBody = zodResolver(purchaseItemsBody);

/** Sum of Price × quantity in halalas (each line rounded to the halala), as SAR. */
function itemsTotal(rows: readonly ItemRow[]): number {
  const halalas = rows.reduce(
    (s, r) => s + Math.round(Number(r.Price || 0) * Number(r.InvoicedQuantity || 0) * 100),
    0,
  );
  return halalas / 100;
}

function ItemsForm(props: {
  business: string;
  purchase: PurchaseView;
  items: readonly PurchaseItemView[];
  products: readonly StockRowView[];
}) {
  const { business, purchase } = props;
  const navigate = useNavigate();
  const save = useSavePurchaseItems(business);
  const form = useForm<{ items: ItemRow[] }>({
    initialValues: { items: props.items.length ? toRows(props.items) : [emptyRow()] },
    validate: (values) => validateBody(itemsBody(purchase.UUID, values.items)),
  });
  const options = props.products.map((p) => ({ value: String(p.ID), label: p.name }));
  const rows = form.getValues().items;

  const submit = form.onSubmit(
    (values) =>
      save.mutate(purchaseItemsBody.parse(itemsBody(purchase.UUID, values.items)), {
        onSuccess: (answer) => {
          notifications.show({ color: 'teal', message: answer.message });
          void navigate(`/${business}/purchases`);
        },
        onError: (err) =>
          showSaveError(
            err,
            form,
            values.items.flatMap((_, i) =>
              ['ItemName', 'Price', 'InvoicedQuantity', 'ProductID'].map((k) => `items.${i}.${k}`),
            ),
          ),
      }),
    () => notifications.show({ color: 'red', message: t.purchases.form.fixErrors }),
  );

  const chooseProduct = (i: number, value: string | null) => {
    form.setFieldValue(`items.${i}.ProductID`, value);
    const product = props.products.find((p) => String(p.ID) === value);
    if (product && rows[i]?.ItemName.trim() === '') {
      form.setFieldValue(`items.${i}.ItemName`, product.name);
    }
  };

  return (
    <FormCard onSubmit={submit} testId="purchase-items-form" maw={1100}>
      <Stack gap="md">
        {rows.length === 0 && <Text c="dimmed">{f.empty}</Text>}
        {rows.map((row, i) => (
          <Paper key={i} withBorder radius="md" p="sm" data-testid="purchase-item-row">
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                label={f.ItemName}
                required
                style={{ flex: '2 1 200px' }}
                data-testid="item-name"
                {...form.getInputProps(`items.${i}.ItemName`)}
              />
              <Select
                label={f.product}
                placeholder={f.productPlaceholder}
                data={options}
                searchable
                clearable
                style={{ flex: '2 1 200px' }}
                data-testid="item-product"
                {...form.getInputProps(`items.${i}.ProductID`)}
                onChange={(value) => chooseProduct(i, value)}
              />
              <NumberInput
                label={f.Price}
                required
                dir="ltr"
                min={0}
                decimalScale={2}
                hideControls
                inputMode="decimal"
                style={{ flex: '1 1 120px' }}
                data-testid="item-price"
                {...form.getInputProps(`items.${i}.Price`)}
              />
              <NumberInput
                label={f.InvoicedQuantity}
                required
                dir="ltr"
                min={1}
                allowDecimal={false}
                inputMode="numeric"
                style={{ flex: '1 1 100px' }}
                data-testid="item-quantity"
                {...form.getInputProps(`items.${i}.InvoicedQuantity`)}
              />
              <Stack gap={4} style={{ flex: '0 0 auto' }}>
                <Text size="sm" fw={500}>
                  {f.lineTotal}
                </Text>
                <Num>{formatSarNumber(itemsTotal([row]))}</Num>
              </Stack>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mt={24}
                aria-label={f.remove}
                onClick={() => form.removeListItem('items', i)}
                data-testid="item-remove"
              >
                <IconTrash size={20} />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={18} />}
            onClick={() => form.insertListItem('items', emptyRow())}
            data-testid="item-add"
          >
            {f.add}
          </Button>
          <Text fw={600} data-testid="items-total">
            {f.itemsTotal}: <Num>{formatSarNumber(itemsTotal(rows))}</Num>
          </Text>
        </Group>
        <Group>
          <Button type="submit" size="md" loading={save.isPending} data-testid="items-submit">
            {f.save}
          </Button>
        </Group>
      </Stack>
    </FormCard>
  );
}

/**
 * /{business}/purchases/edit/{UUID}: the items of a purchase — name,
 * unit price SAR, quantity and an optional link to a product of the business (searchable; its
 * received quantity then adds to that product's stock) — rows added and removed, checked with
 * the server's `purchaseItemsBody` and saved with POST purchases/items; below them the purchase
 * order it bills, its supplier payments and the pay dialog (SupplierPaymentsCard).
 */
export function PurchaseItemsPage() {
  const business = useBusinessKey();
  const uuid = useParams().UUID ?? '';
  const purchase = usePurchase(business, uuid);
  const items = usePurchaseItems(business, uuid);
  const stock = useStock(business);
  const title = purchase.data ? f.title(purchase.data.ID) : t.purchases.edit;

  return (
    <Stack>
      <PageHeader title={title} back={`/${business}/purchases`} />
      {purchase.data && (
        <Text c="dimmed" data-testid="purchase-summary">
          {f.summary(purchase.data.supplier, formatSarNumber(purchase.data.total))}
        </Text>
      )}
      {!purchase.isSuccess ? (
        <NotLoaded query={purchase} />
      ) : !items.isSuccess ? (
        <NotLoaded query={items} />
      ) : !stock.isSuccess ? (
        <NotLoaded query={stock} />
      ) : (
        <ItemsForm
          business={business}
          purchase={purchase.data}
          items={items.data}
          products={stock.data}
        />
      )}
      {purchase.isSuccess && <SupplierPaymentsCard business={business} purchase={purchase.data} />}
    </Stack>
  );
}
