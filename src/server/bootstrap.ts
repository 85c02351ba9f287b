import type { FastifyBaseLogger } from 'fastify';
import { normalizeUsername, USERNAME_PROBLEM_MESSAGES, usernameProblem } from '../domain/usernames';
import type { AppContext } from './context';
import { generatePassword } from './modules/auth/password';
import { insertBusinessIfMissing } from './modules/businesses/repository';
import { defaultBusinesses } from './modules/businesses/seed';
import { countUsers } from './modules/users/repository';
import { createUser } from './modules/users/service';

/**
 * First-start seeding (DESIGN.md §1): the two businesses, and on a database with no users the
 * first administrator `ADMIN_USERNAME` with `ADMIN_PASSWORD`, or a generated password printed once.
 * @throws Error naming ADMIN_USERNAME when it cannot be a username (src/domain/usernames.ts).
 */
export async function bootstrap(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  for (const b of defaultBusinesses(ctx.now())) await insertBusinessIfMissing(ctx.db, b);
  if ((await countUsers(ctx.db)) > 0) return;
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
    log.warn(
      `First administrator created: username "${ctx.config.adminUsername}", password "${password}" — change it after signing in.`,
    );
  } else {
    log.info(`First administrator "${ctx.config.adminUsername}" created with ADMIN_PASSWORD.`);
  }
}
