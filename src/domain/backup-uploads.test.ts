// The names an uploaded backup file may carry (decision 0050).
import { describe, expect, it } from 'vitest';
import { backupNameOfUpload } from './backups';
import { invoiceBackupNameOfUpload } from './invoice-backups';

const DB = 'sanad-20261125-000000-manual-abc123.tar.gz';

describe('backupNameOfUpload', () => {
  it.each([
    [DB, DB],
    ['sanad-20261125-000000-manual-abc123 (1).tar.gz', DB],
    ['sanad-20261125-000000-manual-abc123(12).tar.gz', DB],
    ['C:\\Users\\x\\sanad-20261125-000000-manual-abc123.tar.gz', DB],
  ])('%s → %s', (filename, name) => {
    expect(backupNameOfUpload(filename)).toBe(name);
  });
  it.each([
    'backup.tar.gz',
    'sanad-20261125-000000-manual-abc123.tar',
    'sanad-20261132-000000-manual-abc123.tar.gz',
    '../sanad-20261125-000000-manual-abc123.tar.gz/x',
    'inva1764000000.tar.gz',
  ])('%s → null', (filename) => {
    expect(backupNameOfUpload(filename)).toBeNull();
  });
  it("refuses a name whose kind is not the manifest's", () => {
    expect(backupNameOfUpload(DB, 'manual')).toBe(DB);
    expect(backupNameOfUpload(DB, 'auto')).toBeNull();
  });
});

describe('invoiceBackupNameOfUpload', () => {
  it.each([
    ['inva1764000000.tar.gz', 'inva1764000000'],
    ['invm1764000000 (2).tar.gz', 'invm1764000000'],
    ['/home/x/inva1764000000.tar.gz', 'inva1764000000'],
  ])('%s → %s', (filename, name) => {
    expect(invoiceBackupNameOfUpload(filename)).toBe(name);
  });
  it.each(['inva1764000000', 'inva0764000000.tar.gz', 'invx1764000000.tar.gz', DB])(
    '%s → null',
    (filename) => {
      expect(invoiceBackupNameOfUpload(filename)).toBeNull();
    },
  );
  it("refuses a name whose scope is not the manifest's", () => {
    expect(invoiceBackupNameOfUpload('inva1764000000.tar.gz', 'all')).toBe('inva1764000000');
    expect(invoiceBackupNameOfUpload('inva1764000000.tar.gz', 'month')).toBeNull();
  });
});
