import { ActionIcon, Button, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowRight, IconFileInvoice } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { BusinessProfile } from '../../../domain/business';
import type { CategoryView, ProductView } from '../../../domain/schemas/catalogue';
import { useBusinessKey } from '../../app/guards';
import { LoadError, Loading } from '../../components/QueryState';
import { ApiError, errorMessage } from '../../lib/api';
import { t } from '../../locales/ar';
import { useBusiness } from '../businesses/api';
import { useCategories } from './api/get-categories';
import { useCreateOrderPos } from './api/create-order-pos';
import { usePublishedProducts } from './api/get-published-products';
import { CartPanel } from './CartPanel';
import { loadCart, newCartKey, storeCart } from './cart-storage';
import { CataloguePanel } from './CataloguePanel';
import { defaultPaymentMeans, newSale, orderPosBody, priceSale, saleReducer } from './sale';
import './pos.css';

/** /{business}/pos: loads the business (payment means), the published products and categories. */
export function PosPage() {
  const business = useBusinessKey();
  const profile = useBusiness(business);
  const products = usePublishedProducts(business);
  const categories = useCategories(business);
  const failed = [profile, products, categories].find((q) => q.isError);
  if (failed) return <LoadError error={failed.error} onRetry={() => failed.refetch()} />;
  if (!profile.data || !products.data || !categories.data) return <Loading />;
  return (
    <PosScreen
      business={business}
      profile={profile.data}
      products={products.data}
      categories={categories.data}
    />
  );
}

function PosScreen({
  business,
  profile,
  products,
  categories,
}: {
  business: string;
  profile: BusinessProfile;
  products: ProductView[];
  categories: CategoryView[];
}) {
  const startMeans = defaultPaymentMeans(profile.paymentMeans);
  // The cart survives a sign-in or a reload (sessionStorage), idempotency key included.
  const [state, dispatch] = useReducer(
    saleReducer,
    null,
    () => loadCart(business, profile.paymentMeans, startMeans) ?? newSale(startMeans, newCartKey()),
  );
  useEffect(() => storeCart(business, state), [business, state]);
  const save = useCreateOrderPos(business);
  const saleId = useRef(0);
  // Set in the click handler itself: a second tap before React re-renders finds it set (issue #10
  // §5: a double click saved two invoices). The state mirrors it to disable the button at once.
  const saving = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  // Lines follow the latest catalogue copy of their product (a refetch may change a price).
  const latest = useMemo(() => new Map(products.map((p) => [p.ID, p])), [products]);
  const priced = useMemo(
    () =>
      priceSale(
        state.lines.map((l) => ({ ...l, product: latest.get(l.product.ID) ?? l.product })),
        state.paymentMeans,
        state.discountPercent,
      ),
    [state.lines, state.paymentMeans, state.discountPercent, latest],
  );
  const quantities = useMemo(
    () => new Map(state.lines.map((l) => [l.product.ID, l.quantity])),
    [state.lines],
  );

  const onTap = useCallback(
    (product: ProductView) => {
      if (quantities.has(product.ID)) {
        notifications.show({
          id: `pos-dup-${product.ID}`,
          color: 'orange',
          message: t.pos.alreadyAdded,
          autoClose: 2000,
        });
        return;
      }
      dispatch({ type: 'add', product });
    },
    [quantities],
  );

  function onSave() {
    if (saving.current || save.isPending || state.receipt) return;
    if (priced.lines.length === 0) {
      notifications.show({
        id: 'pos-empty',
        color: 'orange',
        message: t.pos.noItems,
        autoClose: 2500,
      });
      return;
    }
    saving.current = true;
    setSubmitting(true);
    const sale = ++saleId.current;
    save.mutate(
      { body: orderPosBody(state, priced), key: state.key },
      {
        onSuccess: (receipt) => {
          if (sale !== saleId.current) return; // a "new sale" was started meanwhile
          dispatch({ type: 'saved', receipt });
          notifications.show({ color: 'teal', message: t.pos.saved(receipt.ID), autoClose: 2500 });
        },
        onError: (err) => {
          // 401: the sign-in screen explains it and brings the person back to this cart.
          if (err instanceof ApiError && err.status === 401) return;
          notifications.show({ color: 'red', message: errorMessage(err), autoClose: 6000 });
        },
        onSettled: () => {
          saving.current = false;
          setSubmitting(false);
        },
      },
    );
  }

  function onNewSale() {
    saleId.current++;
    save.reset();
    dispatch({ type: 'newSale', paymentMeans: startMeans, key: newCartKey() });
  }

  return (
    <div className="pos-root" data-testid="pos">
      <CataloguePanel
        products={products}
        categories={categories}
        paymentMeans={state.paymentMeans}
        quantities={quantities}
        disabled={state.receipt !== null}
        onTap={onTap}
        start={
          <>
            <ActionIcon
              component={Link}
              to={`/${business}`}
              size={50}
              radius="xl"
              variant="default"
              aria-label={t.common.back}
            >
              <IconArrowRight size={24} />
            </ActionIcon>
            <Title order={2} visibleFrom="md" style={{ whiteSpace: 'nowrap' }}>
              {t.pos.title}
            </Title>
          </>
        }
        end={
          <Button
            component={Link}
            to={`/${business}/invoices`}
            size="lg"
            h={50}
            radius="xl"
            variant="light"
            leftSection={<IconFileInvoice size={22} />}
            data-testid="pos-invoices-link"
          >
            {t.pos.invoices}
          </Button>
        }
      />
      <CartPanel
        business={business}
        state={state}
        lines={priced.lines}
        totals={priced.totals}
        enabledMeans={profile.paymentMeans}
        saving={submitting || save.isPending}
        dispatch={dispatch}
        onSave={onSave}
        onNewSale={onNewSale}
      />
    </div>
  );
}
