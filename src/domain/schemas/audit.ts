import { z } from 'zod';
import { calendarDate } from './invoices';
import { cleanText } from './common';

/** Most audit records one page answers (GET /admin/audit). */
export const MAX_AUDIT_PAGE = 100;

const pageNumber = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'رقم غير صالح' })
    .int({ error: 'رقم غير صالح' })
    .min(0, { error: 'رقم غير صالح' })
    .max(max, { error: `الحد الأقصى ${max}` })
    .default(fallback);

/**
 * `GET /admin/audit` query: `from`/`to` Riyadh dates `YYYY-MM-DD`, inclusive;
 * `action` an exact action name (`user.update`); `user` an exact username; `limit` 1–100 (50),
 * `offset` ≥ 0. Every filter is optional.
 */
export const auditQuery = z
  .object({
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    action: cleanText().max(64).optional(),
    user: cleanText().max(200).optional(),
    limit: pageNumber(MAX_AUDIT_PAGE, 50).refine((v) => v >= 1, { error: 'رقم غير صالح' }),
    offset: pageNumber(1_000_000_000, 0),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    error: 'تاريخ البداية بعد تاريخ النهاية',
    path: ['to'],
  });
export type AuditQuery = z.infer<typeof auditQuery>;

/**
 * One audit record as listed: `at` ISO 8601 UTC (the screen shows it in Riyadh), the user's
 * username (null for the system: a scheduled backup, or a deleted user), the business key (null
 * for an action outside any business), the entity touched and the details as recorded.
 */
export const auditEntryView = z.object({
  id: z.number(),
  at: z.string(),
  user: z.string().nullable(),
  business: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  details: z.unknown(),
  /**
   * UUID → name of the things the record names, found now in the record's own business: its
   * entity (product, category, client, supplier, purchase by its supplier, invoice by its number,
   * user by username) and the `client`, `supplier`, `invoice` of its details (decision 0050).
   */
  names: z.record(z.string(), z.string()),
});
export type AuditEntryView = z.infer<typeof auditEntryView>;

/** A page of the audit log, newest first, and how many records match in all. */
export const auditPage = z.object({ items: z.array(auditEntryView), total: z.number() });
export type AuditPage = z.infer<typeof auditPage>;
