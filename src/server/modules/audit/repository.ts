import type { AuditAction } from '../../../domain/audit-actions';
import type { DbOrTrx } from '../../db/types';

/** One audit record of a sensitive action: who, when (UTC ms), what, on which entity. */
export interface AuditEntry {
  at: number;
  userId: number | null;
  businessId?: number | null;
  /** One of AUDIT_ACTION_NAMES (src/domain/audit-actions.ts): each has its Arabic name. */
  action: AuditAction;
  entity: string;
  entityId: string | number;
  details?: unknown;
}

/** Appends to the audit log; call it inside the transaction of the action it records. */
export async function writeAudit(db: DbOrTrx, e: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: e.at,
      user_id: e.userId,
      business_id: e.businessId ?? null,
      action: e.action,
      entity: e.entity,
      entity_id: String(e.entityId),
      details: JSON.stringify(e.details ?? {}),
    })
    .execute();
}

/** Who acts and when: the actor (null for a setup step), the business (absent for a global action). */
export interface AuditedBy {
  /** UTC ms. */
  at: number;
  actor: { id: number } | null | undefined;
  business?: { id: number } | null;
}

/**
 * Appends the record of `action` on one entity by `by.actor` at `by.at` (writeAudit underneath;
 * the audit log of docs/decisions/0024-qr-tool-and-audit-log.md). The action is written
 * `entity.verb` and the entity recorded is its first word: `auditAction(trx, { at, actor,
 * business }, 'category.create', uuid, body)` records entity 'category' with id `uuid`. An action
 * whose entity is not its first word (a backup, a ZATCA step) calls writeAudit itself. Call it
 * inside the transaction of the action it records.
 */
export async function auditAction(
  db: DbOrTrx,
  by: AuditedBy,
  action: AuditAction,
  entityId: string | number,
  details?: unknown,
): Promise<void> {
  await writeAudit(db, {
    at: by.at,
    userId: by.actor?.id ?? null,
    ...(by.business ? { businessId: by.business.id } : {}),
    action,
    entity: action.slice(0, action.indexOf('.')),
    entityId,
    ...(details === undefined ? {} : { details }),
  });
}

/** Filters of readAudit: a half-open UTC range in ms, an exact action and an exact username. */
export interface AuditFilter {
  start?: number;
  end?: number;
  action?: string;
  username?: string;
  limit: number;
  offset: number;
}

/** One stored audit row with its user's username and its business's key (left joins). */
export interface AuditRow {
  id: number;
  at: number;
  username: string | null;
  businessId: number | null;
  businessKey: string | null;
  action: string;
  entity: string;
  entityId: string;
  details: string;
}

/**
 * A page of the audit log, newest first (then by id, so equal instants keep a stable order), and
 * the count of matching rows.
 */
export async function readAudit(
  db: DbOrTrx,
  f: AuditFilter,
): Promise<{ rows: AuditRow[]; total: number }> {
  let q = db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('businesses as b', 'b.id', 'a.business_id');
  if (f.start !== undefined) q = q.where('a.at', '>=', f.start);
  if (f.end !== undefined) q = q.where('a.at', '<', f.end);
  if (f.action !== undefined) q = q.where('a.action', '=', f.action);
  if (f.username !== undefined) q = q.where('u.username', '=', f.username);
  const [rows, count] = await Promise.all([
    q
      .select([
        'a.id',
        'a.at',
        'u.username',
        'a.business_id as businessId',
        'b.key as businessKey',
        'a.action',
        'a.entity',
        'a.entity_id as entityId',
        'a.details',
      ])
      .orderBy('a.at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<number | string | bigint>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      id: Number(r.id),
      at: Number(r.at),
      businessId: r.businessId === null ? null : Number(r.businessId),
    })),
    total: Number(count.n),
  };
}
