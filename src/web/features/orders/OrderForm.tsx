import {
  Alert,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { halalasToSar, sarToHalalas } from '../../../domain/money';
import {
  PAYMENT_MEANS_LABELS,
  isPaymentMeansCode,
  type PaymentMeansCode,
} from '../../../domain/payment-means';
import { prepaidAmount } from '../../../domain/pricing';
import type { OrderView } from '../../../domain/schemas/orders';
import { DISCOUNT_PERCENTS } from '../../../domain/vat';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { errorMessage } from '../../lib/api';
import { t } from '../../locales/ar';
import { useCreateOrder } from './api/orders';
import { useUpdateOrder } from './api/update-order';
import { DraftLines } from './DraftLines';
import {
  draftFromOrder,
  newLine,
  orderBodyOf,
  orderUpdateBodyOf,
  priceDraft,
  repriceLines,
  type DraftLine,
  type QuotableProduct,
} from './order-draft';
import type { OrdersBase } from './paths';
import { LabelledValue, TotalRow } from './summary-parts';

const f = t.orders.form;

/** The customer block of the form: the client's name, VAT number and city, and its UUID. */
export type FormCustomer = Pick<OrderView['Customer'], 'RegistrationName' | 'VAT' | 'CityName'> & {
  UUID: string;
};

/**
 * The order form (legacy app: orders/new/{UUID}, orderx/new/{UUID}) once its client,
 * the business's payment means and the products are loaded: payment means, discount
 * (DISCOUNT_PERCENTS), products at their catalogue price for the means (editable, VAT-inclusive)
 * and quantities; total, paid and remaining priced here exactly as the server prices them. A new
 * quotation is saved with POST orders; `editing` a pending one, with PUT orders/{ID} (its lines,
 * means and discount). Then back to the `base` list.
 */
export function OrderForm(props: {
  business: string;
  base: OrdersBase;
  customer: FormCustomer;
  means: readonly PaymentMeansCode[];
  products: readonly QuotableProduct[];
  editing?: OrderView;
}) {
  const { business, customer, products, editing } = props;
  const navigate = useNavigate();
  const create = useCreateOrder(business);
  const update = useUpdateOrder(business);
  const firstMeans =
    editing && isPaymentMeansCode(editing.PaymentMeansCode)
      ? editing.PaymentMeansCode
      : (props.means[0] ?? '10');
  const [means, setMeans] = useState<PaymentMeansCode>(firstMeans);
  const [discount, setDiscount] = useState(editing?.DiscountPercent ?? 0);
  const [lines, setLines] = useState<DraftLine[]>(() =>
    editing ? draftFromOrder(editing, products, firstMeans) : [],
  );
  const [pick, setPick] = useState<string | null>(null);
  const [price, setPrice] = useState<number | string>('');
  const [quantity, setQuantity] = useState<number | string>(1);
  const [problem, setProblem] = useState<string | null>(null);

  const byId = useMemo(() => new Map(products.map((p) => [String(p.ID), p])), [products]);
  const priced = useMemo(() => {
    try {
      return { cart: priceDraft(lines, discount), error: null };
    } catch (err) {
      return { cart: null, error: errorMessage(err) };
    }
  }, [lines, discount]);

  const choose = (id: string | null) => {
    setPick(id);
    const product = id ? byId.get(id) : undefined;
    setPrice(product ? halalasToSar(newLine(product, means, 1).unitPrice) : '');
  };
  const changeMeans = (code: string | null) => {
    if (!code || !isPaymentMeansCode(code)) return;
    setMeans(code);
    setLines((ls) => repriceLines(ls, code));
    const product = pick ? byId.get(pick) : undefined;
    if (product) setPrice(halalasToSar(newLine(product, code, 1).unitPrice));
  };
  const add = () => {
    const product = pick ? byId.get(pick) : undefined;
    if (!product || typeof quantity !== 'number' || quantity < 1) return;
    if (lines.some((l) => l.product.ID === product.ID)) {
      setProblem(f.alreadyAdded);
      return;
    }
    const typed = typeof price === 'number' ? sarToHalalas(price) : undefined;
    setLines((ls) => [...ls, newLine(product, means, Math.trunc(quantity), typed)]);
    setProblem(null);
    setPick(null);
    setPrice('');
    setQuantity(1);
  };
  const done = (order: OrderView) => {
    notifications.show({ color: 'teal', message: f.saved(order.OrderReferenceID) });
    void navigate(`/${business}/${props.base}`);
  };
  const submit = () => {
    setProblem(null);
    const onError = (err: unknown) => setProblem(errorMessage(err));
    if (editing)
      update.mutate(
        { id: editing.OrderReferenceID, body: orderUpdateBodyOf(means, lines, discount) },
        { onSuccess: done, onError },
      );
    else
      create.mutate(orderBodyOf(customer.UUID, means, lines, discount), {
        onSuccess: done,
        onError,
      });
  };
  const cart = priced.cart;
  const prepaid = cart ? prepaidAmount(means, cart.totals.taxInclusive) : 0;
  const clientsList = props.base === 'orderx' ? 'clientx' : 'clients';

  return (
    <Stack>
      <PageHeader
        title={editing ? f.editTitle(editing.OrderReferenceID) : f.title}
        back={editing ? `/${business}/${props.base}` : `/${business}/${clientsList}`}
      />
      <Paper withBorder radius="lg" p="md" data-testid="order-client">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <LabelledValue label={f.client} value={customer.RegistrationName} />
          <LabelledValue label={f.vat} value={<Num>{customer.VAT}</Num>} />
          <LabelledValue label={f.city} value={customer.CityName} />
        </SimpleGrid>
      </Paper>
      <Paper withBorder radius="lg" p="md">
        <Stack>
          <Group align="flex-end" wrap="wrap">
            <Select
              label={f.payment}
              data={props.means.map((code) => ({ value: code, label: PAYMENT_MEANS_LABELS[code] }))}
              value={means}
              onChange={changeMeans}
              allowDeselect={false}
              w={220}
              data-testid="order-payment"
            />
            <NativeSelect
              label={f.discount}
              value={String(discount)}
              onChange={(e) => setDiscount(Number(e.currentTarget.value))}
              data={DISCOUNT_PERCENTS.map((p) => ({
                value: String(p),
                label: f.discountOption(p),
              }))}
              w={140}
              data-testid="order-discount"
            />
          </Group>
          <Group align="flex-end" wrap="wrap">
            <Select
              label={f.product}
              placeholder={f.productPlaceholder}
              data={products.map((p) => ({ value: String(p.ID), label: p.name }))}
              value={pick}
              onChange={choose}
              searchable
              style={{ flex: '2 1 240px' }}
              data-testid="order-product"
            />
            <NumberInput
              label={f.unitPrice}
              value={price}
              onChange={setPrice}
              min={0}
              decimalScale={2}
              fixedDecimalScale
              style={{ flex: '1 1 160px' }}
              data-testid="order-price"
            />
            <NumberInput
              label={f.quantity}
              value={quantity}
              onChange={setQuantity}
              min={1}
              allowDecimal={false}
              style={{ flex: '0 1 110px' }}
              data-testid="order-quantity"
            />
            <Button
              leftSection={<IconPlus size={18} />}
              onClick={add}
              disabled={!pick}
              data-testid="order-add"
            >
              {f.add}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <DraftLines
        lines={lines}
        cart={cart}
        onChange={(i, change) =>
          setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...change } : l)))
        }
        onRemove={(i) => setLines((ls) => ls.filter((_, j) => j !== i))}
      />
      {cart && (
        <Paper withBorder radius="lg" p="md" data-testid="order-totals">
          <Stack gap={4}>
            {cart.totals.allowanceTotal > 0 && (
              <TotalRow
                label={f.discountAmount(discount)}
                sar={halalasToSar(cart.totals.allowanceTotal)}
                testId="order-allowance"
              />
            )}
            <TotalRow label={f.taxExclusive} sar={halalasToSar(cart.totals.taxExclusive)} />
            <TotalRow label={f.tax} sar={halalasToSar(cart.totals.tax)} />
            <TotalRow
              label={f.taxInclusive}
              sar={halalasToSar(cart.totals.taxInclusive)}
              strong
              testId="order-total"
            />
            <TotalRow label={f.paid} sar={halalasToSar(prepaid)} testId="order-paid" />
            <TotalRow
              label={f.remaining}
              sar={halalasToSar(cart.totals.taxInclusive - prepaid)}
              testId="order-remaining"
            />
          </Stack>
        </Paper>
      )}
      {(problem ?? priced.error) && (
        <Alert color="red" data-testid="order-problem">
          {problem ?? priced.error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          size="md"
          onClick={submit}
          loading={create.isPending || update.isPending}
          disabled={lines.length === 0 || !cart}
          data-testid="order-save"
        >
          {editing ? f.saveChanges : f.save}
        </Button>
      </Group>
    </Stack>
  );
}
