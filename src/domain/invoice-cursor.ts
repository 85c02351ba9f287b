/**
 * The keyset cursor of GET invoices/page (decision 0039). Pages run newest first by
 * (issued_at, number) — unique in a business, since the number is — so "the invoices after this
 * one" is every invoice with a smaller (issued_at, number) pair. The cursor is that pair as text,
 * `<issued_at in UTC ms>-<invoice number>`, e.g. `1764512345678-1042`: opaque to a client, which
 * only sends back the `nextCursor` it was given.
 */

/** The position a page of invoices continues after: issue instant (UTC ms) and invoice number. */
export interface InvoiceCursor {
  issuedAt: number;
  number: number;
}

/** The text form of a cursor: two non-negative integers joined by `-`. */
export const INVOICE_CURSOR_PATTERN = /^(\d{1,15})-(\d{1,15})$/;

/** The cursor that continues after the invoice issued at `issuedAt` (UTC ms) with `number`. */
export function encodeInvoiceCursor(c: InvoiceCursor): string {
  return `${c.issuedAt}-${c.number}`;
}

/**
 * The position of a cursor text made by encodeInvoiceCursor.
 * @returns undefined when the text is not of that form (the query schema refuses it first: 400).
 */
export function decodeInvoiceCursor(text: string): InvoiceCursor | undefined {
  const m = INVOICE_CURSOR_PATTERN.exec(text);
  if (!m) return undefined;
  return { issuedAt: Number(m[1]), number: Number(m[2]) };
}
