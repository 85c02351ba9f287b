import { z } from 'zod';
import { isCalendarDate, isTimeZone, RIYADH_TZ } from '../zoned-day';
import { businessParam } from './common';

/**
 * A signed link to one file (decision 0027): `url` (absolute path on this server, with its token)
 * opens the file without the bearer header until `expiresAt` (ISO 8601 UTC).
 */
export const signedLink = z.object({ url: z.string(), expiresAt: z.string() });
export type SignedLink = z.infer<typeof signedLink>;

/** Arabic texts of the archive query's checks. */
export const ARCHIVE_MESSAGES = {
  date: 'التاريخ غير صحيح؛ اكتبه بالشكل YYYY-MM-DD',
  tz: 'المنطقة الزمنية غير معروفة؛ مثل Asia/Riyadh',
} as const;

/**
 * `GET {business}/images?date=YYYY-MM-DD&tz=Asia/Riyadh`: a real calendar date (not
 * before 1970; absent = today in `tz`) and an IANA time zone (default Asia/Riyadh).
 * Bad values → 400.
 */
export const archiveQuery = z.object({
  date: z
    .string({ error: ARCHIVE_MESSAGES.date })
    .refine(isCalendarDate, { error: ARCHIVE_MESSAGES.date })
    .optional(),
  tz: z
    .string({ error: ARCHIVE_MESSAGES.tz })
    .default(RIYADH_TZ)
    .refine(isTimeZone, { error: ARCHIVE_MESSAGES.tz }),
});

/**
 * A receipt image's file name in the archive: `{unix-ms}_{ID}.png` ("names
 * beginning with a 10 to 16 digit timestamp"), ID the invoice number.
 */
export const ARCHIVE_FILE_NAME = /^(\d{10,16})_(\d{1,10})\.png$/;

/** `GET {business}/invo/{sig}/{name}` and `…/thumbs/{name}`: a signed archive image. */
export const archiveFileParams = businessParam.extend({
  sig: z.string().min(1).max(600),
  name: z.string().regex(ARCHIVE_FILE_NAME, { error: 'اسم ملف الصورة غير صالح' }),
});

/**
 * The archive of one day (legacy app: images): `files` — receipt image names of the invoices issued
 * that day in `tz`, newest first; `base_url` — `base_url` + encodeURIComponent(name) is the image
 * (a signed link, decision 0027); `thumbs_url` — the same for a 240 px wide WebP thumbnail;
 * `expires_at` — when both links stop working (ISO 8601 UTC); `date`, `tz` as asked.
 */
export const archiveAnswer = z.object({
  files: z.array(z.string()),
  base_url: z.string(),
  thumbs_url: z.string(),
  expires_at: z.string(),
  date: z.string(),
  tz: z.string(),
});
export type ArchiveAnswer = z.infer<typeof archiveAnswer>;
