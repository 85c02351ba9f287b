import { useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { can, canOpenBusiness, isBusinessKey, type Action } from '../../domain/permissions';
import { ForbiddenPage } from '../components/ForbiddenPage';
import { NotFoundPage } from '../components/NotFoundPage';
import { loginPath } from '../lib/return-path';
import { getSession, sessionEndReason, subscribeSession, type Session } from '../lib/session';

let cached: Session | null = null;
let cachedToken: string | null | undefined;
function snapshot(): Session | null {
  const s = getSession();
  if ((s?.token ?? null) !== cachedToken) {
    cached = s;
    cachedToken = s?.token ?? null;
  }
  return cached;
}

/** The current session, re-rendering on sign-in and sign-out. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, snapshot);
}

/**
 * The protected wrapper: no token in the session → /login (SPEC.md §2). After a sign-out, plain
 * /login; otherwise (a deep link opened signed out, or a session the server refused) /login with
 * `next` = this page so the sign-in comes back here, and `reason=expired` for the latter
 * (issue #10 §5).
 */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const reason = sessionEndReason();
    const here = `${location.pathname}${location.search}${location.hash}`;
    const to = reason === 'signedOut' ? '/login' : loginPath(here, reason ?? undefined);
    return <Navigate to={to} replace />;
  }
  return <Outlet />;
}

/** The `:business` key of the current route (kebrit or mengusha); only under RequireBusiness. */
export function useBusinessKey(): 'kebrit' | 'mengusha' {
  const { business } = useParams();
  return business as 'kebrit' | 'mengusha';
}

/** Business routes: unknown key → 404 page; a business the role may not open → 403 page. */
export function RequireBusiness() {
  const session = useSession();
  const { business = '' } = useParams();
  if (!isBusinessKey(business)) return <NotFoundPage />;
  if (!canOpenBusiness(session?.role ?? '', business)) return <ForbiddenPage />;
  return <Outlet />;
}

/** Renders children only when the role may do `action`; otherwise the 403 page. */
export function RequireAction({ action, children }: { action: Action; children: React.ReactNode }) {
  const session = useSession();
  if (!can(session?.role ?? '', action)) return <ForbiddenPage />;
  return <>{children}</>;
}
