import { normalizeUsername, USERNAME_PROBLEM_MESSAGES, usernameProblem } from '../domain/usernames';
import type { AppContext } from './context';
import { generatePassword } from './modules/auth/password';
import { seedDefaultBusinesses } from './modules/businesses/service';
import { createUser, hasUsers } from './modules/users/service';

/**
 * First-start seeding (DESIGN.md §1): the two default businesses (unless SEED_BUSINESSES=none),
 * and on a database with no users the first administrator `ADMIN_USERNAME` with
 * `ADMIN_PASSWORD`, or a generated password printed once.
 * @throws Error naming ADMIN_USERNAME when it cannot be a username (src/domain/usernames.ts).
 */
export async function bootstrap(ctx: AppContext): Promise<void> {
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
    // Printed once, on the first start only: the operator must copy it now.
    ctx.log.warn(
      `First administrator created: username "${ctx.config.adminUsername}", password "${password}" — change it after signing in.`,
    );
  } else {
    ctx.log.info(`First administrator "${ctx.config.adminUsername}" created with ADMIN_PASSWORD.`);
  }
}
