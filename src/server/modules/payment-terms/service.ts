import { randomUUID } from 'node:crypto';
import { AppError } from '../../../domain/errors';
import { TERMS_ERROR_MESSAGES } from '../../../domain/terms-errors';
import type { PaymentTermBody, PaymentTermView } from '../../../domain/schemas/payment-terms';
import type { AppContext, SessionUser } from '../../context';
import type { DbOrTrx } from '../../db/types';
import { auditAction } from '../audit/service';
import type { BusinessRow } from '../businesses/service';
import * as repo from './repository';

/** 409 payment_term_name_taken, its message under the form's `name` field too. */
const nameTaken = () =>
  new AppError('payment_term_name_taken', {
    fields: { name: TERMS_ERROR_MESSAGES.payment_term_name_taken },
  });

export type { PaymentTermRow } from './repository';

/** A stored term → the wire shape (`end_of_month` as a boolean). */
export function toPaymentTermView(row: repo.PaymentTermRow): PaymentTermView {
  return {
    ID: row.id,
    UUID: row.uuid,
    name: row.name,
    days: row.days,
    end_of_month: row.end_of_month === 1,
    position: row.position,
  };
}

/** GET payment_terms: the business's live terms in position order (decision 0068). */
export async function listPaymentTerms(
  ctx: AppContext,
  business: BusinessRow,
): Promise<PaymentTermView[]> {
  return (await repo.listTerms(ctx.db, business.id)).map(toPaymentTermView);
}

/**
 * A body's `payment_term_id` checked against the business: the id of a live term, null for null,
 * undefined for undefined (absent = unchanged).
 * @throws AppError payment_term_unknown (422) for an id that is not a live term of the business.
 */
export async function resolvePaymentTerm(
  db: DbOrTrx,
  businessId: number,
  id: number | null | undefined,
): Promise<number | null | undefined> {
  if (id === undefined || id === null) return id;
  const row = await repo.findTermById(db, businessId, id);
  if (!row || row.deleted_at !== null) throw new AppError('payment_term_unknown');
  return row.id;
}

/** The term a client of the business carries by default (decision 0068), or null for cash. */
export async function clientPaymentTermId(
  db: DbOrTrx,
  businessId: number,
  clientId: number,
): Promise<number | null> {
  return repo.clientTermId(db, businessId, clientId);
}

/** A live term of the business by UUID, or undefined. */
export async function paymentTermByUuid(db: DbOrTrx, businessId: number, uuid: string) {
  return repo.findTermByUuid(db, businessId, uuid);
}

/** A term by id, deleted ones too (a document keeps its term); undefined for null. */
export async function paymentTermById(db: DbOrTrx, businessId: number, id: number | null) {
  return id === null ? undefined : repo.findTermById(db, businessId, id);
}

async function loadTerm(db: DbOrTrx, businessId: number, uuid: string) {
  const row = await repo.findTermByUuid(db, businessId, uuid);
  if (!row) throw new AppError('not_found');
  return row;
}

/**
 * POST payment_terms: a new term, after the last one unless `position` is given; audited.
 * @throws AppError payment_term_name_taken (409) when a live term of the business has the name.
 */
export async function createPaymentTerm(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  body: PaymentTermBody,
): Promise<PaymentTermView> {
  return ctx.db.transaction().execute(async (trx) => {
    if (await repo.findTermByName(trx, business.id, body.name)) throw nameTaken();
    const now = ctx.now();
    const uuid = randomUUID();
    const id = await repo.insertTerm(trx, {
      business_id: business.id,
      uuid,
      name: body.name,
      days: body.days,
      end_of_month: body.end_of_month ? 1 : 0,
      position: body.position ?? (await repo.nextPosition(trx, business.id)),
      created_at: now,
      updated_at: now,
    });
    await auditAction(trx, { at: now, actor, business }, 'payment_term.create', uuid, body);
    return toPaymentTermView((await repo.findTermById(trx, business.id, id))!);
  });
}

/**
 * PUT payment_terms/{UUID}: name, days, end of month (and position when given). Documents issued
 * under the term keep the due date they were given.
 * @throws AppError not_found (404); payment_term_name_taken (409).
 */
export async function updatePaymentTerm(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  uuid: string,
  body: PaymentTermBody,
): Promise<PaymentTermView> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await loadTerm(trx, business.id, uuid);
    if (await repo.findTermByName(trx, business.id, body.name, row.id)) throw nameTaken();
    const now = ctx.now();
    await repo.updateTerm(trx, business.id, row.id, {
      name: body.name,
      days: body.days,
      end_of_month: body.end_of_month ? 1 : 0,
      ...(body.position === undefined ? {} : { position: body.position }),
      updated_at: now,
    });
    await auditAction(trx, { at: now, actor, business }, 'payment_term.update', uuid, body);
    return toPaymentTermView((await repo.findTermById(trx, business.id, row.id))!);
  });
}

/**
 * DELETE payment_terms/{UUID}: removed for good when nothing names it; else soft-deleted
 * (`deleted_at`), so clients, suppliers and documents keep it but it is no longer offered.
 * @returns whether the delete was soft
 * @throws AppError not_found (404).
 */
export async function deletePaymentTerm(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  uuid: string,
): Promise<{ soft: boolean }> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await loadTerm(trx, business.id, uuid);
    const now = ctx.now();
    const soft = await repo.isTermReferenced(trx, business.id, row.id);
    if (soft) await repo.updateTerm(trx, business.id, row.id, { updated_at: now, deleted_at: now });
    else await repo.deleteTerm(trx, business.id, row.id);
    await auditAction(trx, { at: now, actor, business }, 'payment_term.delete', uuid, {
      ...toPaymentTermView(row),
      soft,
    });
    return { soft };
  });
}
