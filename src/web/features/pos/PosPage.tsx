import { ActionIcon, Button, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowRight, IconFileInvoice } from '@tabler/icons-react';
import { lazy, memo, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { BusinessProfile } from '../../../domain/business';
import { KIND_RULES } from '../../../domain/business-kinds';
import type { PosProduct } from '../../../domain/schemas/catalogue';
import { useBusinessKey } from '../../app';
import { LoadError, Loading } from '../../components/QueryState';
import { ApiError, errorMessage } from '../../lib/api';
import { t } from '../../locales/ar';
import { useBusiness } from '../../lib/businesses';
import { useCategories } from '../../lib/categories';
import { useCreateOrderPos } from './api/create-order-pos';
import { usePosModifiers } from './api/get-modifiers';
import { usePosCatalogue } from './api/get-pos-catalogue';
import { CartPanel } from './CartPanel';
import { newCartKey, startSale, storeCart } from './cart-storage';
import { buildCatalogue, type CatalogueModel } from './catalogue';
import { CataloguePanel } from './CataloguePanel';
import { heldCartProps } from './held/cart-props';
import { HeldOrdersButton } from './held/HeldOrdersButton';
import { useHeldSale } from './held/use-held-sale';
import { buildModifiers, type ModifierModel } from './modifiers';
import { defaultPaymentMeans, orderPosBody, priceSale } from './sale';
import { createSaleStore, SaleStoreContext, useSale, type SaleStore } from './sale-store';
import { ShiftBar } from './shift/ShiftBar';
import { ShiftRequired } from './shift/ShiftRequired';
import { usePosShift, type PosShift } from './shift/use-pos-shift';
import { useModifierTaps } from './use-restaurant';
import './pos.css';
import './shift/shift.css';

// The shift's dialogs (count sheet, close, Z report) are fetched when one first opens, not with the POS.
const ShiftDialogs = lazy(() => import('./shift/ShiftDialogs'));

/** /{business}/pos: loads the business (payment means), the POS catalogue and the categories. */
export function PosPage() {
  const business = useBusinessKey();
  const profile = useBusiness(business);
  const products = usePosCatalogue(business);
  const categories = useCategories(business);
  const catalogue = useMemo(
    () =>
      products.data && categories.data ? buildCatalogue(products.data, categories.data) : null,
    [products.data, categories.data],
  );
  // A restaurant's modifier groups (decision 0056); a failure sells without them.
  const restaurant = profile.data ? KIND_RULES[profile.data.kind].restaurantCounter : false;
  const groups = usePosModifiers(business, restaurant);
  const modifiers = useMemo(
    () => (restaurant ? buildModifiers(groups.data?.groups ?? []) : null),
    [restaurant, groups.data],
  );
  const failed = [profile, products, categories].find((q) => q.isError);
  if (failed) return <LoadError error={failed.error} onRetry={() => failed.refetch()} />;
  if (!profile.data || !catalogue || (restaurant && groups.isPending)) return <Loading />;
  return (
    <PosScreen
      key={business}
      business={business}
      profile={profile.data}
      catalogue={catalogue}
      modifiers={modifiers}
    />
  );
}

function PosScreen({
  business,
  profile,
  catalogue,
  modifiers,
}: {
  business: string;
  profile: BusinessProfile;
  catalogue: CatalogueModel;
  /** A restaurant's modifier groups; null for a trading business. */
  modifiers: ModifierModel | null;
}) {
  const startMeans = defaultPaymentMeans(profile.paymentMeans);
  // The cart survives a sign-in or a reload (sessionStorage), idempotency key included.
  const [store] = useState<SaleStore>(() =>
    createSaleStore(startSale(business, profile.paymentMeans, startMeans, catalogue, modifiers)),
  );
  useEffect(() => {
    storeCart(business, store.get());
    return store.subscribe(() => storeCart(business, store.get()));
  }, [business, store]);

  // Stable, so the grid never re-renders because the cart changed. A tap adds one (decision 0048)
  // or, for a product with a required modifier group, opens the choices sheet (decision 0056).
  const { onTap, editable, sheet } = useModifierTaps(store, modifiers);
  // The till of this device and its shift (decision 0055).
  const shift = usePosShift(business, profile);

  const start = useMemo(
    () => (
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
    ),
    [business],
  );
  // A restaurant's held orders (decision 0057): the list's button beside the invoices link.
  const restaurant = modifiers !== null;
  const end = useMemo(
    () => (
      <>
        {restaurant && <HeldOrdersButton business={business} />}
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
      </>
    ),
    [business, restaurant],
  );

  return (
    <SaleStoreContext.Provider value={store}>
      <div className="pos-frame">
        <ShiftBar shift={shift} />
        {shift.blocked ? (
          <ShiftRequired shift={shift} />
        ) : (
          <div className="pos-root" data-testid="pos">
            <PosCatalogue catalogue={catalogue} onTap={onTap} start={start} end={end} />
            <PosCart
              business={business}
              profile={profile}
              catalogue={catalogue}
              store={store}
              shift={shift}
              editable={editable}
            />
          </div>
        )}
      </div>
      {sheet}
      {shift.dialog && (
        <Suspense fallback={null}>
          <ShiftDialogs shift={shift} />
        </Suspense>
      )}
    </SaleStoreContext.Provider>
  );
}

/** The catalogue side: re-renders when the payment means changes or a sale is saved, not on taps. */
const PosCatalogue = memo(function PosCatalogue(props: {
  catalogue: CatalogueModel;
  onTap: (product: PosProduct) => void;
  start: ReactNode;
  end: ReactNode;
}) {
  const paymentMeans = useSale((s) => s.paymentMeans);
  const saved = useSale((s) => s.receipt !== null);
  return <CataloguePanel {...props} paymentMeans={paymentMeans} disabled={saved} />;
});

/**
 * The cart side: prices the sale and saves it (POST orderpos with the cart's idempotency key and
 * this device's till). A 409 shift_required (the shift was closed from another tab) keeps the cart
 * and offers to open a shift.
 */
function PosCart({
  business,
  profile,
  catalogue,
  store,
  shift,
  editable,
}: {
  business: string;
  profile: BusinessProfile;
  catalogue: CatalogueModel;
  store: SaleStore;
  shift: PosShift;
  editable: Parameters<typeof CartPanel>[0]['editable'];
}) {
  const state = useSale((s) => s);
  const startMeans = defaultPaymentMeans(profile.paymentMeans);
  const save = useCreateOrderPos(business);
  const saleId = useRef(0);
  // Set in the click handler itself: a second tap before React re-renders finds it set (decision
  // 0011: a double click saved two invoices). The state mirrors it to disable the button at once.
  const saving = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  // Lines follow the latest catalogue copy of their product (a refetch may change a price).
  const priced = useMemo(
    () =>
      priceSale(
        state.lines.map((l) => ({ ...l, product: catalogue.byId.get(l.product.ID) ?? l.product })),
        state.paymentMeans,
        state.discountPercent,
      ),
    [state.lines, state.paymentMeans, state.discountPercent, catalogue],
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
      { body: { ...orderPosBody(state, priced), ...tillOf(shift) }, key: state.key },
      {
        onSuccess: (receipt) => {
          if (sale !== saleId.current) return; // a "new sale" was started meanwhile
          store.dispatch({ type: 'saved', receipt });
          notifications.show({ color: 'teal', message: t.pos.saved(receipt.ID), autoClose: 2500 });
        },
        onError: (err) => {
          // 401: the sign-in screen explains it and brings the person back to this cart.
          if (err instanceof ApiError && err.status === 401) return;
          if (err instanceof ApiError && err.code === 'shift_required') {
            notifications.show({ color: 'orange', message: t.shiftsPos.requiredAfterSave });
            shift.refresh();
            shift.setDialog(shift.till ? 'open' : 'till');
            return;
          }
          notifications.show({ color: 'red', message: errorMessage(err), autoClose: 6000 });
        },
        onSettled: () => {
          saving.current = false;
          setSubmitting(false);
        },
      },
    );
  }

  // A restaurant sends to the kitchen and pays held orders (decision 0057).
  const held = useHeldSale({ business, store, state, lines: priced.lines, tillId: shift.till?.id });
  const heldMode = !!state.extras && state.heldOrderId !== undefined && !state.receipt;
  const heldProps = state.extras
    ? heldCartProps(business, held, heldMode, profile.paymentMeans, priced.lines.length > 0)
    : {};

  function onNewSale() {
    saleId.current++;
    save.reset();
    store.dispatch({ type: 'newSale', paymentMeans: startMeans, key: newCartKey() });
  }

  return (
    <CartPanel
      business={business}
      state={state}
      lines={priced.lines}
      totals={priced.totals}
      enabledMeans={profile.paymentMeans}
      saving={submitting || save.isPending || held.paying}
      dispatch={store.dispatch}
      onSave={heldMode ? held.onPay : onSave}
      {...heldProps}
      onNewSale={onNewSale}
      editable={editable}
    />
  );
}

/** The orderpos body's `tillId` when this device has chosen a till. */
function tillOf(shift: PosShift): { tillId?: number } {
  return shift.till ? { tillId: shift.till.id } : {};
}
