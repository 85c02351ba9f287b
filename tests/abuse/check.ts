import type { Operation } from './openapi';
import type { Req } from './world';

const ARABIC = /[\u0600-\u06FF]/;

/** One answer that broke a rule, with what it takes to reproduce it. */
export interface Failure {
  problem: string;
  label: string;
  req: Req;
  who: string;
  status: number;
  body: string;
}

/**
 * The rules every answer of /api/v1 keeps, whatever was sent:
 * never a 5xx; a 4xx is `{ error: { code, message } }` with an Arabic message (the login's legacy
 * failure carries the same `error` beside its `msg`). Returns the broken rule, or null.
 */
export function brokenRule(status: number, body: string): string | null {
  if (status >= 500) return `${status}: a server error`;
  if (status < 400) return null;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return `${status} is not JSON`;
  }
  const error = (json as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (typeof error?.code !== 'string' || error.code === '')
    return `${status} without error.code (not the { error: { code, message } } shape)`;
  if (typeof error.message !== 'string' || !ARABIC.test(error.message))
    return `${status} ${error.code} without an Arabic error.message`;
  return null;
}

/** A Failure from the answer `res` to `req`. */
export function failure(
  problem: string,
  label: string,
  req: Req,
  who: string,
  res: { statusCode: number; body: string },
): Failure {
  return { problem, label, req, who, status: res.statusCode, body: res.body };
}

/**
 * Codes of a 401 that signs no one in: no or a bad bearer token (`unauthenticated`), or — on a
 * route a signed file link may open (decision 0027) — a link token that is bad or expired.
 */
export const UNAUTHENTICATED_CODES: readonly string[] = [
  'unauthenticated',
  'link_invalid',
  'link_expired',
];

/** The error code of an answer, or null. */
export function errorCode(body: string): string | null {
  try {
    return (JSON.parse(body) as { error?: { code?: string } }).error?.code ?? null;
  } catch {
    return null;
  }
}

/** JSON with long strings, long arrays and deep nesting cut, so a reproduction stays readable. */
export function summarize(value: unknown, depth = 0): string {
  if (typeof value === 'string')
    return value.length > 80
      ? `${JSON.stringify(value.slice(0, 40))}…(${value.length} chars)`
      : JSON.stringify(value);
  if (Buffer.isBuffer(value)) {
    const text = value.toString('latin1');
    return `<${value.length} bytes> ${summarize(text)}`;
  }
  if (value === null || typeof value !== 'object') return String(value);
  if (depth > 4) return Array.isArray(value) ? '[…]' : '{…}';
  if (Array.isArray(value)) {
    const items = value.slice(0, 5).map((v) => summarize(v, depth + 1));
    return `[${items.join(',')}${value.length > 5 ? `,…(${value.length} items)` : ''}]`;
  }
  const entries = Object.entries(value).map(
    ([k, v]) => `${JSON.stringify(k)}:${summarize(v, depth + 1)}`,
  );
  return `{${entries.join(',')}}`;
}

/** A failure as a block a newcomer can act on: the rule, the case, the request, the answer. */
export function formatFailure(f: Failure, seed?: number): string {
  const type =
    f.req.headers['content-type'] ??
    (f.req.payload !== undefined &&
    typeof f.req.payload === 'object' &&
    !Buffer.isBuffer(f.req.payload)
      ? 'application/json'
      : '-');
  return [
    `✗ ${f.problem}`,
    `  case:    ${f.label}`,
    `  request: ${f.req.method} ${f.req.url.length > 200 ? `${f.req.url.slice(0, 200)}…(${f.req.url.length} chars)` : f.req.url}`,
    `  token:   ${f.who}   content-type: ${type}${f.req.headers.authorization ? `   authorization: ${summarize(f.req.headers.authorization)}` : ''}`,
    `  body:    ${f.req.payload === undefined ? '(none)' : summarize(f.req.payload)}`,
    `  answer:  ${f.status} ${f.body.length > 300 ? `${f.body.slice(0, 300)}…` : f.body}`,
    ...(seed !== undefined ? [`  seed:    ABUSE_SEED=${seed}`] : []),
  ].join('\n');
}

/** All failures of one test as one message (empty string when none). */
export function report(failures: Failure[], seed?: number): string {
  if (failures.length === 0) return '';
  return `${failures.length} failing case(s):\n\n${failures.map((f) => formatFailure(f, seed)).join('\n\n')}`;
}

/**
 * Statuses the router answers before any route, for any route: a path parameter too long (414).
 * Not listed per operation.
 */
const TRANSPORT_STATUSES: readonly number[] = [414];

/**
 * True when `req` is routed to `op`: its method (HEAD for a GET) and its path fit the operation's
 * template. A double or trailing slash or another method reaches no route (or another one).
 */
export function reachesOperation(op: Operation, req: Req): boolean {
  const method = req.method.toUpperCase();
  if (method !== op.method && !(method === 'HEAD' && op.method === 'GET')) return false;
  const pattern = op.path
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${pattern}$`).test(new URL(req.url, 'http://sanad').pathname);
}

/**
 * The OpenAPI document's promise (decision 0060): a 4xx answer of a request routed to `op` has a
 * status the operation documents, and an error code that status's description names. Returns the
 * broken rule, or null.
 */
export function undocumentedError(
  op: Operation,
  req: Req,
  res: { statusCode: number; body: string },
): string | null {
  const status = res.statusCode;
  if (status < 400 || status >= 500 || TRANSPORT_STATUSES.includes(status)) return null;
  if (!reachesOperation(op, req)) return null;
  const codes = op.errors[status];
  if (!codes) return `${status} is not a documented answer (${Object.keys(op.errors).join(', ')})`;
  const code = errorCode(res.body);
  if (codes.length && code !== null && !codes.includes(code))
    return `${status} ${code} is not among the documented codes (${codes.join(', ')})`;
  return null;
}
