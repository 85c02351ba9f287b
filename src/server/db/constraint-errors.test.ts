import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../domain/errors';
import { registerErrorHandler } from '../plugins/errors';
import { createTestApp, type TestApp } from '../testing/test-app';
import { constraintViolation } from './constraint-errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Inserts a category of `businessId`, with `uuid`, straight into the database. */
function insertCategory(businessId: number, uuid: string) {
  return t.app.ctx.db
    .insertInto('categories')
    .values({
      uuid,
      business_id: businessId,
      name: 'x',
      description: '',
      category_en: 'x',
      created_at: 0,
    })
    .execute();
}

/** Runs `write` and returns what it threw. */
async function thrown(write: () => Promise<unknown>): Promise<unknown> {
  try {
    await write();
  } catch (err) {
    return err;
  }
  throw new Error('the write did not fail');
}

describe('constraintViolation (real driver errors of the database under test)', () => {
  it('names a broken foreign key', async () => {
    const err = await thrown(() => insertCategory(999_999, randomUUID()));
    expect(constraintViolation(err)).toBe('foreign_key');
  });

  it('names a broken uniqueness rule', async () => {
    const uuid = randomUUID();
    await insertCategory(17, uuid);
    const err = await thrown(() => insertCategory(17, uuid));
    expect(constraintViolation(err)).toBe('unique');
  });

  it('leaves other errors alone', async () => {
    const syntax = await thrown(() =>
      t.app.ctx.db
        .selectFrom('no_such_table' as 'categories')
        .selectAll()
        .execute(),
    );
    expect(constraintViolation(syntax)).toBeNull();
    expect(constraintViolation(new Error('plain'))).toBeNull();
    expect(constraintViolation(null)).toBeNull();
    expect(constraintViolation({ code: 23503 })).toBeNull();
  });
});

describe('error handler on a lost race', () => {
  it('answers 409 data_conflict with the Arabic message, not 500', async () => {
    const server = Fastify({ logger: false });
    registerErrorHandler(server);
    server.post('/race', () => insertCategory(999_999, randomUUID()));
    server.get('/bug', () => {
      throw new Error('boom');
    });
    const res = await server.inject({ method: 'POST', url: '/race' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: 'data_conflict', message: ERROR_MESSAGES.data_conflict },
    });
    // Any other failure stays a 500 that says nothing of internals.
    const bug = await server.inject({ method: 'GET', url: '/bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.json().error.code).toBe('internal_error');
    await server.close();
  });
});
