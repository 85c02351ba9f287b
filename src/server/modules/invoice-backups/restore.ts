/**
 * The invoices module's side of invoice restores (decision 0026): putting back the
 * invoices, lines and payments a database lost, refusing a file whose numbers are held by other
 * invoices. Inserting invoices is this module's alone; reading for an export is backup-export.ts.
 */
import { AppError, invoiceBackupCollisionMessage } from '../../../domain/errors';
import type { ExportedInvoice, ExportedLine } from '../../../domain/schemas/invoice-backups';
import { quotationCounterAfter } from '../../../domain/quotation-number';
import type { DbOrTrx } from '../../db/types';
import * as repo from './repository';
import { refreshRollupDays, type NewInvoiceLine } from '../invoices';
import { insertLinesWithStock, lineRows } from './restore-lines';

/**
 * What a restore puts back: `invoices` — the invoices missing from the database, whole (lines and
 * payments); `lines` — the missing lines of invoices that ARE present (decision 0026).
 */
export type InvoiceRestoreMode = 'invoices' | 'lines';

/** What a restore did (counts), all in the business restored into. */
export interface InvoiceRestoreCounts {
  /** Invoices brought back with their original number (ID) and UUID. */
  invoices: number;
  /** Lines brought back. */
  lines: number;
  /** Receipt-voucher payments brought back. */
  payments: number;
  /** Invoices of the file already present (same UUID and number), left as they were. */
  present: number;
  /** Invoices of the file not in the database (mode `lines` leaves them out). */
  absent: number;
  /** Numbers from 1 to the counter's last that no invoice of the business holds afterwards. */
  missingNumbers: number;
}

const refuse = (numbers: number[]) =>
  new AppError('invoice_backup_collision', {
    message: invoiceBackupCollisionMessage([...new Set(numbers)].sort((a, b) => a - b)),
    details: { numbers },
  });

/**
 * True when a line of the file and a stored line of the same invoice and line number say the same
 * (the product aside: its row may have been re-created under another id).
 */
function sameLine(a: ExportedLine, b: NewInvoiceLine): boolean {
  return (
    a.item_name === b.item_name &&
    a.quantity === Number(b.quantity) &&
    a.unit_price === Number(b.unit_price) &&
    a.gross_amount === Number(b.gross_amount) &&
    a.amount_discount === Number(b.amount_discount) &&
    a.line_extension_amount === Number(b.line_extension_amount) &&
    a.tax_amount === Number(b.tax_amount) &&
    a.rounding_amount === Number(b.rounding_amount) &&
    a.unit_code === b.unit_code &&
    a.tax_percent === Number(b.tax_percent) &&
    (a.vat_category ?? 'S') === (b.vat_category ?? 'S') &&
    (a.vat_exemption_code ?? '') === (b.vat_exemption_code ?? '')
  );
}

/**
 * Merges the invoices of a checked backup file into business `businessId`, inside the caller's
 * transaction (one transaction: all or nothing). First row-locks the business's counter row so no
 * sale takes a number meanwhile. An invoice is the same invoice when its UUID is the business's
 * with the same number: it is left as it is (mode `invoices`) or gets its missing lines back (mode
 * `lines`). A missing invoice (mode `invoices`) comes back with its original number (ID), UUID,
 * OrderReferenceID, lines and payments; client, user and products are found by UUID in this
 * business (null when gone: the buyer and names are copied on the invoice anyway). The counters
 * then move past the largest number, OrderReferenceID, voucher number and quotation number
 * (decision 0052) restored, so a later sale or quotation never reuses one. Restoring the same file twice changes nothing the second time.
 * @returns what was brought back and what was already there.
 * @throws AppError invoice_backup_collision (409) — nothing written — when a number,
 *   OrderReferenceID or voucher of the file belongs to a DIFFERENT invoice or voucher, a UUID to
 *   another business's invoice, or a present line says otherwise than the file's;
 *   invoice_backup_corrupt (422) when the file names one invoice, number or line twice.
 */
