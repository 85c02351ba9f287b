import { failedPath, storageFailure } from './storage-errors';

/** Why Sanad refuses to start. */
export type StartupProblem =
  | 'data_dir_cannot_create'
  | 'data_dir_not_folder'
  | 'data_dir_not_writable'
  | 'database_empty'
  | 'database_not_sqlite'
  | 'database_unreadable'
  | 'database_corrupt'
  | 'disk_full'
  | 'storage_io'
  | 'schema_newer';

/** What the message of each problem needs: the path, and a detail (errno code, check result). */
interface Facts {
  path: string;
  detail: string;
}

/** English and Arabic of each problem: what is wrong with which path, and what to do. */
const MESSAGES: Record<StartupProblem, (f: Facts) => { en: string; ar: string }> = {
  data_dir_cannot_create: ({ path, detail }) => ({
    en: `DATA_DIR ${path} does not exist and cannot be created (${detail}): create it, or choose a DATA_DIR inside a folder where Sanad has write permission`,
    ar: `مجلد البيانات ${path} غير موجود ولا يمكن إنشاؤه (${detail}): أنشئه، أو اختر DATA_DIR داخل مجلد لسند صلاحية الكتابة فيه`,
  }),
  data_dir_not_folder: ({ path }) => ({
    en: `DATA_DIR ${path} is a file, not a folder: move it aside or choose another DATA_DIR`,
    ar: `مسار البيانات ${path} ملف وليس مجلداً: انقله جانباً أو اختر DATA_DIR آخر`,
  }),
  data_dir_not_writable: ({ path, detail }) => ({
    en: `cannot write in DATA_DIR ${path} (${detail}): write permission on it is needed for the user running Sanad`,
    ar: `لا يمكن الكتابة في مجلد البيانات ${path} (${detail}): يلزم منح صلاحية الكتابة فيه للمستخدم الذي يشغّل سند`,
  }),
  database_empty: ({ path }) => ({
    en: `the database file ${path} is empty (0 bytes): restore it from a backup; only if this is a new install, start once with --init (or SANAD_INIT=1)`,
    ar: `ملف قاعدة البيانات ${path} فارغ (0 بايت): استرجعه من نسخة احتياطية؛ وإن كان هذا تثبيتاً جديداً فقط فشغّل سند مرة واحدة مع --init (أو SANAD_INIT=1)`,
  }),
  database_not_sqlite: ({ path }) => ({
    en: `${path} is not a SQLite database: restore it from a backup, or move it aside to start a new install`,
    ar: `الملف ${path} ليس قاعدة بيانات SQLite: استرجعه من نسخة احتياطية، أو انقله جانباً لبدء تثبيت جديد`,
  }),
  database_unreadable: ({ path, detail }) => ({
    en: `cannot open the database file ${path} (${detail}): read and write permission on it is needed for the user running Sanad`,
    ar: `تعذّر فتح ملف قاعدة البيانات ${path} (${detail}): يلزم منح صلاحية القراءة والكتابة عليه للمستخدم الذي يشغّل سند`,
  }),
  database_corrupt: ({ path, detail }) => ({
    en: `the database file ${path} is damaged (${detail}): stop and restore it from a backup`,
    ar: `ملف قاعدة البيانات ${path} تالف (${detail}): استرجعه من نسخة احتياطية`,
  }),
  disk_full: ({ path }) => ({
    en: `disk full: cannot write to ${path}: free some space, then start again`,
    ar: `القرص ممتلئ: لا يمكن الكتابة في ${path}؛ أفرغ مساحة ثم أعد التشغيل`,
  }),
  schema_newer: ({ detail }) => ({
    en: `the database was upgraded by a newer version of Sanad (migrations unknown to this one: ${detail}): run that version on every instance, or restore a backup made by this one`,
    ar: `قاعدة البيانات رُقّيت بإصدار أحدث من سند (ترحيلات لا يعرفها هذا الإصدار: ${detail}): شغّل ذلك الإصدار على كل النسخ، أو استرجع نسخة احتياطية أخذها هذا الإصدار`,
  }),
  storage_io: ({ path, detail }) => ({
    en: `I/O error on ${path} (${detail}): check the disk, then start again`,
    ar: `خطأ في القراءة أو الكتابة على ${path} (${detail}): افحص القرص ثم أعد التشغيل`,
  }),
};

/** Keeps a detail on one line and short (quick_check can list many problems). */
function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 160 ? `${flat.slice(0, 157)}...` : flat;
}

/**
 * Sanad cannot start, for a reason the operator can fix: `message` is English, `arabic` the same
 * in Arabic, both naming `path` and what to do. main.ts prints {@link StartupError.line} and exits
 * non-zero, without a stack trace.
 */
export class StartupError extends Error {
  readonly arabic: string;

  constructor(
    readonly problem: StartupProblem,
    readonly path: string,
    opts: { detail?: string; cause?: unknown } = {},
  ) {
    const { en, ar } = MESSAGES[problem]({ path, detail: oneLine(opts.detail ?? '') });
    super(en, { cause: opts.cause });
    this.name = 'StartupError';
    this.arabic = ar;
  }

  /** The single line printed at exit: English, then Arabic. */
  get line(): string {
    return `Sanad cannot start: ${this.message} | تعذّر تشغيل سند: ${this.arabic}`;
  }
}

/**
 * A storage failure met while starting (migrating or seeding a full disk, a page found damaged)
 * as a StartupError about `location`; a StartupError as it is; anything else null.
 */
export function asStartupError(err: unknown, location: string): StartupError | null {
  if (err instanceof StartupError) return err;
  const kind = storageFailure(err);
  if (!kind) return null;
  const detail = err instanceof Error ? err.message : String(err);
  const problem =
    kind === 'full' ? 'disk_full' : kind === 'corrupt' ? 'database_corrupt' : 'storage_io';
  return new StartupError(problem, failedPath(err) ?? location, { detail, cause: err });
}
