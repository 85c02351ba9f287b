import type { Selectable } from 'kysely';
import type {
  ZatcaMessage,
  ZatcaStatus,
  ZatcaSubmissionKind,
} from '../../../domain/zatca/reporting';
import type { DbOrTrx, Dialect, ZatcaSubmissionsTable } from '../../db/types';

/** The queue table `zatca_submissions` (migration 019, decision 0036). */
export type ZatcaSubmissionRow = Selectable<ZatcaSubmissionsTable>;

/** A claimed row with what a send needs: the invoice's UUID, the document and the business key. */
export interface ClaimedSubmission {
  invoiceId: number;
  businessId: number;
  businessKey: string;
  kind: ZatcaSubmissionKind;
  /** This claim's fencing token: the row's `attempts` after the claim (1 = first send). */
  attempts: number;
  leaseUntil: number;
  uuid: string;
  invoiceHash: string;
  xml: string;
}

/** Queues the invoice's document, inside the invoice's own transaction; due at `now` (UTC ms). */
export async function insertSubmission(
  trx: DbOrTrx,
  row: { invoice_id: number; business_id: number; kind: ZatcaSubmissionKind; now: number },
): Promise<void> {
  await trx
    .insertInto('zatca_submissions')
    .values({
      invoice_id: row.invoice_id,
      business_id: row.business_id,
      kind: row.kind,
      next_attempt_at: row.now,
      lease_until: null,
      cleared_xml: null,
      created_at: row.now,
      answered_at: null,
    })
    .execute();
}

/**
 * Claims the oldest due pending row of any business whose sends are not stopped (its onboarding's
 * `attention` is null, decision 0043) with a lease until `leaseUntil` (UTC ms), in
 * one `UPDATE … WHERE invoice_id = (SELECT …) AND <still free> RETURNING`: the row is taken only if
 * still pending and free (lease NULL or expired at `now`), and `attempts` goes up by one. On
 * PostgreSQL the inner SELECT takes `FOR UPDATE SKIP LOCKED`, so two workers claiming at once take
 * two different rows; SQLite runs one writer at a time. Afterwards reads the document and invoice
 * UUID (a claimed row is never released without an answer or a retry schedule, so a failure here
 * only delays it until the lease ends).
 * @returns the claimed row, or undefined when none is due.
 */
