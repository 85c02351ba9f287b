import { Alert, Anchor, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { isPaymentMeansCode } from '../../../domain/payment-means';
import { useBusinessKey, useCurrentBusiness } from '../../app';
import { PageHeader } from '../../components/PageHeader';
import { NotLoaded } from '../../components/QueryState';
import { t } from '../../locales/ar';
import { useOrder, useOrderClient, useQuotableProducts } from './api/orders';
import { OrderForm } from './OrderForm';
import { invoicePath, orderPath, type OrdersBase } from './paths';

const f = t.orders.form;

/** The business's enabled payment means (42 and 45 only where enabled). */
function useMeans() {
  return useCurrentBusiness().paymentMeans.filter(isPaymentMeansCode);
}

/**
 * /{business}/orders/new/{UUID} and orderx/new/{UUID}: a new quotation
 * for the client {UUID}; after saving, back to the `base` list.
 */
export function OrderFormPage({ base }: { base: OrdersBase }) {
  const business = useBusinessKey();
  const { UUID = '' } = useParams();
  const client = useOrderClient(business, UUID);
  const products = useQuotableProducts(business);
  const means = useMeans();
  if (!client.isSuccess) return <NotLoaded query={client} />;
  if (!products.isSuccess) return <NotLoaded query={products} />;
  return (
    <OrderForm
      business={business}
      base={base}
      customer={client.data}
      means={means}
      products={products.data}
    />
  );
}

/**
 * /{business}/orders/edit/{ID} and orderx/edit/{ID} (PUT orders/{ID} changes the lines
 * while pending): the order form on a pending quotation, saved with PUT. An approved quotation
 * is read-only: the page says so and links to its view and its invoice.
 */
export function OrderEditPage({ base }: { base: OrdersBase }) {
  const business = useBusinessKey();
  const id = Number(useParams().ID);
  const order = useOrder(business, id);
  const products = useQuotableProducts(business);
  const means = useMeans();
  if (!order.isSuccess) return <NotLoaded query={order} />;
  if (!products.isSuccess) return <NotLoaded query={products} />;
  const o = order.data;
  if (o.State !== 'pending' || o.Customer.UUID === null)
    return (
      <Stack>
        <PageHeader title={f.editTitle(id)} back={`/${business}/${base}`} />
        <Alert color="orange" data-testid="order-read-only">
          {f.readOnly}{' '}
          <Anchor component={Link} to={orderPath(business, id, base)}>
            {t.orders.view}
          </Anchor>
          {o.Invoice && (
            <>
              {' · '}
              <Anchor component={Link} to={invoicePath(business, o.Invoice.UUID)}>
                {t.orders.viewInvoice}
              </Anchor>
            </>
          )}
        </Alert>
      </Stack>
    );
  return (
    <OrderForm
      business={business}
      base={base}
      customer={{ ...o.Customer, UUID: o.Customer.UUID }}
      means={means}
      products={products.data}
      editing={o}
    />
  );
}
