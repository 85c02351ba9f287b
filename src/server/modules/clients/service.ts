import { randomUUID } from 'node:crypto';
import { AppError, FIELD_MESSAGES } from '../../../domain/errors';
import type { ClientBody, ClientView } from '../../../domain/schemas/clients';
import type { AppContext, SessionUser } from '../../context';
import { constraintViolation } from '../../db/constraint-errors';
import type { DbOrTrx } from '../../db/types';
import { auditAction } from '../audit/service';
import { openBusiness, type BusinessRow } from '../businesses/service';
import * as repo from './repository';
import { loadClient } from './load';
import { clientColumns, toClientView } from './view';
import { resolvePaymentTerm } from '../payment-terms';
import { deleteAddressesOfClient } from './addresses-repository';

export { loadClient } from './load';
export { clientInvoices, clientStatement, clientStatementPdf } from './statement';
import { clientInvoices } from './statement';

export type { ClientRow } from './repository';
export { toClientView } from './view';

/** The clients of the business, by name; `q` filters on name, VAT number, phones, contact. */
export async function listClients(
  ctx: AppContext,
  business: BusinessRow,
  q?: string,
): Promise<ClientView[]> {
  return (await repo.listClients(ctx.db, business.id, q)).map(toClientView);
}

/** The business's client row with this id (undefined when gone). */
export async function findClientById(db: DbOrTrx, businessId: number, id: number) {
  return repo.findClientById(db, businessId, id);
}

/** GET clients/{UUID}. @throws AppError not_found (404). */
export async function getClient(
  ctx: AppContext,
  business: BusinessRow,
  uuid: string,
): Promise<ClientView> {
  return toClientView(await loadClient(ctx.db, business.id, uuid));
}

/** @throws AppError client_vat_taken (409, fields.VAT) when another client of the business has it. */
async function assertVatFree(trx: DbOrTrx, businessId: number, vat: string, exceptId?: number) {
  if (await repo.findClientByVat(trx, businessId, vat, exceptId))
    throw new AppError('client_vat_taken', { fields: { VAT: FIELD_MESSAGES.clientVatTaken } });
}

/** A unique violation that slipped past assertVatFree (two requests racing) is the same 409. */
async function vatRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (constraintViolation(err) === 'unique')
      throw new AppError('client_vat_taken', { fields: { VAT: FIELD_MESSAGES.clientVatTaken } });
    throw err;
  }
}

/**
 * POST clients: a new client of the business, audited.
 * @throws AppError client_vat_taken (409) when the business has a client with that VAT number.
 */
export async function createClient(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  body: ClientBody,
): Promise<ClientView> {
  return vatRace(() =>
    ctx.db.transaction().execute(async (trx) => {
      await assertVatFree(trx, business.id, body.VAT);
      const now = ctx.now();
      const uuid = randomUUID();
      const id = await repo.insertClient(trx, business.id, {
        ...clientColumns(body),
        payment_term_id: (await resolvePaymentTerm(trx, business.id, body.payment_term_id)) ?? null,
        uuid,
        created_at: now,
        updated_at: now,
      });
      await auditAction(trx, { at: now, actor, business }, 'client.create', uuid, body);
      return toClientView((await repo.findClientById(trx, business.id, id))!);
    }),
  );
}

/**
 * PUT clients/{UUID}: replaces every field. Invoices already issued keep the buyer as it was.
 * @throws AppError not_found (404); client_vat_taken (409).
 */
export async function updateClient(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  uuid: string,
  body: ClientBody,
): Promise<ClientView> {
  return vatRace(() =>
    ctx.db.transaction().execute(async (trx) => {
      const row = await loadClient(trx, business.id, uuid);
      await assertVatFree(trx, business.id, body.VAT, row.id);
      const now = ctx.now();
      const term = await resolvePaymentTerm(trx, business.id, body.payment_term_id);
      await repo.updateClient(trx, business.id, row.id, {
        ...clientColumns(body),
        ...(term === undefined ? {} : { payment_term_id: term }),
        updated_at: now,
      });
      await auditAction(trx, { at: now, actor, business }, 'client.update', uuid, body);
      return toClientView((await repo.findClientById(trx, business.id, row.id))!);
    }),
  );
}

/**
 * DELETE clients/{UUID}.
 * @throws AppError not_found (404); client_in_use (409) while it has quotations, sale orders or
 *   invoices. Its addresses go with it.
 */
export async function deleteClient(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  uuid: string,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await loadClient(trx, business.id, uuid);
    if (await repo.isClientInUse(trx, business.id, row.id)) throw new AppError('client_in_use');
    await deleteAddressesOfClient(trx, business.id, row.id);
    await repo.deleteClient(trx, business.id, row.id);
    await auditAction(
      trx,
      { at: ctx.now(), actor, business },
      'client.delete',
      uuid,
      toClientView(row),
    );
  });
}

/**
 * GET /api/v1/kinvclient/{UUID} (no business in the path): the business is the
 * client's own, and the user must be allowed `clients.read` there exactly as under
 * /api/v1/{business}/invoclient/{UUID} (membership, role, kind).
 * @throws AppError not_found (404) for an unknown client; business_forbidden / forbidden (403).
 */
export async function invoicesOfClientAnywhere(ctx: AppContext, user: SessionUser, uuid: string) {
  const key = await repo.findBusinessKeyOfClient(ctx.db, uuid);
  if (!key) throw new AppError('not_found');
  const { business } = await openBusiness(ctx, user, key, 'clients.read');
  return clientInvoices(ctx, business, uuid);
}
