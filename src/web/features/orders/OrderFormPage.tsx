import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { halalasToSar, sarToHalalas } from '../../../domain/money';
import {
  PAYMENT_MEANS_LABELS,
  isPaymentMeansCode,
  type PaymentMeansCode,
} from '../../../domain/payment-means';
import type { ClientView } from '../../../domain/schemas/clients';
import { useBusinessKey } from '../../app/guards';
import { Num } from '../../components/Num';
import { PageHeader } from '../../components/PageHeader';
import { NotLoaded } from '../../components/QueryState';
import { errorMessage } from '../../lib/api';
import { useBusiness } from '../../lib/businesses';
import { formatSar } from '../../lib/format';
import { t } from '../../locales/ar';
import { LabelledValue, TotalRow } from './summary-parts';
import { useCreateOrder, useOrderClient, useQuotableProducts } from './api/orders';
import {
  newLine,
  orderBodyOf,
  priceDraft,
  repriceLines,
  type DraftLine,
  type QuotableProduct,
} from './order-draft';

const f = t.orders.form;

/**
 * /{business}/orders/new/{UUID} (SPEC.md §2, issue #6 §2): a quotation for the client {UUID} —
 * payment means, products at their catalogue price for that means (editable, VAT-inclusive) and
 * quantities; totals priced here exactly as the server prices them; saved with POST orders, then
 * back to the pending list.
 */
export function OrderFormPage() {
  const business = useBusinessKey();
  const { UUID = '' } = useParams();
  const client = useOrderClient(business, UUID);
  const profile = useBusiness(business);
  const products = useQuotableProducts(business);
  if (!client.isSuccess) return <NotLoaded query={client} />;
  if (!profile.isSuccess) return <NotLoaded query={profile} />;
  if (!products.isSuccess) return <NotLoaded query={products} />;
  return (
    <OrderForm
      business={business}
      client={client.data}
      means={profile.data.paymentMeans.filter(isPaymentMeansCode)}
      products={products.data}
    />
  );
}

/** The order form once its client, the business's payment means and the products are loaded. */
export function OrderForm(props: {
  business: string;
  client: ClientView;
  means: readonly PaymentMeansCode[];
  products: readonly QuotableProduct[];
}) {
  const { business, client, products } = props;
  const navigate = useNavigate();
  const save = useCreateOrder(business);
  const [means, setMeans] = useState<PaymentMeansCode>(props.means[0] ?? '10');
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [pick, setPick] = useState<string | null>(null);
  const [price, setPrice] = useState<number | string>('');
  const [quantity, setQuantity] = useState<number | string>(1);
  const [problem, setProblem] = useState<string | null>(null);

  const byId = useMemo(() => new Map(products.map((p) => [String(p.ID), p])), [products]);
  const priced = useMemo(() => {
    try {
      return { cart: priceDraft(lines), error: null };
    } catch (err) {
      return { cart: null, error: errorMessage(err) };
    }
  }, [lines]);

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
  const update = (i: number, change: Partial<DraftLine>) =>
    setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...change } : l)));
  const submit = () => {
    setProblem(null);
    save.mutate(orderBodyOf(client.UUID, means, lines), {
      onSuccess: (order) => {
        notifications.show({ color: 'teal', message: f.saved(order.OrderReferenceID) });
        void navigate(`/${business}/orders`);
      },
      onError: (err) => setProblem(errorMessage(err)),
    });
  };

  return (
    <Stack>
      <PageHeader title={f.title} back={`/${business}/clients`} />
      <Paper withBorder radius="lg" p="md" data-testid="order-client">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <LabelledValue label={f.client} value={client.RegistrationName} />
          <LabelledValue label={f.vat} value={<Num>{client.VAT}</Num>} />
          <LabelledValue label={f.city} value={client.CityName} />
        </SimpleGrid>
      </Paper>
      <Paper withBorder radius="lg" p="md">
        <Stack>
          <Select
            label={f.payment}
            data={props.means.map((code) => ({ value: code, label: PAYMENT_MEANS_LABELS[code] }))}
            value={means}
            onChange={changeMeans}
            allowDeselect={false}
            maw={320}
            data-testid="order-payment"
          />
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
      <Paper withBorder radius="lg">
        <ScrollArea>
          <Table verticalSpacing="xs" miw={640} data-testid="order-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{f.product}</Table.Th>
                <Table.Th>{f.unitPrice}</Table.Th>
                <Table.Th>{f.quantity}</Table.Th>
                <Table.Th>{f.lineTotal}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text c="dimmed" ta="center">
                      {f.noLines}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {lines.map((line, i) => (
                <Table.Tr key={line.product.ID} data-testid="order-line">
                  <Table.Td fw={600}>{line.product.name}</Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={f.unitPrice}
                      value={halalasToSar(line.unitPrice)}
                      onChange={(v) =>
                        typeof v === 'number' &&
                        update(i, { unitPrice: sarToHalalas(v), negotiated: true })
                      }
                      min={0}
                      decimalScale={2}
                      fixedDecimalScale
                      w={130}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={f.quantity}
                      value={line.quantity}
                      onChange={(v) =>
                        typeof v === 'number' && v >= 1 && update(i, { quantity: Math.trunc(v) })
                      }
                      min={1}
                      allowDecimal={false}
                      w={90}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Num>
                      {priced.cart ? formatSar(halalasToSar(priced.cart.lines[i]!.total)) : '—'}
                    </Num>
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={f.remove}
                      onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))}
                    >
                      <IconTrash size={20} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Paper>
      {priced.cart && (
        <Paper withBorder radius="lg" p="md" data-testid="order-totals">
          <Stack gap={4}>
            <TotalRow label={f.taxExclusive} sar={halalasToSar(priced.cart.totals.taxExclusive)} />
            <TotalRow label={f.tax} sar={halalasToSar(priced.cart.totals.tax)} />
            <TotalRow
              label={f.taxInclusive}
              sar={halalasToSar(priced.cart.totals.taxInclusive)}
              strong
              testId="order-total"
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
          loading={save.isPending}
          disabled={lines.length === 0 || !priced.cart}
          data-testid="order-save"
        >
          {f.save}
        </Button>
      </Group>
    </Stack>
  );
}
