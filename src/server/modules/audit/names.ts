/**
 * The names behind the ids of an audit page (decision 0050): products, categories, clients,
 * suppliers, purchases and invoices by UUID within the record's own business, users by UUID.
 * Read-only SQL over other modules' tables, as reports and stock do (docs/architecture.md,
 * Modules); one query per kind of thing for the whole page.
 */
import type { DbOrTrx } from '../../db/types';

/** What an id may name; `entity` of a record, or a detail field that holds a UUID. */
export type NamedKind =
  'product' | 'category' | 'client' | 'supplier' | 'purchase' | 'invoice' | 'user';

/** One id to name: its kind, the UUID, and the business of the record (null: global). */
export interface NameRef {
  kind: NamedKind;
  uuid: string;
  businessId: number | null;
}

/** The key of a resolved name in the map namesOf answers. */
export const nameKey = (r: NameRef) => `${r.kind}:${r.businessId ?? 0}:${r.uuid}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Row = { uuid: string; business_id: number | string | bigint; name: string | number };

/** The rows of `kind` among `uuids`, each with its business and its name. */
async function rowsOf(db: DbOrTrx, kind: NamedKind, uuids: string[]): Promise<Row[]> {
  switch (kind) {
    case 'product':
    case 'category':
    case 'supplier':
      return db
        .selectFrom(
          kind === 'product' ? 'products' : kind === 'category' ? 'categories' : 'suppliers',
        )
        .select(['uuid', 'business_id', 'name'])
        .where('uuid', 'in', uuids)
        .execute();
    case 'client':
      return db
        .selectFrom('clients')
        .select(['uuid', 'business_id', 'registration_name as name'])
        .where('uuid', 'in', uuids)
        .execute();
    case 'invoice':
      return db
        .selectFrom('invoices')
        .select(['uuid', 'business_id', 'number as name'])
        .where('uuid', 'in', uuids)
        .execute();
    case 'purchase':
      return db
        .selectFrom('purchases as p')
        .innerJoin('suppliers as s', 's.id', 'p.supplier_id')
        .select(['p.uuid', 'p.business_id', 's.name'])
        .where('p.uuid', 'in', uuids)
        .execute();
    case 'user':
      return (
        await db
          .selectFrom('users')
          .select(['uuid', 'username as name'])
          .where('uuid', 'in', uuids)
          .execute()
      ).map((r) => ({ ...r, business_id: 0 }));
  }
}

/**
 * The names of `refs` (ids that are not UUIDs are skipped): keyed by nameKey, a thing of a
 * business only when it belongs to that very business (a UUID of another business stays
 * unnamed); users have no business. A deleted thing has no name (its record's details may).
 */
export async function namesOf(db: DbOrTrx, refs: NameRef[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const wanted = refs.filter((r) => UUID.test(r.uuid));
  const kinds = [...new Set(wanted.map((r) => r.kind))];
  await Promise.all(
    kinds.map(async (kind) => {
      const uuids = [...new Set(wanted.filter((r) => r.kind === kind).map((r) => r.uuid))];
      for (const row of await rowsOf(db, kind, uuids)) {
        const businessId = kind === 'user' ? null : Number(row.business_id);
        names.set(nameKey({ kind, uuid: row.uuid, businessId }), String(row.name));
      }
    }),
  );
  return names;
}
