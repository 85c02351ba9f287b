/**
 * The keyset cursor of the lookups API (docs/decisions/0071-lookups.md). Every kind pages in one
 * stable order — by the row's internal id ascending (for `vats`, the category's position in
 * VAT_CATEGORY_CODES counted from 1) — so "the next page" is every row after the last one answered. The
 * cursor is that last key with the kind it belongs to, as base64url JSON: `{"k":"products","a":42}`
 * → `eyJrIjoicHJvZHVjdHMiLCJhIjo0Mn0`. Opaque to a client, which only sends back the
 * `next_cursor` it was given.
 */

/** The position a page continues after: the kind and the last key answered (an id ≥ 1). */
export interface LookupCursor {
  kind: string;
  after: number;
}

/** The greatest id a cursor may carry (PostgreSQL integer columns end at 2^31 − 1). */
const MAX_ID = 2_147_483_647;

function toBase64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | undefined {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(text)) return undefined;
  try {
    return atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return undefined;
  }
}

/** The cursor text that continues a page of `kind` after the key `after` (ASCII only). */
export function encodeLookupCursor(c: LookupCursor): string {
  return toBase64Url(JSON.stringify({ k: c.kind, a: c.after }));
}

/**
 * The key a cursor text made by encodeLookupCursor for `kind` continues after: a positive integer
 * id up to 2^31 − 1.
 * @returns undefined when the text is not base64url JSON of that shape, or was made for another
 *   kind (the server answers 422 lookup_cursor_invalid).
 */
export function decodeLookupCursor(text: string, kind: string): number | undefined {
  const json = fromBase64Url(text);
  if (json === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { k, a } = value as { k?: unknown; a?: unknown };
  if (k !== kind) return undefined;
  if (typeof a === 'number' && Number.isInteger(a) && a >= 1 && a <= MAX_ID) return a;
  return undefined;
}
