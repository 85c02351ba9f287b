// Invoice backup names, manifests and messages as rules (decision 0026).
import { describe, expect, it } from 'vitest';
import {
  invoiceBackupName,
  isInvoiceManifest,
  judgeInvoiceManifest,
  parseInvoiceBackupName,
  restoredMessage,
  type InvoiceBackupManifest,
} from './invoice-backups';

const manifest: InvoiceBackupManifest = {
  format: 'sanad-invoices',
  formatVersion: 1,
  business: { id: 17, key: 'mengusha' },
  scope: 'all',
  period: null,
  createdAt: '2026-11-25T00:00:12.000Z',
  counts: { invoices: 2, lines: 3, payments: 0 },
  payload: { file: 'invoices.json', bytes: 10, sha256: 'a'.repeat(64) },
};

describe('names', () => {
  it('a 4-character prefix per scope, then the Unix seconds', () => {
    // 2026-11-25T00:00:12Z
    expect(invoiceBackupName('all', 1795564812)).toBe('inva1795564812');
    expect(invoiceBackupName('month', 1795564812)).toBe('invm1795564812');
    expect(parseInvoiceBackupName('inva1795564812')).toEqual({
      scope: 'all',
      at: Date.UTC(2026, 10, 25, 0, 0, 12),
    });
  });

  it.each([
    '../inva1795564812',
    'inva1795564812.tar.gz',
    'inva179556481',
    'inva01795564812',
    'invx1795564812',
    'INVA1795564812',
    'inva1795564812\n',
    '',
  ])('%j is not a name Sanad makes', (name) => {
    expect(parseInvoiceBackupName(name)).toBeNull();
  });

  it('refuses seconds that do not make a 10-digit name', () => {
    expect(() => invoiceBackupName('all', 999_999_999)).toThrow(RangeError);
    expect(() => invoiceBackupName('all', 1.5e9 + 0.5)).toThrow(RangeError);
  });
});

describe('manifest', () => {
  it('restores only into the business of the same key', () => {
    expect(judgeInvoiceManifest(manifest, 'mengusha')).toBeNull();
    expect(judgeInvoiceManifest(manifest, 'kebrit')).toBe('invoice_backup_other_business');
  });

  it.each([
    ['a database backup manifest', { ...manifest, format: 'sanad-backup' }],
    ['another version', { ...manifest, formatVersion: 2 }],
    ['another payload', { ...manifest, payload: { ...manifest.payload, file: 'sanad.db' } }],
    ['a bad checksum', { ...manifest, payload: { ...manifest.payload, sha256: 'xyz' } }],
    ['a negative count', { ...manifest, counts: { ...manifest.counts, lines: -1 } }],
    ['no business', { ...manifest, business: null }],
    ['not an object', 'manifest'],
  ])('%s is foreign', (_label, m) => {
    expect(isInvoiceManifest(m)).toBe(false);
    expect(judgeInvoiceManifest(m, 'mengusha')).toBe('invoice_backup_foreign');
  });
});

describe('restore messages', () => {
  const none = { invoices: 0, lines: 0, payments: 0, present: 4, absent: 0, missingNumbers: 0 };
  it('say what came back, what was there, and what is still missing', () => {
    const text = restoredMessage('invoices', { ...none, invoices: 2, lines: 5, missingNumbers: 1 });
    expect(text).toContain('الفواتير: 2');
    expect(text).toContain('الأسطر: 5');
    expect(text).toContain('كما هي: 4');
    expect(text).toContain('مفقودة');
    expect(restoredMessage('invoices', none)).toContain('كل فواتير النسخة موجودة');
    expect(restoredMessage('lines', { ...none, absent: 1 })).toContain('باستيراد الفواتير');
  });
});
