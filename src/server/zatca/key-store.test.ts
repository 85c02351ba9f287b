import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { masterKey, openPrivateKey, sealPrivateKey } from './key-store';

const PEM =
  '-----BEGIN PRIVATE KEY-----\nMIGEAgEAMBAGByqGSM49AgEGBSuBBAAKBG0wawIBAQQg\n-----END PRIVATE KEY-----\n';

describe('ZATCA key store (AES-256-GCM under DATA_DIR/zatca.key)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zatca-key-'));

  it('makes the master key once (0600, 32 bytes) and reads the same key after', () => {
    const a = masterKey(dir);
    expect(a).toHaveLength(32);
    expect(fs.statSync(path.join(dir, 'zatca.key')).mode & 0o777).toBe(0o600);
    expect(masterKey(dir).equals(a)).toBe(true);
  });

  it('round-trips a key; the sealed text differs each time and does not contain the PEM', () => {
    const key = masterKey(dir);
    const one = sealPrivateKey(PEM, key);
    expect(one).toMatch(/^v1:/);
    expect(one).not.toContain('PRIVATE KEY');
    expect(sealPrivateKey(PEM, key)).not.toBe(one);
    expect(openPrivateKey(one, key)).toBe(PEM);
  });

  it('refuses another master key, a changed byte, and an unsealed text', () => {
    const key = masterKey(dir);
    const sealed = sealPrivateKey(PEM, key);
    expect(() => openPrivateKey(sealed, Buffer.alloc(32, 7))).toThrow();
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw[raw.length - 1] = raw[raw.length - 1]! ^ 1;
    expect(() => openPrivateKey(`v1:${raw.toString('base64')}`, key)).toThrow();
    expect(() => openPrivateKey(PEM, key)).toThrow('not a sealed key');
  });

  it('refuses a key file that does not hold 32 bytes', () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'zatca-key-'));
    fs.writeFileSync(path.join(other, 'zatca.key'), 'c2hvcnQ=');
    expect(() => masterKey(other)).toThrow(/32-byte/);
  });
});
