import type { Selectable } from 'kysely';
import type { DbOrTrx, ZatcaSignersTable } from '../../db/types';

export type ZatcaSignerRow = Selectable<ZatcaSignersTable>;

/** The invoice's stored signed XML, or undefined when none was made yet. */
export async function findZatcaDocument(
  db: DbOrTrx,
  businessId: number,
  invoiceId: number,
): Promise<{ xml: string; icv: number } | undefined> {
  return db
    .selectFrom('zatca_documents')
    .select(['xml', 'icv'])
    .where('business_id', '=', businessId)
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirst();
}

/**
 * Stores a business's signer unless it has one (`ON CONFLICT DO NOTHING`: two first requests at
 * once keep the one committed first).
 */
export async function insertZatcaSignerIfAbsent(
  db: DbOrTrx,
  row: {
    business_id: number;
    private_key: string;
    certificate: string;
    last_hash: string;
    created_at: number;
  },
): Promise<void> {
  await db
    .insertInto('zatca_signers')
    .values(row)
    .onConflict((oc) => oc.column('business_id').doNothing())
    .execute();
}

/** Whether the business has a signer yet. */
export async function hasZatcaSigner(db: DbOrTrx, businessId: number): Promise<boolean> {
  const row = await db
    .selectFrom('zatca_signers')
    .select('business_id')
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The certificate (base64 DER) of the business's signer, undefined when it has none. */
export async function signerCertificateOf(
  db: DbOrTrx,
  businessId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('zatca_signers')
    .select('certificate')
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  return row?.certificate;
}

/** Replaces the key (sealed) and certificate of the business's signer; the chain head stays. */
export async function setSignerKey(
  db: DbOrTrx,
  businessId: number,
  privateKey: string,
  certificate: string,
): Promise<void> {
  await db
    .updateTable('zatca_signers')
    .set({ private_key: privateKey, certificate })
    .where('business_id', '=', businessId)
    .execute();
}

/**
 * Takes the next ICV of the business: `last_icv + 1` in one UPDATE … RETURNING, which row-locks
 * the signer (PostgreSQL) or holds the write lock (SQLite) until the transaction ends — so two
 * documents never share an ICV or a PIH, and a rollback gives the number back.
 */
export async function takeNextIcv(trx: DbOrTrx, businessId: number): Promise<ZatcaSignerRow> {
  return trx
    .updateTable('zatca_signers')
    .set((eb) => ({ last_icv: eb('last_icv', '+', 1) }))
    .where('business_id', '=', businessId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Stores a signed document and moves the chain head to its hash (same transaction). */
export async function insertZatcaDocument(
  trx: DbOrTrx,
  doc: {
    invoice_id: number;
    business_id: number;
    icv: number;
    pih: string;
    invoice_hash: string;
    xml: string;
    created_at: number;
  },
): Promise<void> {
  await trx.insertInto('zatca_documents').values(doc).execute();
  await trx
    .updateTable('zatca_signers')
    .set({ last_hash: doc.invoice_hash })
    .where('business_id', '=', doc.business_id)
    .execute();
}

/** Replaces an invoice's QR payload (base64 TLV) with its signed document's phase 2 QR. */
export async function setInvoiceQr(
  trx: DbOrTrx,
  businessId: number,
  invoiceId: number,
  qr: string,
): Promise<void> {
  await trx
    .updateTable('invoices')
    .set({ qr })
    .where('business_id', '=', businessId)
    .where('id', '=', invoiceId)
    .execute();
}

/** The ICV of the invoice's signed document, or null when it has none. */
export async function zatcaIcvOf(
  db: DbOrTrx,
  businessId: number,
  invoiceId: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('zatca_documents')
    .select('icv')
    .where('business_id', '=', businessId)
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirst();
  return row?.icv ?? null;
}

/** The number (ID) of the business's invoice with row id `id`, as `{ number }`; undefined when none. */
export async function invoiceNumberOf(
  db: DbOrTrx,
  businessId: number,
  id: number,
): Promise<{ number: number } | undefined> {
  return db
    .selectFrom('invoices')
    .select('number')
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * The payment means codes of a split invoice's parts (invoice_payments, decision 0056), in the
 * order they were entered; [] for an invoice paid by one means.
 */
export async function paymentPartCodesOf(
  db: DbOrTrx,
  businessId: number,
  invoiceId: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('invoice_payments')
    .select('payment_means_code')
    .where('business_id', '=', businessId)
    .where('invoice_id', '=', invoiceId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.payment_means_code);
}
