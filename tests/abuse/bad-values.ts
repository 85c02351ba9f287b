/**
 * The catalogue of bad input the fuzzer sends: values for every body field, raw
 * JSON tokens JSON.stringify cannot write, path segments, query strings and Authorization headers.
 * Each entry is `[label, value]`; the label is what a failure report names.
 */

/** Stands for "leave the field out". */
export const MISSING = Symbol('missing');

const nest = (depth: number): unknown => (depth === 0 ? 'x' : { a: nest(depth - 1) });

/** Values put, one at a time, into every field of a body. */
export const BAD_VALUES: ReadonlyArray<readonly [string, unknown]> = [
  ['missing', MISSING],
  ['null', null],
  ['true', true],
  ['0', 0],
  ['-1', -1],
  ['0.001', 0.001],
  ['1.5', 1.5],
  ['2^31', 2 ** 31],
  ['-(2^31)-1', -(2 ** 31) - 1],
  ['2^53+2', 2 ** 53 + 2],
  ['1e308', 1e308],
  ['-1e308', -1e308],
  ['"NaN"', 'NaN'],
  ['"Infinity"', 'Infinity'],
  ['"12"', '12'],
  ['"1e3"', '1e3'],
  ['empty string', ''],
  ['spaces', '   '],
  ['10k chars', 'x'.repeat(10_000)],
  ['10k Arabic chars', 'س'.repeat(10_000)],
  ['NUL byte', 'a\u0000b'],
  ['control characters', '\u0001\u0007\u001b[31m\u007f'],
  ['U+202E right-to-left override', '\u202Eabc'],
  ['lone high surrogate', 'a\uD800b'],
  ['lone low surrogate', '\uDC00'],
  ['BOM and zero-width joiner', '\uFEFF\u200D'],
  ['emoji', '🧾💰'],
  ['SQL', "' OR 1=1; DROP TABLE users; --"],
  ['HTML', '<img src=x onerror=alert(1)>'],
  ['path traversal', '../../etc/passwd'],
  ['{}', {}],
  ['[]', []],
  ['[1,"a",null]', [1, 'a', null]],
  ['operator object', { $gt: '' }],
  ['object nested 50 deep', nest(50)],
];

/** Raw JSON number tokens put in place of a field (JSON.stringify cannot write them). */
export const RAW_TOKENS: ReadonlyArray<readonly [string, string]> = [
  ['raw 1e999 (Infinity once parsed)', '1e999'],
  ['raw -1e999', '-1e999'],
  ['raw 9007199254740993 (2^53+1)', '9007199254740993'],
  ['raw 123456789012345678901234567890', '123456789012345678901234567890'],
  ['raw -0', '-0'],
  ['raw 1.0000000000000002', '1.0000000000000002'],
  ['raw NaN (invalid JSON)', 'NaN'],
  ['raw 0x10 (invalid JSON)', '0x10'],
];

/** Path segments (already percent-encoded) put in place of each path parameter. */
export const BAD_SEGMENTS: ReadonlyArray<readonly [string, string]> = [
  ['not a UUID', 'not-a-uuid'],
  ['nil UUID', '00000000-0000-0000-0000-000000000000'],
  ['max UUID', 'ffffffff-ffff-ffff-ffff-ffffffffffff'],
  ['UUID with braces', '%7B6f1c2a9e-4b7d-4e8a-9c3f-2d5b8e7a1f04%7D'],
  ['encoded traversal ..%2F..', '..%2F..%2F..%2Fetc%2Fpasswd'],
  ['..', '..'],
  ['%2e%2e', '%2e%2e'],
  ['NUL %00', '%00'],
  ['a%00b', 'a%00b'],
  ['300 chars', 'a'.repeat(300)],
  ['unknown business', 'nosuchbusiness'],
  ['upper-case key', 'KEBRIT'],
  ['U+202E encoded', '%E2%80%AEabc'],
  ['encoded lone surrogate (invalid UTF-8)', '%ED%A0%80'],
  ['invalid UTF-8 %FF', '%FF'],
  ['bare %', '%'],
  ['bad escape %zz', '%zz'],
  ['-1', '-1'],
  ['0', '0'],
  ['1.5', '1.5'],
  ['2^31', '2147483648'],
  ['2^53+1', '9007199254740993'],
  ['1e3', '1e3'],
  ['NaN', 'NaN'],
  ['space', '%20'],
  ['SQL', '%27%20OR%201%3D1--'],
  ['HTML', '%3Cscript%3E'],
  ['semicolon', '%3B'],
];

/** Query strings appended to every operation's URL (no operation declares query parameters). */
export const BAD_QUERIES: ReadonlyArray<readonly [string, string]> = [
  ['unknown parameter', '?a=1'],
  ['prototype pollution', '?__proto__[x]=1&constructor[prototype][y]=1'],
  ['another business', '?business=mengusha&key=kebrit'],
  ['10k chars', `?x=${'y'.repeat(10_000)}`],
  ['NUL', '?%00=%00'],
  ['bad escape', '?a=%ZZ'],
  ['truncated UTF-8', '?a=%E0%A4%A'],
  ['arrays', '?a[]=1&a[]=2&a=3'],
  ['huge numbers', '?page=-1&limit=1e400&ID=9007199254740993'],
];

/** Authorization headers that must not sign anyone in (`{token}` is the admin's real token). */
export const BAD_AUTHORIZATIONS: ReadonlyArray<readonly [string, string, { refused: boolean }]> = [
  ['empty Bearer', 'Bearer', { refused: true }],
  ['unknown token', `Bearer ${'x'.repeat(43)}`, { refused: true }],
  ['Basic credentials', 'Basic YWRtaW46YWRtaW4tcGFzcy0xMjM=', { refused: true }],
  ['token twice', 'Bearer {token} {token}', { refused: true }],
  ['5000-char token', `Bearer ${'a'.repeat(5000)}`, { refused: true }],
  ['token without scheme', '{token}', { refused: true }],
  // RFC 9110 §11.1: the scheme is case-insensitive; whether it signs in is the sign-in slice's call.
  ['lower-case scheme', 'bearer {token}', { refused: false }],
];
