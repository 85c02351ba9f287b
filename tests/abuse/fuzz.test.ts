import { afterAll, describe, expect, it } from 'vitest';
import { BAD_AUTHORIZATIONS } from './bad-values';
import { fuzzCases, type Case } from './cases';
import {
  brokenRule,
  undocumentedError,
  errorCode,
  failure,
  report,
  UNAUTHENTICATED_CODES,
  type Failure,
} from './check';
import { businessParamOf } from './expected-access';
import type { Operation } from './openapi';
import { SEEDED_ADMIN } from './sessions';
import { createWorld, type Req } from './world';

/**
 * Fuzzes every operation of the OpenAPI document with bad input, with the
 * administrator's token and with none: never a 5xx, every 4xx `{ error: { code, message } }` in
 * Arabic, and without a token always 401 (login aside). ABUSE_SEED reproduces a run.
 */
const SEED = Number(process.env.ABUSE_SEED ?? 20_260_510);
console.log(
  `abuse fuzz seed: ${SEED} (ABUSE_SEED=${SEED} npx vitest run tests/abuse to reproduce)`,
);

const world = await createWorld();
afterAll(() => world.close());

/** A few hundred requests per operation: more than the default 30 s on a busy machine. */
const FUZZ_TIMEOUT_MS = 180_000;

/** Without a token, one per-field case in NO_TOKEN_FIELD_SAMPLE: the body is never read then. */
const NO_TOKEN_FIELD_SAMPLE = 10;

/**
 * Without a token an /api/v1 request is 401 — unless the router refused its URL first (400/414
 * validation_failed: it cannot even be matched) or `..` took it out of /api/v1 altogether.
 */
function refusedWithoutToken(c: Case, res: { statusCode: number; body: string }): boolean {
  const code = errorCode(res.body);
  if (res.statusCode === 401) return UNAUTHENTICATED_CODES.includes(code ?? '');
  if (!new URL(c.req.url, 'http://sanad').pathname.startsWith('/api/v1/'))
    return res.statusCode === 404;
  return c.urlCase === true && [400, 414].includes(res.statusCode) && code === 'validation_failed';
}

/** Sends case `c` with the administrator's token or none; returns the rule it broke, if any. */
async function judge(op: Operation, fuzzed: Case, who: 'admin' | 'none'): Promise<Failure[]> {
  const c = { ...fuzzed, req: world.renew(fuzzed.req) };
  const res = await world.send(c.req, who === 'admin' ? world.token(SEEDED_ADMIN) : null);
  if (who === 'admin') await world.keepSignedIn(SEEDED_ADMIN, c.req, res.statusCode);
  const problem =
    brokenRule(res.statusCode, res.body) ??
    undocumentedError(op, c.req, res) ??
    (who === 'none' && !op.public && !refusedWithoutToken(c, res)
      ? `no token, answered ${res.statusCode} instead of 401`
      : null);
  return problem ? [failure(problem, c.label, c.req, who, res)] : [];
}

/** Authorization headers that sign no one in: 401 unauthenticated (login aside), never a 5xx. */
async function judgeAuthorizations(op: Operation, base: Req): Promise<Failure[]> {
  const failures: Failure[] = [];
  for (const [label, value, { refused }] of BAD_AUTHORIZATIONS) {
    const authorization = value.replaceAll('{token}', world.token(SEEDED_ADMIN));
    const req = { ...base, headers: { ...base.headers, authorization } };
    const res = await world.send(req, null);
    await world.keepSignedIn(SEEDED_ADMIN, req, res.statusCode);
    const wrong = refused && !op.public && !refusedWithoutToken({ label, req }, res);
    const problem =
      brokenRule(res.statusCode, res.body) ??
      undocumentedError(op, req, res) ??
      (wrong ? `answered ${res.statusCode} instead of 401` : null);
    if (problem) failures.push(failure(problem, `Authorization: ${label}`, req, 'none', res));
  }
  return failures;
}

describe(`fuzz every operation (seed ${SEED})`, () => {
  world.ops.forEach((op, i) => {
    it(
      op.name,
      async () => {
        // Business operations alternate between the businesses, so that both are fuzzed.
        const business = businessParamOf(op)
          ? world.businesses[i % world.businesses.length]!
          : null;
        const base = await world.request(op, business);
        const cases = fuzzCases(op, base, base.params, SEED);
        const failures: Failure[] = [];
        for (const [n, c] of cases.entries()) {
          failures.push(...(await judge(op, c, 'admin')));
          if (!c.fieldCase || n % NO_TOKEN_FIELD_SAMPLE === 0)
            failures.push(...(await judge(op, c, 'none')));
        }
        failures.push(...(await judgeAuthorizations(op, base)));
        expect(cases.length).toBeGreaterThan(10);
        expect(failures.length, report(failures, SEED)).toBe(0);
      },
      FUZZ_TIMEOUT_MS,
    );
  });
});
