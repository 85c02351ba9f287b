/**
 * The audit module's face to the other modules (a module uses another only through its service):
 * record a sensitive action inside the transaction that performs it, and read the
 * log for the audit screen.
 */
import { riyadhMidnightUtc } from '../../../domain/riyadh-time';
import type { AuditPage, AuditQuery } from '../../../domain/schemas/audit';
import type { AppContext } from '../../context';
import { readAudit } from './repository';

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

/**
 * A page of the audit log for `GET /admin/audit`, newest first: `from`/`to` are Riyadh dates
 * (inclusive, so `to` ends at the next Riyadh midnight), `action` and `user` (username) exact.
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
  return {
    items: rows.map((r) => ({
      id: r.id,
      at: new Date(r.at).toISOString(),
      user: r.username,
      business: r.businessKey,
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      details: parseDetails(r.details),
    })),
    total,
  };
}
