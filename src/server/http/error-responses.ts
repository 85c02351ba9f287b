import type { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from '../../domain/errors';
import { errorBody } from '../../domain/schemas/common';

/**
 * The refusals every route that uses errorResponses may answer (decision 0060): 400
 * validation_failed, 401 unauthenticated, 403 forbidden and 404 not_found. The business scope's
 * codes (business_forbidden, business_not_found, business_archived) and data_conflict are added
 * to the document where they apply by the document's transform (http/openapi-document.ts).
 */
export const BASE_ERROR_CODES = [
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
] as const satisfies readonly ErrorCode[];

/** The statuses of BASE_ERROR_CODES. */
type CommonErrorStatus = 400 | 401 | 403 | 404;

/** Every status an error code of the catalogue (src/domain/errors.ts) answers with, but 5xx. */
type CodedErrorStatus = 409 | 413 | 415 | 422 | 429 | 503 | 507;

const LEAD = 'Error codes: ';

/**
 * The description of an error answer naming its codes, e.g. "Error codes: `not_found`,
 * `business_not_found`." — the form the abuse suite and integrators read back
 * (documentedErrorCodes). No code: a refusal the catalogue does not name more precisely.
 */
export function describeErrorCodes(codes: readonly string[]): string {
  const unique = [...new Set(codes)];
  if (!unique.length) return 'A refusal: `{ error: { code, message, fields? } }`.';
  return `${LEAD}${unique.map((c) => `\`${c}\``).join(', ')}.`;
}

/** The codes a response description written by describeErrorCodes names (none for another text). */
export function documentedErrorCodes(description: string | undefined): string[] {
  if (!description?.startsWith(LEAD)) return [];
  return [...description.matchAll(/`([a-z0-9_]+)`/g)].map((m) => m[1]!);
}

/** One declared refusal: a code at its catalogue status, a code at another status, or a status. */
export type DeclaredError = ErrorCode | readonly [ErrorCode, number] | number;

/**
 * validation_failed answered 422 rather than 400: a rule about the request the body schema cannot
 * check alone (a product or category of another business, fields of another order type).
 */
export const VALIDATION_FAILED_422 = ['validation_failed', 422] as const;

/**
 * The `response` entries of a route schema for its refusals, each the one error body
 * `{ error: { code, message, fields? } }` (decision 0018) described with the AppError codes it may
 * carry (decision 0060). Give the codes the route's service can throw beyond BASE_ERROR_CODES —
 * `errorResponses('order_already_approved', 'buyer_address_incomplete')` — and their statuses
 * come from the catalogue (ERROR_STATUS); `[code, status]` names a code thrown with another status
 * (VALIDATION_FAILED_422); a bare status number (`errorResponses(409)`) still adds that status
 * without naming a code. Spread it beside the success answer:
 * `response: { 200: view, ...errorResponses('client_in_use') }`.
 */
export function errorResponses(
  ...declared: readonly DeclaredError[]
): Record<CommonErrorStatus, typeof errorBody> &
  Partial<Record<CodedErrorStatus, typeof errorBody>> {
  const byStatus = new Map<number, string[]>();
  for (const item of [...BASE_ERROR_CODES, ...declared]) {
    const [code, status] =
      typeof item === 'number'
        ? [undefined, item]
        : typeof item === 'string'
          ? [item, ERROR_STATUS[item]]
          : item;
    const codes = byStatus.get(status) ?? [];
    if (code) codes.push(code);
    byStatus.set(status, codes);
  }
  const out: Record<number, typeof errorBody> = {};
  for (const [status, codes] of byStatus)
    out[status] = errorBody.describe(describeErrorCodes(codes));
  return out as Record<CommonErrorStatus, typeof errorBody>;
}

/**
 * One error answer whose body carries more than `error` (e.g. 409 order_already_approved with
 * the invoice's `newid`), described with its codes like errorResponses' entries.
 */
export function errorResponse<S extends z.ZodType>(schema: S, ...codes: ErrorCode[]): S {
  return schema.describe(describeErrorCodes(codes));
}
