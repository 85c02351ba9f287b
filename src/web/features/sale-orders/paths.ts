/** Path of an invoice's screen (invoice/{UUID}), where an invoice made from deliveries opens. */
export function invoicePath(business: string, uuid: string): string {
  return `/${business}/invoice/${uuid}`;
}
