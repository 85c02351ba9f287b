import { Badge, Button, Group, Title } from '@mantine/core';
import { IconDeviceFloppy, IconPlus, IconX } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { halalasToSar } from '../../../domain/money';
import type { PaymentMeansCode } from '../../../domain/payment-means';
import type { InvoiceTotals } from '../../../domain/vat';
import { Num } from '../../components/Num';
import { formatSarNumber } from '../../lib/format';
import { t } from '../../locales/ar';
import { CartLines } from './CartLines';
import { OrderTypePanel } from './OrderTypePanel';
import { PaymentExtras } from './PaymentExtras';
import { PaymentPicker } from './PaymentPicker';
import type { HeldCartProps } from './held/cart-props';
import { ReceiptPanel } from './ReceiptPanel';
import { DiscountSelect, SaleTotals } from './SaleTotals';
import type { PricedLine, SaleAction, SaleState } from './sale';

// The confirmation dialog (Mantine Modal, focus trap, scroll lock) is fetched on the first "cancel"
// tap, not with the POS (the POS's initial JS).
const ClearSaleModal = lazy(() => import('./ClearSaleModal'));

/** Asks before throwing away a cart the cashier has started. */
function ClearSaleButton({ onConfirm, disabled }: { onConfirm: () => void; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <>
      <Button
        size="md"
        h={44}
        variant="subtle"
        color="red"
        leftSection={<IconX size={18} />}
        disabled={disabled}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
        data-testid="pos-clear"
      >
        {t.pos.clearCart}
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <ClearSaleModal opened={open} onClose={() => setOpen(false)} onConfirm={onConfirm} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The end side of the POS: the cart (or, after a save, the receipt), payment means, discount,
 * totals and the big save button. Save is disabled from the first tap (while saving) and from
 * success until "new sale".
 */
export function CartPanel(
  props: HeldCartProps & {
    business: string;
    state: SaleState;
    lines: PricedLine[];
    totals: InvoiceTotals;
    enabledMeans: readonly PaymentMeansCode[];
    saving: boolean;
    dispatch: (a: SaleAction) => void;
    onSave: () => void;
    onNewSale: () => void;
    /** A restaurant's lines with modifier groups open the choices sheet (decision 0056). */
    editable?: Parameters<typeof CartLines>[0]['editable'];
  },
) {
  const { business, state, lines, totals, enabledMeans, saving, dispatch, onSave, onNewSale } =
    props;
  const receipt = state.receipt;
  // Stable handlers: the memoized picker and discount select skip a tap's re-render.
  const onPayment = useCallback(
    (code: PaymentMeansCode) => dispatch({ type: 'payment', code }),
    [dispatch],
  );
  const onDiscount = useCallback(
    (percent: number) => dispatch({ type: 'discount', percent }),
    [dispatch],
  );
  const dirty = lines.length > 0 || state.discountPercent > 0;
  // Held order mode (decision 0057): the order's unpaid total is what «دفع» charges, no discount.
  const heldTotal = receipt ? undefined : props.heldTotal;
  const payTotal = heldTotal ?? totals.taxInclusive;
  return (
    <section className="pos-cart" aria-label={t.pos.cart}>
      {/* Wraps rather than push «السلة» out of the column when the discount and cancel show. */}
      <Group justify="space-between" gap="xs" mih={50} className="pos-cart-head">
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          <Title order={3} style={{ whiteSpace: 'nowrap' }}>
            {t.pos.cart}
          </Title>
          {lines.length > 0 && (
            <Badge size="lg" variant="light" data-testid="pos-line-count">
              <Num>{lines.length}</Num>
            </Badge>
          )}
        </Group>
        {!receipt && (
          <Group gap="xs" wrap="nowrap">
            {dirty && <ClearSaleButton onConfirm={onNewSale} disabled={saving} />}
            {heldTotal === undefined && (
              <DiscountSelect value={state.discountPercent} onChange={onDiscount} />
            )}
          </Group>
        )}
      </Group>
      {state.extras && !receipt && heldTotal === undefined && (
        <OrderTypePanel extras={state.extras} dispatch={dispatch} />
      )}
      <div
        className="pos-cart-body"
        data-receipt={receipt ? 'true' : 'false'}
        data-restaurant={state.extras ? 'true' : undefined}
      >
        <div className="pos-scroll" data-testid="pos-cart">
          {receipt ? (
            <ReceiptPanel business={business} receipt={receipt} />
          ) : (
            <>
              {props.held}
              <CartLines lines={lines} dispatch={dispatch} editable={props.editable} />
            </>
          )}
        </div>
        <div className="pos-checkout">
          {receipt ? (
            <Button
              size="xl"
              h={72}
              fz={24}
              leftSection={<IconPlus size={28} />}
              onClick={onNewSale}
              data-testid="pos-new-sale"
              data-autofocus
              autoFocus
            >
              {t.pos.newSale}
            </Button>
          ) : (
            <>
              <div className="pos-pay-scroll">
                <PaymentPicker
                  enabled={enabledMeans}
                  value={state.paymentMeans}
                  onChange={onPayment}
                />
                {state.extras && (
                  <PaymentExtras
                    extras={state.extras}
                    means={state.paymentMeans}
                    enabled={enabledMeans}
                    total={payTotal}
                    dispatch={dispatch}
                  />
                )}
              </div>
              {heldTotal === undefined ? (
                <SaleTotals totals={totals} />
              ) : (
                <Group justify="space-between" fw={800} fz={24} data-testid="held-total">
                  <span>{t.pos.total}</span>
                  <Num>{formatSarNumber(halalasToSar(heldTotal))}</Num>
                </Group>
              )}
            </>
          )}
          <Group gap="xs" wrap="nowrap" grow={!!props.kitchen && !receipt}>
            {!receipt && props.kitchen}
            <Button
              size="xl"
              h={64}
              fz={22}
              color="teal.7"
              variant={receipt ? 'light' : 'filled'}
              leftSection={<IconDeviceFloppy size={26} />}
              loading={saving}
              disabled={saving || receipt !== null}
              onClick={onSave}
              data-testid="pos-save"
            >
              {props.saveLabel ?? t.pos.save}
            </Button>
          </Group>
        </div>
      </div>
    </section>
  );
}
