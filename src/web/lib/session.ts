/**
 * The signed-in session in localStorage, under the spec's keys: token, username, role, UUID,
 * isLoggedIn. localStorage, not sessionStorage: a sign-in lasts for the browser — every tab of
 * Sanad shares it — until sign-out or the server's expiry (SESSION_TTL_SECONDS); a sign-out or a
 * sign-in in one tab reaches the others through the `storage` event. Decision 0049.
 */
export interface Session {
  token: string;
  username: string;
  role: string;
  UUID: string;
}

const KEYS = ['token', 'username', 'role', 'UUID', 'isLoggedIn'] as const;
const listeners = new Set<() => void>();

/** Why the last session of this page ended: signed out, or refused by the server (401). */
export type SessionEnd = 'signedOut' | 'expired';
let ended: SessionEnd | null = null;

/** How the last session ended (null: none ended since this page loaded, or signed in since). */
export function sessionEndReason(): SessionEnd | null {
  return ended;
}

export function getSession(): Session | null {
  const token = localStorage.getItem('token');
  if (!token) return null;
  return {
    token,
    username: localStorage.getItem('username') ?? '',
    role: localStorage.getItem('role') ?? '',
    UUID: localStorage.getItem('UUID') ?? '',
  };
}

export function saveSession(s: Session): void {
  // The token last: another tab reacts to it and must find the rest already written.
  localStorage.setItem('username', s.username);
  localStorage.setItem('role', s.role);
  localStorage.setItem('UUID', s.UUID);
  localStorage.setItem('isLoggedIn', 'true');
  localStorage.setItem('token', s.token);
  ended = null;
  listeners.forEach((l) => l());
}

/** Sign-out: forgets the session in every tab; the guards send the person to /login. */
export function clearSession(reason: SessionEnd = 'signedOut'): void {
  ended = reason;
  KEYS.forEach((k) => localStorage.removeItem(k));
  listeners.forEach((l) => l());
}

/**
 * The server refused the token (expired or revoked): forgets it like a sign-out,
 * but the guards then send the person to /login with the way back and the reason. Everything else
 * in sessionStorage (a POS cart) stays.
 */
export function expireSession(): void {
  clearSession('expired');
}

// Another tab signed in or out (or localStorage was cleared: key null): this tab follows.
if (typeof window !== 'undefined')
  window.addEventListener('storage', (e) => {
    if (e.storageArea !== localStorage || (e.key !== null && e.key !== 'token')) return;
    ended = e.newValue ? null : 'signedOut';
    listeners.forEach((l) => l());
  });

/** Subscribe to sign-in / sign-out, in this tab or another (for useSyncExternalStore). */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