export async function restoreInvoicesFromBackup(
  trx: DbOrTrx,
  businessId: number,
  invoices: readonly ExportedInvoice[],
  mode: InvoiceRestoreMode,
): Promise<InvoiceRestoreCounts> {
  assertNoDuplicates(invoices);
  const counters = await repo.lockCounters(trx, businessId);
  const local = new Map(
    (
      await repo.invoicesByUuid(
        trx,
        invoices.map((i) => i.uuid),
      )
    ).map((r) => [r.uuid, r]),
  );
  const collisions: number[] = [];
  const present: Array<{ file: ExportedInvoice; id: number; issueDate: string }> = [];
  const missing: ExportedInvoice[] = [];
  for (const inv of invoices) {
    const row = local.get(inv.uuid);
    if (!row) missing.push(inv);
    else if (Number(row.business_id) !== businessId || Number(row.number) !== inv.number)
      collisions.push(inv.number);
    else present.push({ file: inv, id: Number(row.id), issueDate: row.issue_date });
  }
  let touchedDays: string[] = [];
  const counts: InvoiceRestoreCounts = {
    invoices: 0,
    lines: 0,
    payments: 0,
    present: present.length,
    absent: mode === 'lines' ? missing.length : 0,
    missingNumbers: 0,
  };
  if (mode === 'invoices') {
    // Any stored invoice holding a missing one's number or OrderReferenceID is another invoice
    // (its UUID is not the file's, or the invoice would be present).
    const taken = await repo.invoicesByNumberOrReference(
      trx,
      businessId,
      missing.map((i) => i.number),
      missing.map((i) => i.order_reference_id),
    );
    const numbers = new Set(taken.map((r) => Number(r.number)));
    const refs = new Set(taken.map((r) => r.order_reference_id));
    for (const inv of missing)
      if (numbers.has(inv.number) || refs.has(inv.order_reference_id)) collisions.push(inv.number);
    const payments = missing.flatMap((i) => i.payments.map((p) => ({ inv: i, p })));
    const vouchers = await repo.vouchersByUuidOrNumber(
      trx,
      businessId,
      payments.map((x) => x.p.uuid),
      payments.map((x) => x.p.number),
    );
    const vUuids = new Set(vouchers.map((v) => v.uuid));
    const vNumbers = new Set(
      vouchers.filter((v) => Number(v.business_id) === businessId).map((v) => Number(v.number)),
    );
    for (const { inv, p } of payments)
      if (vUuids.has(p.uuid) || vNumbers.has(p.number)) collisions.push(inv.number);
    if (collisions.length > 0) throw refuse(collisions);
    await insertMissing(trx, businessId, missing, counts);
  } else {
    const stored = await repo.linesOfInvoices(
      trx,
      present.map((p) => p.id),
    );
    const byInvoice = new Map<number, Map<number, NewInvoiceLine>>();
    for (const l of stored) {
      const m = byInvoice.get(Number(l.invoice_id)) ?? new Map<number, NewInvoiceLine>();
      m.set(Number(l.line_no), l);
      byInvoice.set(Number(l.invoice_id), m);
    }
    const toInsert: Array<{
      id: number;
      issueDate: string;
      lines: ExportedLine[];
      file: ExportedInvoice;
    }> = [];
    for (const { file, id, issueDate } of present) {
      const have = byInvoice.get(id) ?? new Map<number, NewInvoiceLine>();
      const lacking: ExportedLine[] = [];
      for (const line of file.lines) {
        const existing = have.get(line.line_no);
        if (!existing) lacking.push(line);
        else if (!sameLine(line, existing)) collisions.push(file.number);
      }
      if (lacking.length > 0) toInsert.push({ id, issueDate, lines: lacking, file });
    }
    if (collisions.length > 0) throw refuse(collisions);
    const products = await repo.idsByUuid(
      trx,
      'products',
      uuidsOf(toInsert.flatMap((x) => x.lines.map((l) => l.product_uuid))),
      businessId,
    );
    touchedDays = toInsert.map((x) => x.issueDate);
    for (const { id, lines, file } of toInsert) {
      const invoice = { id, ...file, user_id: null };
      await insertLinesWithStock(trx, businessId, invoice, lineRows(lines, products));
      counts.lines += lines.length;
    }
  }
  const allNumbers = invoices.map((i) => i.number);
  const next = {
    lastNumber: Math.max(counters.lastNumber, ...allNumbers),
    lastOrderReference: Math.max(
      counters.lastOrderReference,
      ...invoices.map((i) => i.order_reference_id),
    ),
    lastReceiptNumber: Math.max(
      counters.lastReceiptNumber,
      ...invoices.flatMap((i) => i.payments.map((p) => p.number)),
    ),
    // Past the quotation numbers restored invoices carry, so no new quotation takes one (0052).
    lastQuotationNumber: quotationCounterAfter(
      counters.lastQuotationNumber,
      invoices.map((i) => i.order_reference_id),
    ),
  };
  if (mode === 'invoices') await repo.setCounters(trx, businessId, next);
  // The per-day rollups of the days that got invoices or lines back (decision 0033).
  await refreshRollupDays(
    trx,
    businessId,
    mode === 'invoices' ? missing.map((i) => i.issue_date) : touchedDays,
  );
  const held = await repo.countInvoices(trx, businessId);
  counts.missingNumbers = Math.max(0, (mode === 'invoices' ? next : counters).lastNumber - held);
  return counts;
}