export async function claimDue(
  db: DbOrTrx,
  dialect: Dialect,
  now: number,
  leaseUntil: number,
): Promise<ClaimedSubmission | undefined> {
  let pick = db
    .selectFrom('zatca_submissions')
    .select('invoice_id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    // A business whose CSID ZATCA refused sends nothing until it is renewed (decision 0043).
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('zatca_onboarding')
            .select('zatca_onboarding.business_id')
            .whereRef('zatca_onboarding.business_id', '=', 'zatca_submissions.business_id')
            .where('zatca_onboarding.attention', 'is not', null),
        ),
      ),
    )
    .orderBy('next_attempt_at')
    .orderBy('invoice_id')
    .limit(1);
  if (dialect === 'postgres') pick = pick.forUpdate().skipLocked();
  const claimed = await db
    .updateTable('zatca_submissions')
    .set((eb) => ({ lease_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where('invoice_id', '=', pick)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .returning(['invoice_id', 'business_id', 'kind', 'attempts'])
    .executeTakeFirst();
  if (!claimed) return undefined;
  const doc = await db
    .selectFrom('zatca_documents')
    .innerJoin('invoices', 'invoices.id', 'zatca_documents.invoice_id')
    .innerJoin('businesses', 'businesses.id', 'zatca_documents.business_id')
    .select([
      'invoices.uuid',
      'zatca_documents.invoice_hash',
      'zatca_documents.xml',
      'businesses.key',
    ])
    .where('zatca_documents.business_id', '=', claimed.business_id)
    .where('zatca_documents.invoice_id', '=', claimed.invoice_id)
    .executeTakeFirstOrThrow();
  return {
    invoiceId: claimed.invoice_id,
    businessId: claimed.business_id,
    businessKey: doc.key,
    kind: claimed.kind as ZatcaSubmissionKind,
    attempts: claimed.attempts,
    leaseUntil,
    uuid: doc.uuid,
    invoiceHash: doc.invoice_hash,
    xml: doc.xml,
  };
}

/**
 * Records ZATCA's answer — only while the row is still pending, so the first answer recorded is
 * the one kept (a late answer to an earlier, expired claim of the same document changes nothing).
 * Frees the lease. @returns true when this call recorded the answer.
 */
export async function recordAnswer(
  db: DbOrTrx,
  businessId: number,
  invoiceId: number,
  answer: {
    status: Exclude<ZatcaStatus, 'pending'>;
    messages: ZatcaMessage[];
    clearedXml: string | null;
  },
  now: number,
): Promise<boolean> {
  const r = await db
    .updateTable('zatca_submissions')
    .set({
      status: answer.status,
      messages: JSON.stringify(answer.messages),
      cleared_xml: answer.clearedXml,
      lease_until: null,
      last_error: '',
      answered_at: now,
    })
    .where('business_id', '=', businessId)
    .where('invoice_id', '=', invoiceId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * A send with no answer (`reason`): the row is due again at `nextAttemptAt` (UTC ms) and freed —
 * only if it is still pending and still held by this claim (`attempts` unchanged), so an expired
 * claim never frees a later worker's lease. @returns true when the schedule was written.
 */
export async function scheduleRetry(
  db: DbOrTrx,
  businessId: number,
  invoiceId: number,
  attempts: number,
  nextAttemptAt: number,
  reason: string,
): Promise<boolean> {
  const r = await db
    .updateTable('zatca_submissions')
    .set({ next_attempt_at: nextAttemptAt, lease_until: null, last_error: reason.slice(0, 1000) })
    .where('business_id', '=', businessId)
    .where('invoice_id', '=', invoiceId)
    .where('status', '=', 'pending')
    .where('attempts', '=', attempts)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Gives back a claim whose send a shutdown cut short (decision 0064): due at `now` (UTC ms), unleased,
 * if still pending and held by this claim (as scheduleRetry). @returns true when released.
 */
export async function releaseClaim(
  db: DbOrTrx,
  businessId: number,
  invoiceId: number,
  attempts: number,
  now: number,
): Promise<boolean> {
  const r = await db
    .updateTable('zatca_submissions')
    .set({ next_attempt_at: now, lease_until: null })
    .where('business_id', '=', businessId)
    .where('invoice_id', '=', invoiceId)
    .where('status', '=', 'pending')
    .where('attempts', '=', attempts)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The invoice's queue row, or undefined when it was never queued. */
export async function findSubmission(
  db: DbOrTrx,
  businessId: number,
  invoiceId: number,
): Promise<ZatcaSubmissionRow | undefined> {
  return db
    .selectFrom('zatca_submissions')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirst();
}

/** Status per invoice id of the business, for the ids that were queued. */
export async function statusesOf(
  db: DbOrTrx,
  businessId: number,
  invoiceIds: readonly number[],
): Promise<Map<number, ZatcaStatus>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('zatca_submissions')
    .select(['invoice_id', 'status'])
    .where('business_id', '=', businessId)
    .where('invoice_id', 'in', invoiceIds)
    .execute();
  return new Map(rows.map((r) => [r.invoice_id, r.status as ZatcaStatus]));
}

/**
 * Makes a rejected row, or a pending one waiting for its next try, due at `now` (UTC ms) with no
 * lease and no messages (the caller keeps the earlier ones in the audit log); a row being sent
 * right now (lease not expired) or already accepted is left alone.
 * @returns true when the row was made due.
 */
export async function makeDueNow(
  trx: DbOrTrx,
  businessId: number,
  invoiceId: number,
  now: number,
): Promise<boolean> {
  const r = await trx
    .updateTable('zatca_submissions')
    .set({
      status: 'pending',
      messages: '[]',
      next_attempt_at: now,
      lease_until: null,
      answered_at: null,
    })
    .where('business_id', '=', businessId)
    .where('invoice_id', '=', invoiceId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'rejected'),
        eb.and([
          eb('status', '=', 'pending'),
          eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]),
        ]),
      ]),
    )
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Makes every pending row of the business due at `now` (UTC ms): after its production CSID was
 * issued or renewed, the documents that waited for it go out at the worker's next pass.
 */
export async function makeBusinessDueNow(db: DbOrTrx, businessId: number, now: number) {
  await db
    .updateTable('zatca_submissions')
    .set({ next_attempt_at: now })
    .where('business_id', '=', businessId)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '>', now)
    .execute();
}

/**
 * Of the business's invoices `invoiceIds`, those ZATCA refused to clear (kind clearance, status
 * rejected: not tax invoices, decision 0044) with ZATCA's messages.
 */
export async function rejectedClearances(
  db: DbOrTrx,
  businessId: number,
  invoiceIds: readonly number[],
): Promise<Map<number, ZatcaMessage[]>> {
  const found = new Map<number, ZatcaMessage[]>();
  for (let i = 0; i < invoiceIds.length; i += 500) {
    const rows = await db
      .selectFrom('zatca_submissions')
      .select(['invoice_id', 'messages'])
      .where('business_id', '=', businessId)
      .where('kind', '=', 'clearance')
      .where('status', '=', 'rejected')
      .where('invoice_id', 'in', invoiceIds.slice(i, i + 500))
      .execute();
    for (const r of rows) found.set(r.invoice_id, JSON.parse(r.messages) as ZatcaMessage[]);
  }
  return found;
}
