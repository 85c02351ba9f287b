import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../domain/errors';
import { registerErrorHandler } from '../plugins/errors';
import { databaseLocation, storageFailure } from './storage-errors';

/** An error as a driver throws it: a message and a `code`. */
function driverError(code: string, message = 'x', extra: object = {}) {
  return Object.assign(new Error(message), { code }, extra);
}

describe('storageFailure', () => {
  it.each([
    ['53100', 'full'], // PostgreSQL disk_full
    ['53000', 'io'], // PostgreSQL insufficient_resources
    ['XX001', 'corrupt'], // PostgreSQL data_corrupted
    ['XX002', 'corrupt'], // PostgreSQL index_corrupted
    ['SQLITE_FULL', 'full'],
    ['SQLITE_IOERR', 'io'],
    ['SQLITE_IOERR_WRITE', 'io'],
    ['SQLITE_IOERR_FSYNC', 'io'],
    ['SQLITE_CORRUPT', 'corrupt'],
    ['SQLITE_CORRUPT_INDEX', 'corrupt'],
    ['SQLITE_NOTADB', 'corrupt'],
    ['ENOSPC', 'full'],
    ['EDQUOT', 'full'],
    ['EIO', 'io'],
  ])('%s is %s', (code, kind) => {
    expect(storageFailure(driverError(code))).toBe(kind);
  });

  it('follows `cause` (a failed migration wraps the driver error)', () => {
    const wrapped = new Error('migration 001 failed', { cause: driverError('SQLITE_FULL') });
    expect(storageFailure(wrapped)).toBe('full');
  });

  it('leaves other errors alone', () => {
    for (const code of ['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_ERROR', 'ENOENT', 'EACCES'])
      expect(storageFailure(driverError(code))).toBeNull();
    expect(storageFailure(new Error('cannot rollback - no transaction is active'))).toBeNull();
    expect(storageFailure(null)).toBeNull();
    expect(storageFailure({ code: 53100 })).toBeNull();
  });
});

describe('databaseLocation', () => {
  it('names the SQLite file, or the PostgreSQL database and host without the credentials', () => {
    expect(databaseLocation({ sqlitePath: '/srv/data/sanad.db' })).toBe('/srv/data/sanad.db');
    expect(
      databaseLocation({
        databaseUrl: 'postgres://sanad:s3cret@db.local:5433/shop',
        sqlitePath: '/x',
      }),
    ).toBe('PostgreSQL database shop at db.local:5433');
  });
});

describe('error handler on a storage failure', () => {
  /** A bare server whose routes throw `err`, with its log lines collected. */
  async function throwing(err: Error) {
    const lines: Array<{ level: number; msg: string }> = [];
    const server = Fastify({
      logger: { level: 'info', stream: { write: (l: string) => void lines.push(JSON.parse(l)) } },
    });
    registerErrorHandler(server);
    server.post('/write', async () => {
      throw err;
    });
    const res = await server.inject({ method: 'POST', url: '/write' });
    await server.close();
    return { res, errors: lines.filter((l) => l.level >= 50).map((l) => l.msg) };
  }

  it('PostgreSQL 53100 disk_full → 507 storage_full in Arabic, one "disk full" line', async () => {
    const { res, errors } = await throwing(
      driverError('53100', 'could not extend file "base/16384/16385": No space left on device'),
    );
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual({
      error: { code: 'storage_full', message: ERROR_MESSAGES.storage_full },
    });
    expect(errors).toEqual(['disk full: cannot write to the database']);
  });

  it('ENOSPC from the file system names the file', async () => {
    const { res, errors } = await throwing(
      driverError('ENOSPC', 'no space left on device', { path: '/srv/data/images/a.png' }),
    );
    expect(res.statusCode).toBe(507);
    expect(errors).toEqual(['disk full: cannot write to /srv/data/images/a.png']);
  });

  it('a damaged database → 500 storage_failure, logged as damaged', async () => {
    const { res, errors } = await throwing(driverError('XX001', 'invalid page in block 7'));
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 'storage_failure', message: ERROR_MESSAGES.storage_failure },
    });
    expect(errors).toEqual(['database damaged: the database (stop Sanad and restore a backup)']);
  });

  it('an I/O error → 500 storage_failure, logged as an I/O error', async () => {
    const { res, errors } = await throwing(driverError('SQLITE_IOERR_READ', 'disk I/O error'));
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('storage_failure');
    expect(errors).toEqual(['storage I/O error on the database']);
  });
});
