import { errorBody } from '../../domain/schemas/common';

/** The refusals every business route may answer: 400 validation, 401, 403, 404. */
const COMMON_ERROR_STATUSES = [400, 401, 403, 404] as const;

type CommonErrorStatus = (typeof COMMON_ERROR_STATUSES)[number];

/**
 * The `response` entries of a route schema for its refusals, each the one error body
 * `{ error: { code, message, fields? } }` (decision 0018): always 400, 401, 403 and 404, plus the
 * statuses in `more` (e.g. 409, 413, 415, 422, 503). Spread it beside the success answer:
 * `response: { 200: view, ...errorResponses(409) }`. Keys are HTTP status codes; the generated
 * OpenAPI document lists the same responses as the map written out by hand.
 */
export function errorResponses<const S extends number>(
  ...more: S[]
): Record<CommonErrorStatus | S, typeof errorBody> {
  const out = {} as Record<CommonErrorStatus | S, typeof errorBody>;
  for (const status of [...COMMON_ERROR_STATUSES, ...more]) out[status] = errorBody;
  return out;
}
