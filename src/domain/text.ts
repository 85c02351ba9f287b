/**
 * The one text rule of Sanad (for text that goes onto tax documents; decision 0009).
 *
 * Every text a person types — a business's legal name that goes into the ZATCA QR, a product name
 * printed on receipts, a username, a description — is normalized and then checked here, through the
 * zod helpers of `schemas/common.ts`, on the server and in the web forms alike. Refused, anywhere:
 *
 * - **controls**: C0 (U+0000–U+001F, NUL, TAB, CR, LF…), DEL (U+007F) and C1 (U+0080–U+009F), and
 *   the line/paragraph separators U+2028/U+2029. PostgreSQL cannot store NUL at all; the others
 *   break one-line layouts (QR, receipt, PDF, CSV). A multi-line field (a description) keeps LF,
 *   and CRLF is read as LF; a lone CR is still refused.
 * - **bidi controls**: embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069, and the
 *   marks U+200E, U+200F, U+061C. An override (U+202E) makes a name *print* in a different order
 *   than it is stored, on a tax invoice. Our documents isolate numbers themselves (bidi-js).
 * - **invisible characters**: every format character (Unicode Cf) and default-ignorable code point
 *   (U+200B zero-width space, U+2060 word joiner, U+FEFF, U+00AD soft hyphen, tag characters…),
 *   except **ZWNJ U+200C and ZWJ U+200D** — needed by Persian and Arabic typography (breaking or
 *   forcing a join) and by emoji sequences (👨‍🍳) — and the variation selectors U+FE00–U+FE0F
 *   (emoji presentation, ☕️).
 * - **invalid code points**: lone surrogates (not UTF-8 encodable: PostgreSQL and TextEncoder
 *   would store U+FFFD instead), noncharacters (U+FDD0–U+FDEF, U+xFFFE/U+xFFFF) and private-use
 *   characters (no meaning, no glyph in our font).
 *
 * Normalization (normalizeText): CRLF → LF (multi-line only), trim (JavaScript's White_Space and
 * line terminators), then Unicode NFC, so that one name is stored one way.
 *
 * Passwords follow a narrower rule (findSecretProblem): they are never shown or printed, so only
 * controls and lone surrogates are refused, and they are neither trimmed nor normalized — the
 * bytes typed are the bytes hashed, as they always were (decision 0009).
 */

/** Single-line text (names, codes) or multi-line text (descriptions, where LF is kept). */
export type TextKind = 'line' | 'multiline';

/** Why a text is refused: the class of its first offending code point. */
export type TextProblemKind = 'control' | 'line_break' | 'bidi' | 'invisible' | 'invalid';

/** The first offending code point of a text: its class, value and UTF-16 index. */
export interface TextProblem {
  kind: TextProblemKind;
  codePoint: number;
  index: number;
}

/** Arabic field message per problem kind; `{cp}` becomes the code point, e.g. `U+202E`. */
export const TEXT_PROBLEM_MESSAGES: Record<TextProblemKind, string> = {
  control: 'النص يحتوي على رمز تحكم غير مسموح ({cp})',
  line_break: 'سطر واحد فقط: أزل فاصل الأسطر ({cp})',
  bidi: 'النص يحتوي على رمز اتجاه خفي غير مسموح ({cp})',
  invisible: 'النص يحتوي على محرف غير مرئي غير مسموح ({cp})',
  invalid: 'النص يحتوي على محرف غير صالح ({cp})',
};

const LINE_BREAKS = new Set([0x0a, 0x0b, 0x0c, 0x0d, 0x85, 0x2028, 0x2029]);
const BIDI_MARKS = new Set([0x061c, 0x200e, 0x200f]);
/** Format / default-ignorable characters that text legitimately needs (see the module comment). */
const ALLOWED_INVISIBLE = (cp: number) =>
  cp === 0x200c || cp === 0x200d || (cp >= 0xfe00 && cp <= 0xfe0f);
const FORMAT_OR_IGNORABLE = /^[\p{Cf}\p{Default_Ignorable_Code_Point}]$/u;
const NONCHARACTER = /^\p{Noncharacter_Code_Point}$/u;
const PRIVATE_USE = /^\p{Co}$/u;

function isControl(cp: number): boolean {
  return cp <= 0x1f || (cp >= 0x7f && cp <= 0x9f) || cp === 0x2028 || cp === 0x2029;
}

function isBidiControl(cp: number): boolean {
  return BIDI_MARKS.has(cp) || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);
}

/** The problem class of one code point in a field of `kind`, or null when it is allowed. */
function classify(cp: number, kind: TextKind): TextProblemKind | null {
  if (cp >= 0xd800 && cp <= 0xdfff) return 'invalid'; // a lone surrogate
  if (isControl(cp)) {
    if (kind === 'multiline' && cp === 0x0a) return null;
    return kind === 'line' && LINE_BREAKS.has(cp) ? 'line_break' : 'control';
  }
  if (cp < 0xa0) return null; // printable ASCII
  if (isBidiControl(cp)) return 'bidi';
  const ch = String.fromCodePoint(cp);
  if (FORMAT_OR_IGNORABLE.test(ch) && !ALLOWED_INVISIBLE(cp)) return 'invisible';
  if (NONCHARACTER.test(ch) || PRIVATE_USE.test(ch)) return 'invalid';
  return null;
}

/** Walks the code points of `text` (lone surrogates come out as themselves) until `test` hits. */
function firstProblem(
  text: string,
  test: (cp: number) => TextProblemKind | null,
): TextProblem | null {
  for (let i = 0; i < text.length;) {
    const cp = text.codePointAt(i)!;
    const kind = test(cp);
    if (kind) return { kind, codePoint: cp, index: i };
    i += cp > 0xffff ? 2 : 1;
  }
  return null;
}

/**
 * The first code point the text rule refuses in `text` (see the module comment), or null when the
 * text is clean. Pure; call it on the normalized text (normalizeText).
 */
export function findTextProblem(text: string, kind: TextKind = 'line'): TextProblem | null {
  return firstProblem(text, (cp) => classify(cp, kind));
}

/**
 * The password rule: a password may hold any printable character, spaces and invisible ones
 * included, but no control (C0, DEL, C1, U+2028/U+2029) and no lone surrogate. Returns the first
 * offending code point or null.
 */
export function findSecretProblem(secret: string): TextProblem | null {
  return firstProblem(secret, (cp) => {
    if (cp >= 0xd800 && cp <= 0xdfff) return 'invalid';
    return isControl(cp) ? 'control' : null;
  });
}

/**
 * The stored form of a text: CRLF → LF for multi-line text, then trimmed, then Unicode NFC
 * (`'ا\u0654'` → `'أ'`). Does not remove anything the rule refuses: findTextProblem reports it.
 */
export function normalizeText(text: string, kind: TextKind = 'line'): string {
  const unified = kind === 'multiline' ? text.replace(/\r\n/g, '\n') : text;
  return unified.trim().normalize('NFC');
}

/** `U+202E`, `U+1F600`: a code point as people write it. */
export function codePointLabel(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The Arabic field message for a problem, naming the code point (e.g. `… (U+202E)`). */
export function textProblemMessage(problem: TextProblem): string {
  return TEXT_PROBLEM_MESSAGES[problem.kind].replace('{cp}', codePointLabel(problem.codePoint));
}
