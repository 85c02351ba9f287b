import fc from 'fast-check';
import { BAD_QUERIES, BAD_SEGMENTS } from './bad-values';
import { contentTypeCases, fieldCases, setAt, type FieldPath } from './body-cases';
import { fieldPaths, type Operation } from './openapi';
import type { Req } from './world';

/**
 * One bad request of the fuzzer. `fieldCase` marks the per-field body mutations; `urlCase` a bad
 * path or query, which the router may refuse (400/414) before it knows whether a token is needed.
 */
export interface Case {
  label: string;
  req: Req;
  fieldCase?: boolean;
  urlCase?: boolean;
}

const QUERIES_PER_OPERATION = 3;

/**
 * Bad path parameters and declared query parameters (every one of BAD_SEGMENTS each), and query
 * strings (QUERIES_PER_OPERATION of BAD_QUERIES, drawn with the seed: each pattern meets a third
 * of the operations per run).
 */
function urlCases(op: Operation, base: Req, values: Record<string, string>, seed: number): Case[] {
  const out: Case[] = [];
  const url = (swap: Record<string, string>) =>
    op.params.reduce(
      (u, p) => u.replace(`{${p}}`, swap[p] ?? encodeURIComponent(values[p]!)),
      op.path,
    );
  for (const p of op.params) {
    for (const [label, segment] of BAD_SEGMENTS)
      out.push({ label: `{${p}} = ${label}`, req: { ...base, url: url({ [p]: segment }) } });
    out.push({
      label: `{${p}} upper-cased`,
      req: { ...base, url: url({ [p]: values[p]!.toUpperCase() }) },
    });
  }
  for (const q of op.query)
    for (const [label, segment] of BAD_SEGMENTS)
      out.push({ label: `?${q} = ${label}`, req: { ...base, url: `${base.url}?${q}=${segment}` } });
  const [queries] = fc.sample(
    fc.shuffledSubarray([...BAD_QUERIES], {
      minLength: QUERIES_PER_OPERATION,
      maxLength: QUERIES_PER_OPERATION,
    }),
    { seed, numRuns: 1 },
  );
  for (const [label, query] of queries!)
    out.push({ label: `query: ${label}`, req: { ...base, url: base.url + query } });
  out.push({
    label: 'double slash',
    req: { ...base, url: base.url.replace('/api/v1/', '/api/v1//') },
  });
  out.push({ label: 'trailing slash', req: { ...base, url: `${base.url}/` } });
  out.push({
    label: 'literal ../ in the path',
    req: { ...base, url: base.url.replace('/api/v1/', '/api/v1/x/../') },
  });
  for (const method of ['PATCH', 'OPTIONS'])
    out.push({ label: `method ${method}`, req: { ...base, method } });
  return out.map((c) => ({ ...c, urlCase: true }));
}

/** FNV-1a: the per-operation seed, so that one operation's cases do not depend on the others'. */
export function opSeed(seed: number, name: string): number {
  let h = 0x811c9dc5 ^ seed;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h >>> 0;
}

const encodeBytes = (s: string) =>
  [...Buffer.from(s)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

/** Seeded random cases (fast-check): whole bodies, field values and path segments. */
function randomCases(
  op: Operation,
  base: Req,
  fields: FieldPath[],
  values: Record<string, string>,
  seed: number,
): Case[] {
  const out: Case[] = [];
  const sample = <T>(arb: fc.Arbitrary<T>, n: number, salt: number) =>
    fc.sample(arb, { seed: seed + salt, numRuns: n });
  for (const body of sample(fc.jsonValue({ maxDepth: 3 }), 6, 1))
    out.push({
      label: 'random JSON body',
      req: {
        ...base,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body) ?? 'null',
      },
    });
  const value = fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.string({ unit: 'binary', maxLength: 64 }),
    fc.double(),
    fc.maxSafeInteger(),
  );
  if (fields.length > 0)
    for (const [path, v] of sample(fc.tuple(fc.constantFrom(...fields), value), 12, 2))
      out.push({
        label: `random body.${path.join('.')}`,
        req: { ...base, payload: setAt(base.payload, path, v) as object },
      });
  for (const [p, s] of op.params.length > 0
    ? sample(
        fc.tuple(
          fc.constantFrom(...op.params),
          fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
        ),
        8,
        3,
      )
    : [])
    out.push({
      label: `random {${p}}`,
      urlCase: true,
      req: {
        ...base,
        url: op.params.reduce(
          (u, q) => u.replace(`{${q}}`, q === p ? encodeBytes(s) : encodeURIComponent(values[q]!)),
          op.path,
        ),
      },
    });
  return out;
}

/**
 * Every bad request the fuzzer sends to `op`, built from its valid request `base` (whose path
 * parameters were `values`). Deterministic for a given seed.
 */
export function fuzzCases(
  op: Operation,
  base: Req,
  values: Record<string, string>,
  seed: number,
): Case[] {
  const isJson = op.body !== undefined;
  const fields = isJson ? fieldPaths(op.body!) : [];
  return [
    ...contentTypeCases(base, op.method === 'GET'),
    ...(isJson ? fieldCases(base, fields) : []),
    ...urlCases(op, base, values, opSeed(seed, op.name)),
    ...randomCases(op, base, fields, values, opSeed(seed, op.name)),
  ];
}
