/**
 * What differs between businesses is their kind, not their name: one
 * table of the two kinds the spec describes — a trading establishment (the seeded kebrit) and a
 * restaurant (the seeded mengusha).
 */
import { BASE_PAYMENT_MEANS, PAYMENT_MEANS_CODES, type PaymentMeansCode } from './payment-means';
import type { Action, Role, Tile } from './roles';

export const BUSINESS_KINDS = ['trading', 'restaurant'] as const;
export type BusinessKind = (typeof BUSINESS_KINDS)[number];

export function isBusinessKind(value: string): value is BusinessKind {
  return (BUSINESS_KINDS as readonly string[]).includes(value);
}

export interface KindRules {
  /** Payment means a business of this kind may enable (all of them by default). */
  paymentMeans: readonly PaymentMeansCode[];
  /** Products carry a delivery-app price (`pricedv`), shown in the product form. */
  deliveryPrice: boolean;
  /** Products state their calories (a restaurant's menu), shown in the product form (decision 0051). */
  calories: boolean;
  /**
   * The restaurant's counter (decision 0056): modifiers, order types, split payment. Elsewhere
   * those routes and orderpos fields answer 422 restaurant_only.
   */
  restaurantCounter: boolean;
  /** Home tiles per role. */
  tiles: Record<Role, readonly Tile[]>;
  /** Actions a role may do in a business of this kind, beyond ROLE_RULES. */
  actions: Record<Role, readonly Action[]>;
}

/** Clients, quotations, their approval and collecting credit invoices. */
const CLIENT_WORK: readonly Action[] = [
  'clients.read',
  'clients.write',
  'orders.read',
  'orders.write',
  'orders.approve',
  'invoices.collect',
];
/** Sale orders and their delivery notes (decision 0069): trading only, not the cashier. */
const SALE_ORDERS: readonly Action[] = ['sale_orders.read', 'sale_orders.write'];
/** The approval screen only: read the pending quotations and approve them. */
const APPROVAL: readonly Action[] = ['orders.read', 'orders.approve'];

const RESTAURANT_SELLER: readonly Tile[] = [
  'invoices',
  'pos',
  'approve',
  'files',
  'reports',
  'shifts',
];
const TRADING_SELLER: readonly Tile[] = [
  'invoices',
  'clients',
  'orders',
  'stock',
  'approve',
  'reports',
  'pos',
  'shifts',
];

/**
 * The kinds table. Actions follow the tiles: whoever sees clients and orders keeps
 * clients, quotes, approves and collects; the restaurant's sellers see only the approval screen.
 * Tiles follow the legacy app's home tiles ("inside mengusha" → restaurant, "inside kebrit" →
 * trading), with `products` and `pos` added to the trading admin and manager, `approve` to the trading admin
 * (the spec's second "admin" there is the approval screen) and `pos` to trading
 * sales so those screens can be reached (decision 0003), and `purchases` to the manager of both kinds
 * (a manager records purchases; decision 0029), and `shifts` to every role that sees `pos` (decision 0055). Whoever sees the stock tile reads stock
 * (`stock.read`: admin and manager everywhere, the trading sellers). The spec gives the casher tiles only in
 * the restaurant and sales only in the trading business; since memberships may now put either
 * seller anywhere, each sees the other seller's tiles in the kind the spec does not cover
 * (decision 0014).
 */
export const KIND_RULES: Record<BusinessKind, KindRules> = {
  trading: {
    paymentMeans: BASE_PAYMENT_MEANS,
    deliveryPrice: false,
    calories: false,
    restaurantCounter: false,
    tiles: {
      admin: [
        'admin',
        'users',
        'clients',
        'invoices',
        'pos',
        'products',
        'stock',
        'orders',
        'approve',
        'purchases',
        'reports',
        'shifts',
      ],
      manager: [
        'invoices',
        'clients',
        'orders',
        'stock',
        'approve',
        'reports',
        'pos',
        'products',
        'purchases',
        'shifts',
      ],
      casher: TRADING_SELLER,
      sales: TRADING_SELLER,
      user: ['me'],
    },
    actions: {
      admin: [],
      manager: [...CLIENT_WORK, ...SALE_ORDERS],
      casher: [...CLIENT_WORK, 'stock.read'],
      sales: [...CLIENT_WORK, 'stock.read', ...SALE_ORDERS],
      user: [],
    },
  },
  restaurant: {
    paymentMeans: PAYMENT_MEANS_CODES,
    deliveryPrice: true,
    calories: true,
    restaurantCounter: true,
    tiles: {
      admin: [
        'invoices',
        'clients',
        'pos',
        'orders',
        'approve',
        'products',
        'reports',
        'stock',
        'purchases',
        'admin',
        'shifts',
      ],
      manager: [
        'invoices',
        'clients',
        'pos',
        'orders',
        'approve',
        'products',
        'reports',
        'stock',
        'admin',
        'purchases',
        'shifts',
      ],
      casher: RESTAURANT_SELLER,
      sales: RESTAURANT_SELLER,
      user: ['me'],
    },
    actions: { admin: [], manager: CLIENT_WORK, casher: APPROVAL, sales: APPROVAL, user: [] },
  },
};

/**
 * Payment means a business of `kind` may enable, in the order of PAYMENT_MEANS_CODES: a trading
 * business cash, mada and credit; a restaurant also the delivery apps (42, 45).
 */
export function offeredPaymentMeans(kind: BusinessKind): readonly PaymentMeansCode[] {
  return KIND_RULES[kind].paymentMeans;
}
