import { randomUUID } from 'node:crypto';
import { AppError } from '../../../domain/errors';
import type {
  ClientAddressBody,
  ClientAddressView,
} from '../../../domain/schemas/client-addresses';
import type { AppContext, SessionUser } from '../../context';
import type { DbOrTrx } from '../../db/types';
import { auditAction } from '../audit/service';
import type { BusinessRow } from '../businesses/service';
import * as repo from './addresses-repository';
import { loadClient } from './load';

/**
 * A client's addresses (decision 0068): several per client, at most one live default. Every
 * change runs in one transaction holding the client's row lock, so the "one default" rule holds
 * under concurrent requests; a deleted address is kept (sale orders and delivery notes name it).
 */

function toView(r: repo.AddressRow): ClientAddressView {
  return {
    UUID: r.uuid,
    label: r.label,
    street_name: r.street_name,
    building_number: r.building_number,
    city_subdivision_name: r.city_subdivision_name,
    city_name: r.city_name,
    postal_zone: r.postal_zone,
    country: r.country,
    contact_person: r.contact_person,
    phone: r.phone,
    is_default: Number(r.is_default) === 1,
  };
}

/** The client's row id, locked. @throws AppError not_found (404), also for another business's. */
async function lockedClient(trx: DbOrTrx, businessId: number, clientUuid: string) {
  const client = await loadClient(trx, businessId, clientUuid);
  await repo.lockClient(trx, businessId, client.id);
  return client.id;
}

/** @throws AppError not_found (404) when the address is not a live one of the client. */
async function liveAddress(trx: DbOrTrx, businessId: number, clientId: number, uuid: string) {
  const row = await repo.findLiveAddress(trx, businessId, clientId, uuid);
  if (!row) throw new AppError('not_found');
  return row;
}

/** GET clients/{UUID}/addresses: live addresses, default first. @throws AppError not_found. */
export async function listAddresses(
  ctx: AppContext,
  business: BusinessRow,
  clientUuid: string,
): Promise<ClientAddressView[]> {
  const client = await loadClient(ctx.db, business.id, clientUuid);
  return (await repo.liveAddresses(ctx.db, business.id, client.id)).map(toView);
}

/**
 * POST clients/{UUID}/addresses: a new address; it is the default when asked or when the client
 * has no other live address (and then the only default). Audited.
 * @throws AppError not_found (404) for an unknown client.
 */
export async function createAddress(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  clientUuid: string,
  body: ClientAddressBody,
): Promise<ClientAddressView> {
  return ctx.db.transaction().execute(async (trx) => {
    const clientId = await lockedClient(trx, business.id, clientUuid);
    const now = ctx.now();
    const uuid = randomUUID();
    const first = (await repo.liveAddresses(trx, business.id, clientId)).length === 0;
    await repo.insertAddress(
      trx,
      { businessId: business.id, clientId, uuid, now },
      body,
      body.is_default || first,
    );
    const row = (await repo.findLiveAddress(trx, business.id, clientId, uuid))!;
    if (body.is_default) await repo.clearOtherDefaults(trx, business.id, clientId, row.id, now);
    await auditAction(trx, { at: now, actor, business }, 'client_address.create', uuid, body);
    return toView({ ...row, is_default: body.is_default || first ? 1 : 0 });
  });
}

/**
 * PUT clients/{UUID}/addresses/{ADDRESS}: replaces its fields. `is_default: true` makes it the
 * default (the others lose it); `false` on the default keeps it (a client with addresses always
 * has one default — choose another instead). Audited.
 * @throws AppError not_found (404).
 */
export async function updateAddress(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  clientUuid: string,
  addressUuid: string,
  body: ClientAddressBody,
): Promise<ClientAddressView> {
  return ctx.db.transaction().execute(async (trx) => {
    const clientId = await lockedClient(trx, business.id, clientUuid);
    const row = await liveAddress(trx, business.id, clientId, addressUuid);
    const now = ctx.now();
    const isDefault = body.is_default || Number(row.is_default) === 1;
    await repo.updateAddress(trx, business.id, row.id, body, isDefault, now);
    if (isDefault) await repo.clearOtherDefaults(trx, business.id, clientId, row.id, now);
    await auditAction(
      trx,
      { at: now, actor, business },
      'client_address.update',
      addressUuid,
      body,
    );
    return toView((await repo.findLiveAddress(trx, business.id, clientId, addressUuid))!);
  });
}

/**
 * DELETE clients/{UUID}/addresses/{ADDRESS}: hides the address (documents keep naming it); when
 * it was the default, the oldest remaining live address becomes the default. Audited.
 * @throws AppError not_found (404).
 */
export async function deleteAddress(
  ctx: AppContext,
  actor: SessionUser,
  business: BusinessRow,
  clientUuid: string,
  addressUuid: string,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const clientId = await lockedClient(trx, business.id, clientUuid);
    const row = await liveAddress(trx, business.id, clientId, addressUuid);
    const now = ctx.now();
    await repo.softDeleteAddress(trx, business.id, row.id, now);
    if (Number(row.is_default) === 1) {
      const rest = await repo.liveAddresses(trx, business.id, clientId);
      const next = [...rest].sort((a, b) => Number(a.id) - Number(b.id))[0];
      if (next) await repo.markDefault(trx, business.id, next.id, now);
    }
    await auditAction(trx, { at: now, actor, business }, 'client_address.delete', addressUuid, {
      label: row.label,
    });
  });
}
