/**
 * Payment means codes (UNTDID 4461 as the legacy contract uses them).
 * 10 cash, 48 card (mada), 24 credit (deferred), 42 delivery apps, 45 delivery apps paid in cash.
 */
export const PAYMENT_MEANS = {
  cash: '10',
  card: '48',
  credit: '24',
  deliveryApps: '42',
  deliveryAppsCash: '45',
} as const;

/** Every code, in the order of the legacy contract's enum. */
export const PAYMENT_MEANS_CODES = [
  PAYMENT_MEANS.cash,
  PAYMENT_MEANS.card,
  PAYMENT_MEANS.credit,
  PAYMENT_MEANS.deliveryApps,
  PAYMENT_MEANS.deliveryAppsCash,
] as const;
export type PaymentMeansCode = (typeof PAYMENT_MEANS_CODES)[number];

/** Arabic labels, as the screens and documents print them. */
export const PAYMENT_MEANS_LABELS: Record<PaymentMeansCode, string> = {
  '10': 'نقداً',
  '48': 'مدى',
  '24': 'آجل',
  '42': 'تطبيقات',
  '45': 'تطبيقات نقداً',
};

/** English labels for the bilingual documents. */
export const PAYMENT_MEANS_LABELS_EN: Record<PaymentMeansCode, string> = {
  '10': 'Cash',
  '48': 'Card (mada)',
  '24': 'Credit',
  '42': 'Delivery apps',
  '45': 'Delivery apps (cash)',
};

/** The POS radio order of the legacy app: 0 mada, 1 cash, 2 apps, 3 apps cash, 4 credit. */
export const POS_PAYMENT_ORDER: readonly PaymentMeansCode[] = ['48', '10', '42', '45', '24'];

export function isPaymentMeansCode(value: string): value is PaymentMeansCode {
  return (PAYMENT_MEANS_CODES as readonly string[]).includes(value);
}

/**
 * A sale on credit (payment means 24, deferred): nothing is paid when issued (PrepaidAmount 0),
 * lines are priced with `pricex`, and the amount is collected later by receipt vouchers
 * (docs/decisions/0040-notes-settle-credit-invoices.md). Takes any string, as stored rows and
 * wire bodies carry the code; true only for '24'.
 */
export function isCreditSale(paymentMeansCode: string): boolean {
  return paymentMeansCode === PAYMENT_MEANS.credit;
}

/**
 * The means a credit invoice may be collected in (a receipt voucher's means): 10 cash, 48 card
 * (mada). The request schema, the collection rules and the web's collect dialog all read this list.
 */
export const COLLECTION_MEANS = [PAYMENT_MEANS.cash, PAYMENT_MEANS.card] as const;
export type CollectionMeans = (typeof COLLECTION_MEANS)[number];

/**
 * Means paid through a delivery app (42 apps, 45 apps paid in cash): priced with the product's
 * delivery price `pricedv` and offered only by restaurants ("in mengusha
 * also apps and apps cash").
 */
export function isDeliveryAppMeans(code: PaymentMeansCode): boolean {
  return code === PAYMENT_MEANS.deliveryApps || code === PAYMENT_MEANS.deliveryAppsCash;
}

/** The means every business offers (cash, card, credit): all but the delivery apps. */
export const BASE_PAYMENT_MEANS: readonly PaymentMeansCode[] = PAYMENT_MEANS_CODES.filter(
  (c) => !isDeliveryAppMeans(c),
);

const withoutCredit = PAYMENT_MEANS_CODES.filter((c) => c !== PAYMENT_MEANS.credit);

/** Totals under the invoices list: the paid means, then credit (still owed). */
export const PAID_FIRST_ORDER: readonly PaymentMeansCode[] = [
  ...withoutCredit,
  PAYMENT_MEANS.credit,
];

/** Totals under the trading invoices list `invoicex`: credit first. */
export const CREDIT_FIRST_ORDER: readonly PaymentMeansCode[] = [
  PAYMENT_MEANS.credit,
  ...withoutCredit,
];
