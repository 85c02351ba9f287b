/**
 * Usernames (docs/decisions/0008-sign-in-limits-and-proxies.md).
 *
 * A username is stored in one normal form and compared case-insensitively, so that a name typed
 * with full-width letters, Arabic presentation forms or Arabic-Indic digits designates the same
 * person. A new username may use Latin letters or Arabic letters, never both and never another
 * script (a Cyrillic "а" inside "аdmin" looks exactly like the Latin one); look-alikes of existing
 * names are refused separately (username-lookalikes.ts, server only).
 */

/** Longest username, in UTF-16 code units of the normal form (the column is varchar(64)). */
export const USERNAME_MAX = 64;

const TATWEEL = /\u0640/g;
/** Arabic-Indic (U+0660–0669) and Extended Arabic-Indic (U+06F0–06F9) digits. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * The stored form of a username: Unicode NFKC (full-width and presentation forms become the
 * plain letters), tatweel removed (it only stretches the line), Arabic-Indic digits written 0-9
 * (an Arabic keyboard may type either), surrounding spaces trimmed. Case is kept.
 */
export function normalizeUsername(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(TATWEEL, '')
    .replace(ARABIC_DIGITS, (d) => String(d.charCodeAt(0) & 0xf))
    .trim();
}

/** The comparison key of a username: its normal form in lower case (usernames ignore case). */
export function usernameKey(raw: string): string {
  return normalizeUsername(raw).toLowerCase();
}

/** Why a normalized username cannot be created; see USERNAME_PROBLEM_MESSAGES. */
export type UsernameProblem =
  'required' | 'too_long' | 'characters' | 'mixed_script' | 'unsupported_script';

export const USERNAME_PROBLEM_MESSAGES: Record<UsernameProblem, string> = {
  required: 'اسم المستخدم مطلوب',
  too_long: `اسم المستخدم ${USERNAME_MAX} حرفاً على الأكثر`,
  characters: 'اسم المستخدم حروف وأرقام و . _ - فقط، بلا مسافات ولا تشكيل',
  mixed_script:
    'اسم المستخدم يخلط حروفاً من لغتين (قد يكون بينها حرف يشبه حرفاً لاتينياً)؛ اكتبه بحروف عربية فقط أو لاتينية فقط',
  unsupported_script: 'اسم المستخدم بحروف عربية أو لاتينية فقط',
};

const OTHER_ALLOWED = /^[0-9._-]$/;
const LETTER = /^\p{L}$/u;
const LATIN = /^\p{Script=Latin}$/u;
const ARABIC = /^\p{Script=Arabic}$/u;

/**
 * Checks a NORMALIZED username (UTS #39 §5.1, restricted to the scripts Sanad's shops write):
 * 1 to USERNAME_MAX characters, letters of the Latin script or of the Arabic script — one of
 * them, not both —, digits 0-9 and `.`, `_`, `-`.
 * @returns null when it may be created, else the problem.
 */
export function usernameProblem(normalized: string): UsernameProblem | null {
  if (!normalized) return 'required';
  if (normalized.length > USERNAME_MAX) return 'too_long';
  const scripts = new Set<'latin' | 'arabic' | 'other'>();
  for (const ch of normalized) {
    if (OTHER_ALLOWED.test(ch)) continue;
    if (!LETTER.test(ch)) return 'characters';
    scripts.add(LATIN.test(ch) ? 'latin' : ARABIC.test(ch) ? 'arabic' : 'other');
  }
  if (scripts.size > 1) return 'mixed_script';
  if (scripts.has('other')) return 'unsupported_script';
  return null;
}

/**
 * The user a typed sign-in name designates among `rows`: the row whose username
 * has the same key. A row stored in normal form wins over one stored before normalization
 * existed (e.g. a full-width "ａdmin" never shadows "admin"); an ambiguous match finds no one.
 */
export function matchSignInName<T extends { username: string }>(
  rows: readonly T[],
  typed: string,
): T | undefined {
  const key = usernameKey(typed);
  const same = rows.filter((r) => usernameKey(r.username) === key);
  const normal = same.filter((r) => r.username === normalizeUsername(r.username));
  const pick = normal.length > 0 ? normal : same;
  return pick.length === 1 ? pick[0] : undefined;
}
