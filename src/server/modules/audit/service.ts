/**
 * The audit module's face to the other modules (a module uses another only through its service):
 * record a sensitive action inside the transaction that performs it, and read the
 * log for the audit screen.
 */
import { riyadhMidnightUtc } from '../../../domain/riyadh-time';
import type { AuditPage, AuditQuery } from '../../../domain/schemas/audit';
import type { AppContext } from '../../context';
import { namesOf, nameKey, type NamedKind, type NameRef } from './names';
import { readAudit, type AuditRow } from './repository';

export { auditAction, writeAudit, type AuditEntry, type AuditedBy } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Parses a stored details column (JSON text); anything unreadable is shown as the raw text. */
function parseDetails(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const NAMED_ENTITIES: readonly string[] = [
  'product',
  'category',
  'client',
  'supplier',
  'purchase',
  'invoice',
  'user',
] satisfies NamedKind[];
/** Detail fields that hold the UUID of a thing the screen names (order.create, purchase.create…). */
const NAMED_DETAILS: Record<string, NamedKind> = {
  client: 'client',
  supplier: 'supplier',
  invoice: 'invoice',
};

/** The ids of `row` worth a name: its entity's id, and UUIDs in its NAMED_DETAILS fields. */
function refsOf(row: AuditRow, details: unknown): NameRef[] {
  const businessId = row.businessId;
  const refs: NameRef[] = [];
  if (NAMED_ENTITIES.includes(row.entity))
    refs.push({
      kind: row.entity as NamedKind,
      uuid: row.entityId,
      businessId: row.entity === 'user' ? null : businessId,
    });
  if (details && typeof details === 'object')
    for (const [key, kind] of Object.entries(NAMED_DETAILS)) {
      const value = (details as Record<string, unknown>)[key];
      if (typeof value === 'string') refs.push({ kind, uuid: value, businessId });
    }
  return refs;
}

/**
 * A page of the audit log for `GET /admin/audit`, newest first: `from`/`to` are Riyadh dates
 * (inclusive, so `to` ends at the next Riyadh midnight), `action` and `user` (username) exact.
 * Each record carries `names`: UUID → name of its entity and of the things its details name
 * (decision 0050), business-scoped (namesOf).
 */
export async function listAudit(ctx: AppContext, q: AuditQuery): Promise<AuditPage> {
  const { rows, total } = await readAudit(ctx.db, {
    start: q.from ? riyadhMidnightUtc(q.from) : undefined,
    end: q.to ? riyadhMidnightUtc(q.to) + DAY_MS : undefined,
    action: q.action || undefined,
    username: q.user || undefined,
    limit: q.limit,
    offset: q.offset,
  });
  const details = rows.map((r) => parseDetails(r.details));
  const names = await namesOf(
    ctx.db,
    rows.flatMap((r, i) => refsOf(r, details[i])),
  );
  return {
    items: rows.map((r, i) => ({
      id: r.id,
      at: new Date(r.at).toISOString(),
      user: r.username,
      business: r.businessKey,
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      details: details[i],
      names: Object.fromEntries(
        refsOf(r, details[i]).flatMap((ref) => {
          const name = names.get(nameKey(ref));
          return name === undefined ? [] : [[ref.uuid, name]];
        }),
      ),
    })),
    total,
  };
}
