/** Display formatting in Arabic for Asia/Riyadh. */
import { RIYADH_TZ as TZ, riyadhDate, riyadhTime } from '../../domain/riyadh-time';

const sar = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A SAR number (riyals, not halalas) → "1,234.50": two decimals, thousands separators, Latin
 * digits; wrap with <Num> for LTR. From halalas, convert first with halalasToSar
 * (src/domain/money.ts), or use halalasToSarText there for the plain "1234.50" of documents.
 */
export function formatSarNumber(value: number): string {
  return sar.format(value);
}

const gregorian = new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-latn', {
  timeZone: TZ,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const hijri = new Intl.DateTimeFormat('ar-SA-u-ca-islamic-umalqura-nu-latn', {
  timeZone: TZ,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** Today's Gregorian date in Arabic, e.g. "الأحد، 22 نوفمبر 2026". */
export function gregorianLong(date: Date): string {
  return gregorian.format(date);
}

/** The Hijri (Umm al-Qura) date, e.g. "2 جمادى الآخرة 1448 هـ". */
export function hijriLong(date: Date): string {
  return hijri.format(date);
}

/** An instant (ISO string or UTC ms) as Riyadh date and time, "2026-11-25 03:00:12" (wrap with <Num>). */
export function riyadhDateTime(at: string | number): string {
  const ms = typeof at === 'number' ? at : Date.parse(at);
  return `${riyadhDate(ms)} ${riyadhTime(ms)}`;
}
