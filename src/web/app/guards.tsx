import { createContext, useContext, useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import type { BusinessForUser } from '../../domain/business';
import { businessKeyProblem } from '../../domain/business-key';
import { can, type Action } from '../../domain/permissions';
import { ForbiddenPage } from '../components/ForbiddenPage';
import { NotFoundPage } from '../components/NotFoundPage';
import { LoadError, Loading } from '../components/QueryState';
import { useBusiness } from '../lib/businesses';
import { ApiError } from '../lib/api';
import { loginPath } from '../lib/return-path';
import { getSession, sessionEndReason, subscribeSession, type Session } from '../lib/session';

let cached: Session | null = null;
let cachedKey: string | undefined;
/** The session as one stable object while none of its fields change (useSyncExternalStore). */
function snapshot(): Session | null {
  const s = getSession();
  const key = s ? JSON.stringify([s.token, s.username, s.role, s.UUID]) : '';
  if (key !== cachedKey) {
    cached = s;
    cachedKey = key;
  }
  return cached;
}

/** The current session, re-rendering on sign-in and sign-out. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, snapshot);
}

/**
 * The protected wrapper: no token in the session → /login. After a sign-out, plain
 * /login; otherwise (a deep link opened signed out, or a session the server refused) /login with
 * `next` = this page so the sign-in comes back here, and `reason=expired` for the latter
 *.
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

/** The business of the current route, as the user sees it (role, tiles); set by RequireBusiness. */
const BusinessContext = createContext<BusinessForUser | null>(null);

/** The `:business` key of the current route; only under RequireBusiness. */
export function useBusinessKey(): string {
  const { business = '' } = useParams();
  return business;
}

/** The current business with the user's role and tiles there; only under RequireBusiness. */
export function useCurrentBusiness(): BusinessForUser {
  const business = useContext(BusinessContext);
  if (!business) throw new Error('useCurrentBusiness outside RequireBusiness');
  return business;
}

/**
 * Business routes: the server says whether the user is a member — unknown key →
 * 404 page, not a member → 403 page — and the business (with their role there) is handed down.
 */
export function RequireBusiness() {
  const key = useBusinessKey();
  const shapeless = businessKeyProblem(key) === 'shape';
  const q = useBusiness(key, { enabled: !shapeless });
  if (shapeless) return <NotFoundPage />;
  if (q.isPending) return <Loading />;
  if (q.isError) {
    const status = q.error instanceof ApiError ? q.error.status : 0;
    if (status === 404 || status === 400) return <NotFoundPage />;
    if (status === 403) return <ForbiddenPage />;
    return <LoadError error={q.error} onRetry={() => q.refetch()} />;
  }
  return (
    <BusinessContext.Provider value={q.data}>
      <Outlet />
    </BusinessContext.Provider>
  );
}

/**
 * The role that decides what the user may do here: their role in the current business (inside
 * a business route), otherwise their own role.
 */
export function useRole(): string {
  const session = useSession();
  const business = useContext(BusinessContext);
  return business?.role ?? session?.role ?? '';
}

/**
 * True when the user may do `action` here: their role in the current business together with its
 * kind (a kind grants clients, orders, approval and collection per role), outside a
 * business their own role alone (where only the role's everywhere-actions count).
 */
export function useCan(action: Action): boolean {
  const role = useRole();
  const kind = useContext(BusinessContext)?.kind;
  return can(role, action, kind);
}

/** Renders children only when the user may do `action` here (useCan); otherwise the 403 page. */
export function RequireAction({ action, children }: { action: Action; children: React.ReactNode }) {
  if (!useCan(action)) return <ForbiddenPage />;
  return <>{children}</>;
}
