/**
 * The two quotation screen sets of the legacy app: `orders` (the table whose payment means changes
 * through a prompt) and `orderx` (the list with a payment-change control per row). Each has its
 * own new, view and edit screens, which come back to their own list
 * (docs/screens/0025-quotation-lists-and-approval-screens.md).
 */
export type OrdersBase = 'orders' | 'orderx';

/** The three pending-approval screens of the legacy app: `admin` and `adminx` (approve and delete), `approve` (approve only). */
export type ApprovalScreen = 'admin' | 'adminx' | 'approve';

/** Path of the invoice an approved quotation became (legacy app: invoice/{UUID}). */
export function invoicePath(business: string, uuid: string): string {
  return `/${business}/invoice/${uuid}`;
}

/**
 * Path of a client's edit form (legacy app: clients/edit/{UUID}), where an approval refused for an
 * incomplete national address sends the user (decision 0045).
 */
export function clientEditPath(business: string, uuid: string): string {
  return `/${business}/clients/edit/${uuid}`;
}

/** Path of one quotation's view (legacy app: orders/view/{ID}, orderx/view/{ID}). */
export function orderPath(business: string, id: number, base: OrdersBase = 'orders'): string {
  return `/${business}/${base}/view/${id}`;
}

/** Path of the order form opened on a pending quotation (orders/edit/{ID}, orderx/edit/{ID}). */
export function editOrderPath(business: string, id: number, base: OrdersBase = 'orders'): string {
  return `/${business}/${base}/edit/${id}`;
}

/** Path of a pending-approval screen under the business (legacy app: admin, adminx, approve). */
export function approvalPath(business: string, screen: ApprovalScreen): string {
  return `/${business}/${screen}`;
}
