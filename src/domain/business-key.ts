import { WEB_TOP_LEVEL_PATHS } from './top-level-paths';

/** A business key (its URL slug): 2–32 lowercase ASCII letters, digits and '-', not at either end. */
export const BUSINESS_KEY_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])$/;

/** Why a key is refused: its shape, or a name that a route of Sanad already uses. */
export type BusinessKeyProblem = 'shape' | 'reserved';

/**
 * Checks a proposed business key: the URL slug of `/{key}` in the web app and of
 * `/api/v1/{key}/…` in the API. It must be 2–32 characters of lowercase ASCII letters, digits and
 * '-' (not first or last), and must not be a top-level route of the web app
 * (WEB_TOP_LEVEL_PATHS) nor any of `serverNames` — the server's top-level prefixes and the names
 * under /api/v1, which the server collects from its routes.
 * @returns null when the key may be used, otherwise why not.
 */
export function businessKeyProblem(
  key: string,
  serverNames: Iterable<string> = [],
): BusinessKeyProblem | null {
  if (!BUSINESS_KEY_PATTERN.test(key)) return 'shape';
  if (WEB_TOP_LEVEL_PATHS.includes(key)) return 'reserved';
  for (const name of serverNames) if (name === key) return 'reserved';
  return null;
}

/** True when `key` may name a new business (see businessKeyProblem). */
export function isValidBusinessKey(key: string, serverNames: Iterable<string> = []): boolean {
  return businessKeyProblem(key, serverNames) === null;
}

/** Arabic field messages for a refused key (fields.key of a 400). */
export const BUSINESS_KEY_MESSAGES: Record<BusinessKeyProblem, string> = {
  shape: 'الرمز من 2 إلى 32 خانة: حروف إنجليزية صغيرة وأرقام و - (لا تبدأ بها ولا تنتهي)',
  reserved: 'هذا الرمز محجوز لصفحة في سند؛ اختر رمزاً آخر',
};
