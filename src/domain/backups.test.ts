import { describe, expect, it } from 'vitest';
import {
  autoBackupsToPrune,
  BACKUP_NAME,
  backupName,
  countsMatch,
  judgeManifest,
  MAX_BACKUP_NAME_LENGTH,
  parseBackupName,
  type BackupManifest,
} from './backups';

const AT = Date.UTC(2026, 10, 25, 0, 30, 5); // 03:30:05 in Riyadh

describe('backupName / parseBackupName', () => {
  it('names a backup by its UTC second, kind and random part, and reads it back', () => {
    const name = backupName(AT, 'manual', 'a1b2c3');
    expect(name).toBe('sanad-20261125-003005-manual-a1b2c3.tar.gz');
    expect(parseBackupName(name)).toEqual({ at: AT, kind: 'manual' });
    expect(name.length).toBeLessThanOrEqual(MAX_BACKUP_NAME_LENGTH);
    expect(backupName(AT, 'safety', 'zzzzzz').length).toBeLessThanOrEqual(MAX_BACKUP_NAME_LENGTH);
  });

  it('refuses a random part that is not 6 × [a-z0-9]', () => {
    expect(() => backupName(AT, 'auto', '../x')).toThrow();
  });

  it.each([
    '../sanad-20261125-003005-manual-a1b2c3.tar.gz',
    'sanad-20261125-003005-manual-a1b2c3.tar.gz/..',
    'sanad-20261125-003005-other-a1b2c3.tar.gz',
    'sanad-20261125-003005-manual-A1B2C3.tar.gz',
    'sanad-20261125-003005-manual-a1b2c3.tar.gz.partial',
    'sanad-20261332-003005-manual-a1b2c3.tar.gz',
    'sanad-20260230-003005-manual-a1b2c3.tar.gz',
    'sanad-20261125-246060-manual-a1b2c3.tar.gz',
    'sanad.db',
    '',
  ])('%j is not a name Sanad made', (name) => {
    expect(parseBackupName(name)).toBeNull();
  });

  it('the pattern holds no path separator or parent reference', () => {
    expect(BACKUP_NAME.test('sanad-20261125-003005-manual-a1b2c3.tar.gz')).toBe(true);
    expect(BACKUP_NAME.test('sanad-20261125-003005-manual-a/b2c3.tar.gz')).toBe(false);
  });
});

describe('autoBackupsToPrune (BACKUP_KEEP)', () => {
  const auto = (day: number) => backupName(Date.UTC(2026, 0, day), 'auto', 'aaaaaa');
  it('keeps the newest `keep` scheduled backups and never touches manual or safety ones', () => {
    const names = [
      auto(3),
      auto(1),
      backupName(Date.UTC(2025, 0, 1), 'manual', 'bbbbbb'),
      auto(2),
      backupName(Date.UTC(2025, 0, 1), 'safety', 'cccccc'),
      'notes.txt',
    ];
    expect(autoBackupsToPrune(names, 2)).toEqual([auto(1)]);
    expect(autoBackupsToPrune(names, 5)).toEqual([]);
    expect(autoBackupsToPrune(names, 0).sort()).toEqual([auto(1), auto(2), auto(3)].sort());
  });
});

describe('judgeManifest', () => {
  const manifest: BackupManifest = {
    format: 'sanad-backup',
    formatVersion: 1,
    dialect: 'sqlite',
    schemaVersion: '005-businesses-as-data',
    createdAt: new Date(AT).toISOString(),
    kind: 'manual',
    tables: { invoices: 3 },
    payload: { file: 'sanad.db', bytes: 10, sha256: 'a'.repeat(64) },
  };
  const expected = { dialect: 'sqlite', schemaVersion: '005-businesses-as-data' } as const;

  it('accepts a Sanad manifest of this database kind and schema version', () => {
    expect(judgeManifest(manifest, expected)).toBeNull();
  });
  it.each([
    ['not an object', 'x'],
    ['another format', { ...manifest, format: 'other' }],
    ['a later format version', { ...manifest, formatVersion: 2 }],
    ['another database kind', { ...manifest, dialect: 'postgres' }],
    ['a bad checksum field', { ...manifest, payload: { ...manifest.payload, sha256: 'xyz' } }],
    ['negative counts', { ...manifest, tables: { invoices: -1 } }],
  ])('%s → backup_foreign', (_label, value) => {
    expect(judgeManifest(value, expected)).toBe('backup_foreign');
  });
  it('another schema version → backup_schema_mismatch', () => {
    expect(judgeManifest({ ...manifest, schemaVersion: '003-idempotency' }, expected)).toBe(
      'backup_schema_mismatch',
    );
  });
});

describe('countsMatch', () => {
  it('is true only for the same tables with the same counts', () => {
    expect(countsMatch({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(countsMatch({ a: 1, b: 2 }, { a: 1, b: 3 })).toBe(false);
    expect(countsMatch({ a: 1 }, { a: 1, b: 0 })).toBe(false);
  });
});
