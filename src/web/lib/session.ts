/**
 * The signed-in session in sessionStorage, under the spec's keys (SPEC.md §3):
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
  listeners.forEach((l) => l());
}

export function clearSession(): void {
  KEYS.forEach((k) => sessionStorage.removeItem(k));
  listeners.forEach((l) => l());
}

/** Subscribe to sign-in / sign-out (for useSyncExternalStore). */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
