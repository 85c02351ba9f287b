/**
 * Invoice backups per business as rules (decision 0026): the
 * names Sanad gives its invoice export files, what a file's manifest says and how it is judged
 * before a restore. Pure: the files live in src/server/modules/backups/invoice-backups.ts, the
 * invoices in src/server/modules/invoices.
 */

/** What an export holds: every invoice of the business, or those of this Riyadh month. */
export const INVOICE_BACKUP_SCOPES = ['all', 'month'] as const;
export type InvoiceBackupScope = (typeof INVOICE_BACKUP_SCOPES)[number];

/** The 4-character prefix of each scope's names (a 4-character prefix, then seconds). */
export const INVOICE_BACKUP_PREFIX: Record<InvoiceBackupScope, string> = {
  all: 'inva',
  month: 'invm',
};

/**
 * The only names Sanad makes, lists and restores: `inva` or `invm` then the Unix seconds of the
 * export (10 digits, no leading zero). Letters and digits only, so a name can never leave its
 * folder (no slash, no dot, no NUL).
 */
export const INVOICE_BACKUP_NAME = /^inv[am][1-9]\d{9}$/;

/** Every name is exactly this long (4 + 10). */
export const INVOICE_BACKUP_NAME_LENGTH = 14;

/** The file of backup `name` in the business's folder: the name and this extension. */
export const INVOICE_BACKUP_EXTENSION = '.tar.gz';

/** The business the backup screen opens on, when it is in the list. */
export const DEFAULT_BACKUP_BUSINESS_KEY = 'mengusha';

/**
 * The name of an export of `scope` made at `seconds` (Unix seconds, UTC).
 * @throws RangeError when `seconds` is not a 10-digit whole number (2001-09-09 to 2286-11-20).
 */
export function invoiceBackupName(scope: InvoiceBackupScope, seconds: number): string {
  const name = `${INVOICE_BACKUP_PREFIX[scope]}${seconds}`;
  if (!Number.isSafeInteger(seconds) || !INVOICE_BACKUP_NAME.test(name))
    throw new RangeError(`invoice backup seconds out of range: ${seconds}`);
  return name;
}

/**
 * A name Sanad made → its scope and the instant of the export (UTC ms: the name's seconds × 1000,
 * as the legacy app reads it: drop the first 4 characters, read the rest as seconds); null for any
 * other name.
 */
export function parseInvoiceBackupName(
  name: string,
): { scope: InvoiceBackupScope; at: number } | null {
  if (!INVOICE_BACKUP_NAME.test(name)) return null;
  const scope = name[3] === 'a' ? 'all' : 'month';
  return { scope, at: Number(name.slice(4)) * 1000 };
}

/** The payload entry of an invoice backup archive. */
export const INVOICE_BACKUP_PAYLOAD = 'invoices.json';

/** What `manifest.json` inside every invoice backup says (format version 1). */
export interface InvoiceBackupManifest {
  format: 'sanad-invoices';
  formatVersion: 1;
  /** The business exported: a file restores only into the business of the same key. */
  business: { id: number; key: string };
  scope: InvoiceBackupScope;
  /** The half-open UTC range `[start, end)` of a month export (ISO 8601), else null. */
  period: { start: string; end: string } | null;
  /** When the export was taken, ISO 8601 UTC. */
  createdAt: string;
  /** How many invoices, lines and receipt-voucher payments the payload holds. */
  counts: { invoices: number; lines: number; payments: number };
  /** The payload file in the archive: its name, size in bytes and SHA-256 (hex). */
  payload: { file: string; bytes: number; sha256: string };
}

/** Why an invoice backup file cannot be restored here (codes of src/domain/errors.ts). */
export type InvoiceBackupRefusal = 'invoice_backup_foreign' | 'invoice_backup_other_business';

/**
 * Judges a parsed manifest before anything is read further: `invoice_backup_foreign` unless it is
 * a version-1 Sanad invoice manifest, `invoice_backup_other_business` when it was exported from
 * a business of another key. Null when the payload may be checked next.
 */
export function judgeInvoiceManifest(
  manifest: unknown,
  businessKey: string,
): InvoiceBackupRefusal | null {
  if (!isInvoiceManifest(manifest)) return 'invoice_backup_foreign';
  if (manifest.business.key !== businessKey) return 'invoice_backup_other_business';
  return null;
}

