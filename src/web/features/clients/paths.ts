/**
 * The two client screen sets of the legacy app: `clients` (the table) and `clientx` (cards, each
 * opening the client's statement). Both have new and edit forms under their own prefix.
 */
export type ClientsBase = 'clients' | 'clientx';

/** Path of a client's statement (legacy app: clientx/view/{UUID}). */
export function statementPath(business: string, uuid: string): string {
  return `/${business}/clientx/view/${uuid}`;
}

/** Path of a client's edit screen under `base`. */
export function editPath(business: string, base: ClientsBase, uuid: string): string {
  return `/${business}/${base}/edit/${uuid}`;
}

/**
 * Path of the order form for a new quotation to a client: orders/new/{UUID} from the table,
 * orderx/new/{UUID} from the cards.
 */
export function newOrderPath(
  business: string,
  uuid: string,
  base: ClientsBase = 'clients',
): string {
  return `/${business}/${base === 'clientx' ? 'orderx' : 'orders'}/new/${uuid}`;
}
