/**
 * The app shell's public entry for features: the hooks and guard that tell
 * a screen who is signed in, which business the route is about and what the user may do there.
 * Features import the shell only from here; routes, layout and providers stay private to it.
 */
export {
  RequireAction,
  useBusinessKey,
  useCan,
  useCurrentBusiness,
  useRole,
  useSession,
} from './guards';
