/**
 * The way back after a sign-in: /login carries `next` (the page the person was on,
 * or the deep link they opened) and `reason=expired` when the server ended the session.
 */

/** The /login URL that returns to `here` (path + search + hash of this app) afterwards. */
export function loginPath(here: string, reason?: 'expired'): string {
  const q = new URLSearchParams();
  if (here && here !== '/' && !here.startsWith('/login')) q.set('next', here);
  if (reason) q.set('reason', reason);
  const s = q.toString();
  return s ? `/login?${s}` : '/login';
}

/**
 * Where to go after signing in: `next` when it is a path of this app on this origin, else '/'.
 * Refuses open redirects: absolute URLs (`https://evil.example`), scheme-relative (`//evil`),
 * backslash tricks (`/\evil`), other schemes (`javascript:`), and /login itself.
 * @param origin the app's origin, e.g. `window.location.origin`.
 */
export function safeReturnPath(next: string | null | undefined, origin: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin || url.pathname.startsWith('/login')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
