import type { DbOrTrx } from '../../db/types';

/** One audit record of a sensitive action (DESIGN.md §4): who, when (UTC ms), what, on which entity. */
export interface AuditEntry {
  at: number;
  userId: number | null;
  businessId?: number | null;
  action: string;
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
