// Every action the server records in the audit log has an Arabic name (decision 0050): the
// server's sources are read for the actions they write, whatever the call (writeAudit,
// auditAction, a local helper), so an action added without a name fails here too.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTION_NAMES,
  AUDIT_ACTIONS,
  auditActionName,
  auditAmountSar,
  isAuditAction,
} from './audit-actions';
import { ACTIONS } from './roles';

const SERVER = path.join(import.meta.dirname, '..', 'server');

/** `entity.verb` literals where an audit action is written: on the line of an `action:` (a type
 *  or a value, with its alternatives), and in an auditAction/audit(…) call. */
function recordedActions(source: string): string[] {
  const found = new Set<string>();
  const literal = /'([a-z_]+\.[a-z_]+)'/g;
  for (const m of source.matchAll(/\baction:([^\n]*)/g))
    for (const l of m[1]!.matchAll(literal)) found.add(l[1]!);
  for (const m of source.matchAll(/\b(?:auditAction|audit)\(([\s\S]{0,400}?)\);/g))
    for (const l of m[1]!.matchAll(literal)) found.add(l[1]!);
  // Permission actions (`config: { action: 'catalogue.read' }`) are not audit actions.
  return [...found].filter((a) => !(ACTIONS as readonly string[]).includes(a));
}

function serverSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'testing' ? [] : serverSources(file);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [file] : [];
  });
}

describe('audit action names', () => {
  const recorded = new Set(
    serverSources(SERVER).flatMap((f) => recordedActions(fs.readFileSync(f, 'utf8'))),
  );

  it('finds the actions the server records', () => {
    for (const a of ['invoice.collect', 'purchase.create', 'zatca.renew', 'invoices.restore_lines'])
      expect(recorded).toContain(a);
  });

  it('has an Arabic name for every one of them', () => {
    const unnamed = [...recorded].filter((a) => !isAuditAction(a));
    expect(unnamed).toEqual([]);
    for (const a of AUDIT_ACTIONS) expect(AUDIT_ACTION_NAMES[a]).toMatch(/[\u0600-\u06FF]/);
  });

  it('names no action the server never records', () => {
    expect(AUDIT_ACTIONS.filter((a) => !recorded.has(a))).toEqual([]);
  });

  it('shows an unknown stored action as it is', () => {
    expect(auditActionName('purchase.create')).toBe('تسجيل فاتورة شراء');
    expect(auditActionName('old.thing')).toBe('old.thing');
  });
});

describe('auditAmountSar', () => {
  it('reads halala fields as SAR and SAR fields as they are', () => {
    expect(auditAmountSar('purchase.create', 'total', 11500)).toBe(115);
    expect(auditAmountSar('invoice.collect', 'amount', 1050)).toBe(10.5);
    expect(auditAmountSar('product.create', 'price', 15)).toBe(15);
  });
  it('is null for fields that are not money', () => {
    expect(auditAmountSar('invoice.collect', 'voucher', 3)).toBeNull();
    expect(auditAmountSar('purchase.create', 'total', '115')).toBeNull();
    expect(auditAmountSar('unknown.action', 'total', 1)).toBeNull();
  });
});
