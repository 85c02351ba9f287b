/**
 * The signed-in session in sessionStorage, under the spec's keys:
 * token, username, role, UUID, isLoggedIn.
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
  const token = sessionStorage.getItem('token');
  if (!token) return null;
  return {
    token,
    username: sessionStorage.getItem('username') ?? '',
    role: sessionStorage.getItem('role') ?? '',
    UUID: sessionStorage.getItem('UUID') ?? '',
  };
}

export function saveSession(s: Session): void {
  sessionStorage.setItem('token', s.token);
  sessionStorage.setItem('username', s.username);
  sessionStorage.setItem('role', s.role);
  sessionStorage.setItem('UUID', s.UUID);
  sessionStorage.setItem('isLoggedIn', 'true');
  ended = null;
  listeners.forEach((l) => l());
}

/** Sign-out: forgets the session; the guards send the person to /login. */
export function clearSession(reason: SessionEnd = 'signedOut'): void {
  ended = reason;
  KEYS.forEach((k) => sessionStorage.removeItem(k));
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

/** Subscribe to sign-in / sign-out (for useSyncExternalStore). */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
