/** Path of the invoice view (SPEC.md §2 invoices/view/{UUID}) an approved quotation became. */
export function invoicePath(business: string, uuid: string): string {
  return `/${business}/invoices/view/${uuid}`;
}

/** Path of one quotation's view (SPEC.md §2 orders/view/{ID}). */
export function orderPath(business: string, id: number): string {
  return `/${business}/orders/view/${id}`;
}