const count = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 0;

/** True when `value` has the shape of a version-1 invoice backup manifest. */
export function isInvoiceManifest(value: unknown): value is InvoiceBackupManifest {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Partial<InvoiceBackupManifest>;
  const b = m.business as Partial<InvoiceBackupManifest['business']> | undefined;
  const c = m.counts as Partial<InvoiceBackupManifest['counts']> | undefined;
  const p = m.payload as Partial<InvoiceBackupManifest['payload']> | undefined;
  return (
    m.format === 'sanad-invoices' &&
    m.formatVersion === 1 &&
    typeof b === 'object' &&
    b !== null &&
    Number.isSafeInteger(b.id) &&
    typeof b.key === 'string' &&
    (INVOICE_BACKUP_SCOPES as readonly unknown[]).includes(m.scope) &&
    typeof m.createdAt === 'string' &&
    typeof c === 'object' &&
    c !== null &&
    count(c.invoices) &&
    count(c.lines) &&
    count(c.payments) &&
    typeof p === 'object' &&
    p !== null &&
    p.file === INVOICE_BACKUP_PAYLOAD &&
    count(p.bytes) &&
    typeof p.sha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(p.sha256)
  );
}

/** What an export or a restore wrote: invoices, lines, receipt-voucher payments. */
export interface InvoiceBackupCounts {
  invoices: number;
  lines: number;
  payments: number;
}

/** The Arabic line an export answers (legacy app: `message`), with its name and counts. */
export function exportedMessage(name: string, c: InvoiceBackupCounts): string {
  return `حُفظت نسخة الفواتير \u2066${name}\u2069 — الفواتير: ${c.invoices}، الأسطر: ${c.lines}، الدفعات: ${c.payments}`;
}

/**
 * The Arabic line a restore answers: what came back, what was already there and left as it was,
 * what the file holds that is not in the database (restore/invoiceline), and how many invoice
 * numbers up to the last no invoice holds (numbers lost and in no restored file).
 */
export function restoredMessage(
  mode: 'invoices' | 'lines',
  c: InvoiceBackupCounts & { present: number; absent: number; missingNumbers: number },
): string {
  const parts =
    mode === 'invoices'
      ? [
          c.invoices === 0
            ? 'لم تُستعد فواتير: كل فواتير النسخة موجودة'
            : `استُعيدت الفواتير بأرقامها الأصلية — الفواتير: ${c.invoices}، الأسطر: ${c.lines}، الدفعات: ${c.payments}`,
          `الموجودة من قبل وتُركت كما هي: ${c.present}`,
        ]
      : [
          c.lines === 0
            ? 'لم تُستعد أسطر: كل أسطر الفواتير الموجودة كاملة'
            : `استُعيدت أسطر الفواتير الموجودة — الأسطر: ${c.lines}`,
          `فواتير النسخة الموجودة: ${c.present}`,
          ...(c.absent > 0
            ? [`فواتير في النسخة غير موجودة فلم تُمس (استعدها باستيراد الفواتير): ${c.absent}`]
            : []),
        ];
  if (c.missingNumbers > 0)
    parts.push(`تنبيه: أرقام فواتير ما زالت مفقودة لا تحملها فاتورة: ${c.missingNumbers}`);
  return parts.join('؛ ');
}

/**
 * The invoice backup name (without `.tar.gz`) of an uploaded file (decision 0050): its own name
 * when it is `{name}.tar.gz` of a name Sanad makes, also after a browser's copy mark
 * (`inva… (1).tar.gz`) or a path before it; null otherwise (refused as invoice_backup_foreign).
 * The name's scope must be the manifest's (`manifestScope`), else null too.
 */
export function invoiceBackupNameOfUpload(
  filename: string,
  manifestScope?: InvoiceBackupScope,
): string | null {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const m = /^(inv[am]\d{10})(?: ?\(\d{1,3}\))?\.tar\.gz$/.exec(base);
  const parsed = m ? parseInvoiceBackupName(m[1]!) : null;
  if (!parsed || (manifestScope !== undefined && parsed.scope !== manifestScope)) return null;
  return m![1]!;
}
