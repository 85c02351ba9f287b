/**
 * The web app's top-level path segments, in one place shared by the web router (which builds its
 * routes from them) and by the business-key rule (which refuses them as keys). A new
 * top-level screen is added here first, so it is reserved the moment it exists.
 *
 * The server's own top-level prefixes (`api`, `static`, …) and the names under `/api/v1` are not
 * listed here: the server collects them from its registered routes at startup
 * (src/server/plugins/route-names.ts).
 */
export const WEB_PATHS = {
  login: 'login',
  admin: 'admin',
  users: 'users',
  /** The invoice backups (legacy app: /backup, the same screen as /admin/backup). */
  backup: 'backup',
} as const;

/** The folder of the built web app's scripts and styles (Vite's `build.assetsDir`), served at /assets/. */
export const WEB_ASSETS_DIR = 'assets';

/**
 * Top-level names that the legacy app and decision 0014 give to screens or API routes not built yet
 * (the QR generator, the archive, sign-up, the client statements). They
 * are reserved now so that no business takes them before the route lands; an entry may go once
 * its route exists (it is then derived from the routers).
 */
export const PLANNED_TOP_LEVEL_PATHS = ['qr', 'files', 'signup', 'me', 'kinvclient'] as const;

/** Every top-level name the web side owns: its screens, its asset folder and the planned names. */
export const WEB_TOP_LEVEL_PATHS: readonly string[] = [
  ...Object.values(WEB_PATHS),
  WEB_ASSETS_DIR,
  ...PLANNED_TOP_LEVEL_PATHS,
];
