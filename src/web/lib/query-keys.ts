/**
 * One key factory for every query; mutations invalidate the lists they change.
 * Keys that belong to a business start with the business key.
 */
export const qk = {
  me: ['me'] as const,
  /** Prefix of every business query: invalidating it refreshes lists and profiles. */
  businesses: ['businesses'] as const,
  businessesWithArchived: ['businesses', { archived: true }] as const,
  business: (key: string) => ['businesses', key] as const,
  users: ['users'] as const,
  backups: ['admin', 'backups'] as const,
  audit: ['admin', 'audit'] as const,
  apiTokens: ['admin', 'api-tokens'] as const,
  user: (uuid: string) => ['users', uuid] as const,
  categories: (b: string) => [b, 'categories'] as const,
  category: (b: string, uuid: string) => [b, 'categories', uuid] as const,
  products: (b: string) => [b, 'products'] as const,
  /** Under `products`: every catalogue change (which invalidates `products`) refreshes the POS. */
  posCatalogue: (b: string) => [b, 'products', 'pos'] as const,
  productsOfCategory: (b: string, uuid: string) => [b, 'products', 'category', uuid] as const,
  product: (b: string, uuid: string) => [b, 'products', uuid] as const,
  /** Under `products`: the published products the order form quotes. */
  orderProducts: (b: string) => [b, 'products', 'orders'] as const,
  /** Prefix of every client query (lists, one client, statements). */
  clients: (b: string) => [b, 'clients'] as const,
  clientList: (b: string, q: string) => [b, 'clients', 'list', q] as const,
  client: (b: string, uuid: string) => [b, 'clients', uuid] as const,
  statement: (b: string, uuid: string, from: string, to: string) =>
    [b, 'clients', uuid, 'statement', from, to] as const,
  /** Prefix of every order (quotation) query. */
  orders: (b: string) => [b, 'orders'] as const,
  order: (b: string, id: number) => [b, 'orders', id] as const,
  /** Prefix of every supplier query; purchases name their supplier, so they refresh with it. */
  suppliers: (b: string) => [b, 'suppliers'] as const,
  /** Prefix of every purchase query (lists, one purchase, items). */
  purchases: (b: string) => [b, 'purchases'] as const,
  invoices: (b: string) => [b, 'invoices'] as const,
  invoiceList: (b: string, filter: string) => [b, 'invoices', 'list', filter] as const,
  invoice: (b: string, uuid: string) => [b, 'invoices', uuid] as const,
  invoiceImage: (b: string, id: number) => [b, 'invoices', 'png', id] as const,
  /** Under `invoices`: a new sale refreshes the day's archive too. */
  archive: (b: string, date: string) => [b, 'invoices', 'archive', date] as const,
  /** The invoice backups of a business (admin). */
  invoiceBackups: (b: string) => [b, 'invoice-backups'] as const,
  /** The ZATCA onboarding status of a business (admin). */
  zatcaOnboarding: (b: string) => [b, 'zatca-onboarding'] as const,
  invoicePage: (b: string, q: string) => [b, 'invoices', 'page', q] as const,
  /** Reports live under the invoices prefix: a sale that refreshes the lists refreshes them too. */
  report: (b: string, ...parts: string[]) => [b, 'invoices', 'reports', ...parts] as const,
  /** The webhook endpoints of a business and, under it, one endpoint and its deliveries. */
  webhooks: (b: string, ...parts: string[]) => [b, 'webhooks', ...parts] as const,
  /** The tills of a business (with or without the archived ones). */
  tills: (b: string, ...parts: string[]) => [b, 'tills', ...parts] as const,
  /** Shift lists, pages and today's card, under `invoices`: a sale refreshes them too. */
  shifts: (b: string, ...parts: string[]) => [b, 'invoices', 'shifts', ...parts] as const,
  /** Prefix of the kitchen display's boards (every station picked); refreshed on each change. */
  kitchen: (b: string) => [b, 'kitchen'] as const,
  kitchenBoard: (b: string, station: string) => [b, 'kitchen', 'board', station] as const,
  /** Prefix of the held-order lists and pages (decision 0057); refreshed on each change. */
  heldOrders: (b: string) => [b, 'held-orders'] as const,
  /** The kitchen stations, under `products`: a product's station is part of the catalogue. */
  kitchenStations: (b: string) => [b, 'products', 'kitchen-stations'] as const,
};
