import { describe, expect, it } from 'vitest';
import {
  codePointLabel,
  findSecretProblem,
  findTextProblem,
  normalizeText,
  textProblemMessage,
  type TextKind,
  type TextProblemKind,
} from './text';

describe('findTextProblem', () => {
  // text, kind, expected problem kind (null = allowed), offending code point
  it.each<[string, string, TextKind, TextProblemKind | null, number?]>([
    ['Arabic', 'مؤسسة كبريت التجارية', 'line', null],
    ['Latin and digits', 'Kebrit Trading Est. 2026', 'line', null],
    ['Arabic with tashkeel', 'مُؤَسَّسَة', 'line', null],
    ['Persian with ZWNJ U+200C', 'می\u200Cخواهم', 'line', null],
    ['ZWJ U+200D in an emoji (chef)', '👨\u200D🍳 الشيف', 'line', null],
    ['emoji with variation selector U+FE0F', 'قهوة ☕\uFE0F', 'line', null],
    ['NBSP and Arabic comma', 'جدة،\u00A0حي الحمراء', 'line', null],
    ['astral letters (surrogate pair)', '𝐀𝐁 😀', 'line', null],
    ['NUL', 'a\u0000b', 'line', 'control', 0x0000],
    ['TAB', 'a\tb', 'line', 'control', 0x0009],
    ['ESC', 'a\u001Bb', 'line', 'control', 0x001b],
    ['DEL', 'a\u007Fb', 'line', 'control', 0x007f],
    ['C1 NEL in multi-line text', 'a\u0085b', 'multiline', 'control', 0x0085],
    ['C1 CSI', 'a\u009Bb', 'line', 'control', 0x009b],
    ['LF in a name', 'سطر\nآخر', 'line', 'line_break', 0x000a],
    ['CR in a name', 'a\rb', 'line', 'line_break', 0x000d],
    ['U+2028 in a name', 'a\u2028b', 'line', 'line_break', 0x2028],
    ['LF in a description', 'سطر\nآخر', 'multiline', null],
    ['lone CR in a description', 'a\rb', 'multiline', 'control', 0x000d],
    ['TAB in a description', 'a\tb', 'multiline', 'control', 0x0009],
    ['U+2029 in a description', 'a\u2029b', 'multiline', 'control', 0x2029],
    ['RLO U+202E', 'مؤسسة\u202Eكبريت', 'line', 'bidi', 0x202e],
    ['LRE U+202A', '\u202Aabc', 'line', 'bidi', 0x202a],
    ['PDF U+202C', 'abc\u202C', 'line', 'bidi', 0x202c],
    ['RLI U+2067', 'a\u2067b', 'line', 'bidi', 0x2067],
    ['PDI U+2069', 'a\u2069b', 'line', 'bidi', 0x2069],
    ['LRM U+200E', '123\u200E', 'line', 'bidi', 0x200e],
    ['RLM U+200F', 'a\u200Fb', 'line', 'bidi', 0x200f],
    ['ALM U+061C', 'a\u061Cb', 'line', 'bidi', 0x061c],
    ['ZWSP U+200B', 'كب\u200Bريت', 'line', 'invisible', 0x200b],
    ['word joiner U+2060', 'a\u2060b', 'line', 'invisible', 0x2060],
    ['BOM U+FEFF inside', 'a\uFEFFb', 'line', 'invisible', 0xfeff],
    ['soft hyphen U+00AD', 'a\u00ADb', 'line', 'invisible', 0x00ad],
    ['Hangul filler U+3164 (a blank-looking name)', '\u3164', 'line', 'invisible', 0x3164],
    ['tag character U+E0041', 'a\u{E0041}b', 'line', 'invisible', 0xe0041],
    ['lone high surrogate', 'a\uD800b', 'line', 'invalid', 0xd800],
    ['lone low surrogate at the end', 'ab\uDC00', 'multiline', 'invalid', 0xdc00],
    ['noncharacter U+FFFE', 'a\uFFFEb', 'line', 'invalid', 0xfffe],
    ['private use U+E000', 'a\uE000b', 'line', 'invalid', 0xe000],
  ])('%s', (_name, text, kind, want, cp) => {
    const problem = findTextProblem(text, kind);
    if (want === null) expect(problem).toBeNull();
    else expect(problem).toMatchObject({ kind: want, codePoint: cp });
  });

  it('reports the first offending code point with its UTF-16 index', () => {
    expect(findTextProblem('😀a\u202Eb\u0000')).toEqual({
      kind: 'bidi',
      codePoint: 0x202e,
      index: 3,
    });
  });
});

describe('findSecretProblem (passwords)', () => {
  it.each<[string, string, TextProblemKind | null]>([
    ['spaces at both ends are kept', '  pass word  ', null],
    ['any printable ASCII', '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~', null],
    ['Arabic', 'كلمة-سر-قوية', null],
    ['invisible characters are not shown, so allowed', 'a\u200Bb\u202Ec', null],
    ['NUL', 'pass\u0000word', 'control'],
    ['LF', 'pass\nword', 'control'],
    ['TAB', 'pass\tword', 'control'],
    ['C1', 'pass\u0085word', 'control'],
    ['lone surrogate', 'pass\uD83Dword', 'invalid'],
  ])('%s', (_name, secret, want) => {
    expect(findSecretProblem(secret)?.kind ?? null).toBe(want);
  });
});

describe('normalizeText', () => {
  it.each<[string, string, TextKind, string]>([
    ['trims spaces', '  كبريت  ', 'line', 'كبريت'],
    ['trims a leading BOM and a trailing newline', '\uFEFFكبريت\n', 'line', 'كبريت'],
    ['NFC: alef + combining hamza → أ', 'ا\u0654حمد', 'line', 'أحمد'],
    ['NFC: e + combining acute → é', 'Cafe\u0301', 'line', 'Café'],
    ['CRLF → LF in multi-line text', 'a\r\nb\r\n', 'multiline', 'a\nb'],
    ['CRLF stays in a name (and is then refused)', 'a\r\nb', 'line', 'a\r\nb'],
    ['keeps inner NUL for the rule to refuse', ' a\u0000b ', 'line', 'a\u0000b'],
  ])('%s', (_name, text, kind, want) => {
    expect(normalizeText(text, kind)).toBe(want);
  });
});

describe('messages', () => {
  it('name the code point in Arabic', () => {
    expect(codePointLabel(0x202e)).toBe('U+202E');
    expect(codePointLabel(0)).toBe('U+0000');
    expect(codePointLabel(0x1f600)).toBe('U+1F600');
    const msg = textProblemMessage({ kind: 'bidi', codePoint: 0x202e, index: 0 });
    expect(msg).toMatch(/[\u0600-\u06FF]/);
    expect(msg).toContain('(U+202E)');
  });
});
