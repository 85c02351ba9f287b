import { Button } from '@mantine/core';
import { IconChefHat } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import type { Halalas } from '../../../../domain/money';
import type { PaymentMeansCode } from '../../../../domain/payment-means';
import type { HeldSale } from './use-held-sale';

// Held order mode's panel (sent lines, split, cancel) is fetched when an order is first opened.
const HeldOrderPanel = lazy(() => import('./HeldOrderPanel'));

/** What a restaurant's cart panel adds for held orders (decision 0057). */
export interface HeldCartProps {
  /** Above the cart's lines in held order mode: the order's sent lines and actions. */
  held?: ReactNode;
  /** Beside the save/pay button: «إرسال للمطبخ» or «إرسال الإضافات». */
  kitchen?: ReactNode;
  /** In held order mode: the unpaid total to pay (halalas), replacing the cart's totals. */
  heldTotal?: Halalas;
  /** The save button's label in held order mode («دفع»). */
  saveLabel?: string;
}

/**
 * The cart panel's held-order parts for a restaurant: `heldMode` (an open order at the POS, no
 * receipt shown) shows the order's panel, pays its unpaid total and sends additions; otherwise
 * only «إرسال للمطبخ».
 */
export function heldCartProps(
  business: string,
  held: HeldSale,
  heldMode: boolean,
  enabledMeans: readonly PaymentMeansCode[],
  hasLines: boolean,
): HeldCartProps {
  const kitchen = (
    <Button
      size="xl"
      h={64}
      fz={20}
      px={12}
      color="orange.7"
      leftSection={<IconChefHat size={24} />}
      loading={held.sending}
      disabled={held.sending || !hasLines}
      onClick={held.onSend}
      data-testid="held-send"
    >
      {heldMode ? 'إرسال الإضافات' : 'إرسال للمطبخ'}
    </Button>
  );
  if (!heldMode) return { kitchen };
  return {
    kitchen,
    heldTotal: held.total,
    saveLabel: 'دفع',
    held: (
      <Suspense fallback={null}>
        <HeldOrderPanel business={business} held={held} enabledMeans={enabledMeans} />
      </Suspense>
    ),
  };
}
