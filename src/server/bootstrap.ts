import { sql } from 'kysely';
import { normalizeUsername, USERNAME_PROBLEM_MESSAGES, usernameProblem } from '../domain/usernames';
import type { AppContext } from './context';
import { generatePassword } from './modules/auth/password';
import { seedDefaultBusinesses } from './modules/businesses/service';
import { createUser, hasUsers } from './modules/users/service';

/** Where operator notices that must not drown in the JSON log go by default: stderr. */
export function announceOnStderr(text: string): void {
  process.stderr.write(text);
}

/**
 * The banner that shows a generated first password: plain text lines between two
 * rules of `=`, written outside the JSON log so it cannot scroll away among request lines.
 */
export function firstPasswordBanner(username: string, password: string): string {
  const rule = '='.repeat(72);
  return [
    '',
    rule,
    '  Sanad — first administrator created (سند: أول مدير)',
    '',
    `  username: ${username}`,
    `  password: ${password}`,
    '',
    '  Copy this password now: it is shown only once, never written to the log.',
    '  Sign in and change it (your name in the header → تغيير كلمة المرور), or set\n  ADMIN_PASSWORD before the first start.',
    rule,
    '',
    '',
  ].join('\n');
}

/** The pg_advisory_lock key that lets one starting instance bootstrap at a time ('SAND'). */
const BOOTSTRAP_LOCK = 0x53414e44;

/**
 * Runs `work` while no other instance on the same PostgreSQL database runs its own (a session
 * advisory lock held on one pooled connection, released after); on SQLite it just runs it.
 * Several instances started together would otherwise all see no business and no user and insert
 * the same rows (measured: the second failed on businesses_pkey and exited; decision 0066).
 */
async function oneStarterAtATime(ctx: AppContext, work: () => Promise<void>): Promise<void> {
  if (ctx.dialect !== 'postgres') return work();
  await ctx.db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${BOOTSTRAP_LOCK})`.execute(conn);
    try {
      await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(${BOOTSTRAP_LOCK})`.execute(conn);
    }
  });
}

/**
 * First-start seeding: the two default businesses when SEED_BUSINESSES=default (unset: the first
 * administrator chooses on the setup screen, decision 0049; none: never),
 * and on a database with no users the first administrator `ADMIN_USERNAME` with
 * `ADMIN_PASSWORD`, or a generated password shown once through `announce` as firstPasswordBanner
 * (the log only says that one was generated). On PostgreSQL, instances starting together on one
 * database bootstrap one after the other (a session advisory lock), so each row is made once.
 * @throws Error naming ADMIN_USERNAME when it cannot be a username (src/domain/usernames.ts).
 */
export async function bootstrap(
  ctx: AppContext,
  announce: (text: string) => void = announceOnStderr,
): Promise<void> {
  await oneStarterAtATime(ctx, () => seedAndCreateAdmin(ctx, announce));
}

async function seedAndCreateAdmin(
  ctx: AppContext,
  announce: (text: string) => void,
): Promise<void> {
  await seedDefaultBusinesses(ctx);
  if (await hasUsers(ctx)) return;
  const problem = usernameProblem(normalizeUsername(ctx.config.adminUsername));
  if (problem)
    throw new Error(
      `ADMIN_USERNAME "${ctx.config.adminUsername}" cannot be a username (${problem}): ${USERNAME_PROBLEM_MESSAGES[problem]}`,
    );
  const generated = !ctx.config.adminPassword;
  const password = ctx.config.adminPassword ?? generatePassword();
  await createUser(ctx, null, {
    username: ctx.config.adminUsername,
    email: '',
    password,
    role: 'admin',
    VAT: '',
  });
  if (generated) {
    // Shown once, on the first start only: the operator must copy it now.
    announce(firstPasswordBanner(ctx.config.adminUsername, password));
    ctx.log.warn(
      `First administrator "${ctx.config.adminUsername}" created with a generated password, shown once in the banner above — change it after signing in.`,
    );
  } else {
    ctx.log.info(`First administrator "${ctx.config.adminUsername}" created with ADMIN_PASSWORD.`);
  }
}
