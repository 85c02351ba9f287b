// Every string field of every request schema goes through the one text rule.
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from '../errors';
import * as auth from './auth';
import * as businesses from './businesses';
import * as catalogue from './catalogue';
import * as common from './common';
import * as invoices from './invoices';
import * as shifts from './shifts';
import * as users from './users';

type Path = (string | number)[];
interface Def {
  type: string;
  format?: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
}
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Paths of the string leaves of a schema (through optional, default, pipe, array…). */
function stringPaths(schema: z.ZodType, path: Path = []): Array<{ path: Path; format?: string }> {
  const def = defOf(schema);
  if (def.type === 'string') return [{ path, format: def.format }];
  if (def.type === 'object')
    return Object.entries(def.shape!).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  if (def.type === 'array') return stringPaths(def.element!, [...path, 0]);
  const inner = def.innerType ?? def.in;
  return inner ? stringPaths(inner, path) : [];
}

/** `{}` with `value` set at `path` (intermediate objects and arrays created). */
function withValue(path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') return [withValue(rest, value)];
  return { [head!]: withValue(rest, value) };
}

// Every request schema of the API: exported names ending in Body, Param or Params (errorBody is
// the error answer, not a request).
const REQUEST_SCHEMAS = Object.entries({
  ...auth,
  ...businesses,
  ...catalogue,
  ...common,
  ...invoices,
  ...shifts,
  ...users,
}).filter(
  ([name, s]) =>
    /(Body|Params?)$/.test(name) && name !== 'errorBody' && typeof s === 'object' && '_zod' in s,
) as [string, z.ZodType][];

const FIELDS = REQUEST_SCHEMAS.flatMap(([name, schema]) =>
  stringPaths(schema).map((f) => ({ name, schema, ...f, key: f.path.join('.') })),
);
const PASSWORDS = new Set(['password', 'currentPassword', 'newPassword']);

describe('every request string field is under the text rule', () => {
  it('finds the request schemas and their text fields', () => {
    const names = REQUEST_SCHEMAS.map(([n]) => n);
    for (const n of [
      'loginBody',
      'createUserBody',
      'updateUserBody',
      'updateBusinessBody',
      'categoryBody',
      'productBody',
      'orderPosBody',
      'dateRangeBody',
      'businessParam',
    ])
      expect(names).toContain(n);
    const keys = FIELDS.map((f) => `${f.name}.${f.key}`);
    for (const k of [
      'loginBody.username',
      'loginBody.password',
      'createUserBody.VAT',
      'updateUserBody.email',
      'updateBusinessBody.nameAr',
      'updateBusinessBody.address.city',
      'productBody.description',
      'orderPosBody.OrderID',
      'dateRangeBody.startdate',
      'businessParam.business',
    ])
      expect(keys).toContain(k);
    expect(FIELDS.length).toBeGreaterThanOrEqual(35);
  });

  const ruled = FIELDS.filter((f) => f.format !== 'uuid');
  const bad: Array<[string, string]> = [
    ['NUL', 'a\u0000b'],
    ['lone surrogate', 'a\uD800b'],
    ['RLO U+202E', 'a\u202Eb'],
    ['ZWSP U+200B', 'a\u200Bb'],
    ['lone CR', 'a\rb'],
    ['TAB', 'a\tb'],
  ];
  it.each(
    ruled.flatMap((f) => bad.map(([what, v]) => [`${f.name}.${f.key}`, what, v, f] as const)),
  )('%s refuses %s with the rule’s Arabic message', (_label, _what, value, f) => {
    const secret = PASSWORDS.has(String(f.path.at(-1)));
    if (secret && /[\u200B\u202E]/.test(value)) return; // allowed in passwords (decision 0009)
    const r = f.schema.safeParse(withValue(f.path, value));
    expect(r.success).toBe(false);
    const message = fieldErrorsFromIssues(r.error!.issues)[f.key];
    expect(message).toMatch(/[\u0600-\u06FF].*\(U\+[0-9A-F]{4}\)/);
  });

  it('UUID fields refuse NUL through their format', () => {
    const uuids = FIELDS.filter((f) => f.format === 'uuid');
    expect(uuids.length).toBeGreaterThan(0);
    for (const f of uuids)
      expect(f.schema.safeParse(withValue(f.path, 'a\u0000b')).success).toBe(false);
  });
});

describe('normalization and legitimate text', () => {
  it('trims and NFC-normalizes names; keeps ZWNJ; keeps LF only in descriptions', () => {
    const r = catalogue.categoryBody.parse({
      name: '  ا\u0654طباق\u200Cخاصة ',
      description: 'سطر\r\nآخر',
      categoryEn: 'Specials',
    });
    expect(r).toEqual({ name: 'أطباق\u200Cخاصة', description: 'سطر\nآخر', categoryEn: 'Specials' });
    expect(catalogue.categoryBody.safeParse({ ...r, name: 'سطر\nآخر' }).success).toBe(false);
  });

  it('passwords are neither trimmed nor normalized', () => {
    const r = auth.loginBody.parse({ username: ' admin ', password: ' Cafe\u0301 ' });
    expect(r).toEqual({ username: 'admin', password: ' Cafe\u0301 ' });
  });
});