function assertNoDuplicates(invoices: readonly ExportedInvoice[]): void {
  const unique = (values: readonly unknown[]) => new Set(values).size === values.length;
  const ok =
    unique(invoices.map((i) => i.uuid)) &&
    unique(invoices.map((i) => i.number)) &&
    unique(invoices.map((i) => i.order_reference_id)) &&
    unique(invoices.flatMap((i) => i.payments.map((p) => p.uuid))) &&
    unique(invoices.flatMap((i) => i.payments.map((p) => p.number))) &&
    invoices.every((i) => unique(i.lines.map((l) => l.line_no)));
  if (!ok) throw new AppError('invoice_backup_corrupt');
}

const uuidsOf = (values: ReadonlyArray<string | null>) => [
  ...new Set(values.filter((v): v is string => v !== null)),
];

async function insertMissing(
  trx: DbOrTrx,
  businessId: number,
  missing: readonly ExportedInvoice[],
  counts: InvoiceRestoreCounts,
): Promise<void> {
  if (missing.length === 0) return;
  const pays = missing.flatMap((i) => i.payments);
  const clients = await repo.idsByUuid(
    trx,
    'clients',
    uuidsOf([...missing.map((i) => i.client_uuid), ...pays.map((p) => p.client_uuid)]),
    businessId,
  );
  const users = await repo.idsByUuid(
    trx,
    'users',
    uuidsOf([...missing.map((i) => i.user_uuid), ...pays.map((p) => p.user_uuid)]),
    businessId,
  );
  const products = await repo.idsByUuid(
    trx,
    'products',
    uuidsOf(missing.flatMap((i) => i.lines.map((l) => l.product_uuid))),
    businessId,
  );
  const idOf = (m: Map<string, number>, uuid: string | null) =>
    uuid ? (m.get(uuid) ?? null) : null;
  for (const inv of missing) {
    const { lines, payments, client_uuid, user_uuid, billing_reference_uuid, ...columns } = inv;
    // A note's original precedes it by number, so it is in the database by now (present, or
    // inserted earlier in this loop).
    const original = billing_reference_uuid
      ? (await repo.idsByUuid(trx, 'invoices', [billing_reference_uuid], businessId)).get(
          billing_reference_uuid,
        )
      : undefined;
    const id = await repo.insertRestoredInvoice(trx, {
      ...columns,
      billing_reference_invoice_id: original ?? null,
      business_id: businessId,
      client_id: idOf(clients, client_uuid),
      user_id: idOf(users, user_uuid),
    });
    const invoice = { id, ...columns, user_id: idOf(users, user_uuid) };
    await insertLinesWithStock(trx, businessId, invoice, lineRows(lines, products));
    await repo.insertRestoredVouchers(
      trx,
      payments.map(({ client_uuid: c, user_uuid: u, ...p }) => ({
        ...p,
        business_id: businessId,
        invoice_id: id,
        client_id: idOf(clients, c),
        user_id: idOf(users, u),
      })),
    );
    counts.invoices += 1;
    counts.lines += lines.length;
    counts.payments += payments.length;
  }
}
