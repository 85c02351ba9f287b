import { t } from '../locales/ar';
import { expireSession, getSession } from './session';

/** A failed API call: the server's `{ error: { code, message, fields } }`, or a network failure. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** Fields the server sent beside `error` (e.g. the invoice `UUID` of order_already_approved). */
    readonly extra: Record<string, unknown> = {},
    /** `error.details` when the server sent it (409 shift_approval_required → the comparison). */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function toApiError(res: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    /* not JSON */
  }
  const e = body as {
    error?: { code?: string; message?: string; fields?: Record<string, string>; details?: unknown };
    msg?: string;
  } | null;
  const code = e?.error?.code ?? `http_${res.status}`;
  const message = e?.msg ?? e?.error?.message ?? t.common.errors.http(res.status);
  const { error: _error, msg: _msg, ...extra } = (e ?? {}) as Record<string, unknown>;
  return new ApiError(res.status, code, message, e?.error?.fields ?? {}, extra, e?.error?.details);
}

/**
 * Calls `/api/v1{path}` with the session's bearer token (and `init.headers`). JSON in, JSON out; a
 * FormData body is sent as multipart. A 401 ends the session as expired: the route guard then
 * sends the person to /login and back (src/web/app/guards.tsx).
 * @throws ApiError on any non-2xx answer or network failure (never returns silently).
 */
export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; raw?: boolean; headers?: Record<string, string> } = {},
): Promise<T> {
  const headers: Record<string, string> = { ...init.headers };
  const token = getSession()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  let res: Response;
  try {
    res = await fetch(`/api/v1${path}`, { method: init.method ?? 'GET', headers, body });
  } catch {
    throw new ApiError(0, 'network_error', t.common.errors.network);
  }
  if (!res.ok) {
    const err = await toApiError(res);
    if (res.status === 401 && path !== '/login') expireSession();
    throw err;
  }
  if (init.raw) return (await res.blob()) as T;
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** Arabic message to show for any error thrown by a query or mutation. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  return t.common.errors.unexpected;
}
