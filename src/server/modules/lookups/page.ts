import { AppError } from '../../../domain/errors';
import { buildSearchIndex, normalizeForSearch, searchIndex } from '../../../domain/arabic-search';
import { decodeLookupCursor, encodeLookupCursor } from '../../../domain/lookup-cursor';
import type { LookupKind, LookupPage } from '../../../domain/schemas/lookups';

/** Rows read per batch while a search skips non-matching rows. */
const SEARCH_BATCH = 500;

/** What a page of one kind needs: how to read a batch, what text a row is found by, its item. */
export interface PageSource<R extends { id: number }, T> {
  kind: LookupKind;
  /** Rows with id > `after`, by id ascending, at most `n`. */
  fetch: (after: number, n: number) => Promise<R[]>;
  /** The fields `q` is searched in (names, numbers, codes). */
  texts: (row: R) => readonly string[];
  item: (row: R) => T;
}

/**
 * The id a page continues after: 0 without a cursor.
 * @throws AppError lookup_cursor_invalid (422) for a cursor not made for this kind.
 */
export function cursorAfter(kind: LookupKind, cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const after = decodeLookupCursor(cursor, kind);
  if (after === undefined)
    throw new AppError('lookup_cursor_invalid', {
      fields: { cursor: 'مؤشر الصفحة غير صالح؛ اطلب الصفحة الأولى من جديد' },
    });
  return after;
}

/**
 * One page of a kind by keyset (docs/decisions/0071-lookups.md): rows after the cursor's id, by
 * id, that contain every word of `q` (Arabic-normalised by normalizeForSearch, as the POS search),
 * at most `limit`; `next_cursor` names the last row answered when more match after it, else null.
 * Without `q` one query of `limit + 1` rows; with it, batches of 500 until `limit + 1` match.
 * @throws AppError lookup_cursor_invalid (422) for a malformed cursor.
 */
export async function lookupPage<R extends { id: number }, T>(
  source: PageSource<R, T>,
  query: { q: string; limit: number; cursor?: string },
): Promise<LookupPage<T>> {
  let after = cursorAfter(source.kind, query.cursor);
  const searching = normalizeForSearch(query.q) !== '';
  const size = searching ? SEARCH_BATCH : query.limit + 1;
  const found: R[] = [];
  for (;;) {
    const batch = await source.fetch(after, size);
    const hits = searching ? searchIndex(buildSearchIndex(batch, source.texts), query.q) : batch;
    found.push(...hits);
    if (found.length > query.limit || batch.length < size) break;
    after = batch[batch.length - 1]!.id;
  }
  const rows = found.slice(0, query.limit);
  const more = found.length > query.limit;
  return {
    items: rows.map(source.item),
    next_cursor: more
      ? encodeLookupCursor({ kind: source.kind, after: rows[rows.length - 1]!.id })
      : null,
  };
}

/** A PageSource's `fetch` over rows already in memory (a few terms, the VAT categories). */
export function fetchFrom<R extends { id: number }>(rows: readonly R[]) {
  const sorted = [...rows].sort((a, b) => a.id - b.id);
  return async (after: number, n: number) => sorted.filter((r) => r.id > after).slice(0, n);
}
