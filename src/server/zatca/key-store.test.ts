import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localStore } from '../storage/local';
import { memoryStore } from '../testing/memory-store';
import { masterKey, MASTER_KEY_OBJECT, openPrivateKey, sealPrivateKey } from './key-store';

const PEM =
  '-----BEGIN PRIVATE KEY-----\nMIGEAgEAMBAGByqGSM49AgEGBSuBBAAKBG0wawIBAQQg\n-----END PRIVATE KEY-----\n';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zatca-key-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const local = (root = dir) => ({ config: {}, storage: localStore(root) });

describe('ZATCA master key (decisions 0031, 0063)', () => {
  it('local store: DATA_DIR/zatca.key made once (0600, 32 bytes), the same key after', async () => {
    const a = await masterKey(local());
    expect(a).toHaveLength(32);
    expect(fs.statSync(path.join(dir, 'zatca.key')).mode & 0o777).toBe(0o600);
    // Another store on the same folder (another process, a restart) reads the file it made.
    expect((await masterKey(local())).equals(a)).toBe(true);
  });

  it('a shared store: instances racing to make it all get the one written first', async () => {
    const storage = memoryStore();
    const instances = Array.from({ length: 5 }, () => ({ config: {}, storage: { ...storage } }));
    const keys = await Promise.all(instances.map((i) => masterKey(i)));
    expect(new Set(keys.map((k) => k.toString('hex'))).size).toBe(1);
    expect(Buffer.from(storage.objects.get(MASTER_KEY_OBJECT)!.bytes.toString(), 'base64')).toEqual(
      keys[0],
    );
  });

  it('ZATCA_MASTER_KEY wins: the store is neither read nor written', async () => {
    const storage = memoryStore();
    const key = Buffer.alloc(32, 3);
    expect(await masterKey({ config: { zatcaMasterKey: key }, storage })).toBe(key);
    expect(storage.objects.size).toBe(0);
  });

  it('refuses a stored key that does not hold 32 bytes, and tries again after', async () => {
    const other = fs.mkdtempSync(path.join(dir, 'short-'));
    fs.writeFileSync(path.join(other, 'zatca.key'), 'c2hvcnQ=');
    const source = local(other);
    await expect(masterKey(source)).rejects.toThrow(/32-byte/);
    fs.writeFileSync(path.join(other, 'zatca.key'), Buffer.alloc(32, 1).toString('base64'));
    expect(await masterKey(source)).toEqual(Buffer.alloc(32, 1));
  });
});

describe('sealing private keys (AES-256-GCM)', () => {
  it('round-trips a key; the sealed text differs each time and does not contain the PEM', async () => {
    const key = await masterKey(local());
    const one = sealPrivateKey(PEM, key);
    expect(one).toMatch(/^v1:/);
    expect(one).not.toContain('PRIVATE KEY');
    expect(sealPrivateKey(PEM, key)).not.toBe(one);
    expect(openPrivateKey(one, key)).toBe(PEM);
  });

  it('refuses another master key, a changed byte, and an unsealed text', async () => {
    const key = await masterKey(local());
    const sealed = sealPrivateKey(PEM, key);
    expect(() => openPrivateKey(sealed, Buffer.alloc(32, 7))).toThrow();
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw[raw.length - 1] = raw[raw.length - 1]! ^ 1;
    expect(() => openPrivateKey(`v1:${raw.toString('base64')}`, key)).toThrow();
    expect(() => openPrivateKey(PEM, key)).toThrow('not a sealed key');
  });
});
