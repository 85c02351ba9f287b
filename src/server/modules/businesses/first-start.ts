import { AppError } from '../../../domain/errors';
import { sampleChoiceRefusal } from '../../../domain/first-start';
import { normalizeRole } from '../../../domain/permissions';
import type { AppContext, SessionUser } from '../../context';
import type { DbOrTrx } from '../../db/types';
import { auditAction } from '../audit/service';
import * as repo from './repository';
import { defaultBusinesses } from './seed';

async function refusal(ctx: AppContext, db: DbOrTrx, user: SessionUser) {
  return sampleChoiceRefusal({
    seedSetting: ctx.config.seedBusinesses,
    isFirstAdministrator:
      normalizeRole(user.role) === 'admin' && (await repo.firstUserId(db)) === user.id,
    businessCount: await repo.countBusinesses(db),
  });
}

/**
 * Whether the setup screen offers this user the sample businesses beside setting up their own
 * (GET /users/me `sampleBusinessesOffered`; rule: sampleChoiceRefusal, decision 0049).
 */
export async function sampleBusinessesOffered(
  ctx: AppContext,
  user: SessionUser,
): Promise<boolean> {
  return (await refusal(ctx, ctx.db, user)) === null;
}

/**
 * The first administrator's choice to explore Sanad with the two sample businesses, kebrit (4)
 * and mengusha (17), with their sample VAT numbers (POST /api/v1/setup/sample-businesses).
 * Made once: afterwards Sanad has businesses and the choice is refused. Audited
 * `setup.sample_businesses`. Decision 0049.
 * @returns the keys of the businesses created.
 * @throws AppError setup_done (409) when SEED_BUSINESSES decided it, or a business exists;
 *   not_first_admin (403) for any other user.
 */
export async function chooseSampleBusinesses(
  ctx: AppContext,
  actor: SessionUser,
): Promise<string[]> {
  return ctx.db.transaction().execute(async (trx) => {
    const why = await refusal(ctx, trx, actor);
    if (why === 'not_first_admin') throw new AppError('not_first_admin');
    if (why) throw new AppError('setup_done');
    const now = ctx.now();
    const keys: string[] = [];
    // insertBusinessIfMissing is idempotent: a concurrent second choice inserts nothing more.
    for (const b of defaultBusinesses(now))
      if (await repo.insertBusinessIfMissing(trx, b)) keys.push(b.key);
    await auditAction(trx, { at: now, actor }, 'setup.sample_businesses', '', { keys });
    return keys;
  });
}
