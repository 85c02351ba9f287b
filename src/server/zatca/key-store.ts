import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '../../domain/errors';

/**
 * Private keys at rest (decision 0031): AES-256-GCM under a 32-byte master key kept
 * in `DATA_DIR/zatca.key` (mode 0600, made on first use), never in the database — a copy of the
 * database alone (a backup file, a leaked dump) does not reveal a signing key. Back up
 * zatca.key with DATA_DIR; without it the stored keys cannot be read.
 * Stored form: `v1:` + base64(12-byte IV ‖ 16-byte tag ‖ ciphertext).
 */

const FILE = 'zatca.key';

/**
 * The master key of a data folder, made (32 random bytes, base64, mode 0600) when absent. Two
 * processes racing to make it both end with the one that was written first.
 * @throws Error when the file exists but does not hold 32 bytes of base64.
 */
export function masterKey(dataDir: string): Buffer {
  const file = path.join(dataDir, FILE);
  if (!fs.existsSync(file)) {
    try {
      fs.writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key`);
  return key;
}

/** Encrypts a private key PEM for storage. */
export function sealPrivateKey(pem: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(pem, 'utf8'), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

/**
 * Decrypts a stored private key.
 * @throws Error when the text is not `v1:` sealed; AppError zatca_key_unreadable (409) when the
 *   master key or the data is wrong (the GCM tag does not verify: DATA_DIR/zatca.key is not the
 *   one that sealed it, e.g. a database restored without its key file).
 */
export function openPrivateKey(sealed: string, key: Buffer): string {
  if (!sealed.startsWith('v1:')) throw new Error('not a sealed key');
  const raw = Buffer.from(sealed.slice(3), 'base64');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch (cause) {
    throw new AppError('zatca_key_unreadable', { details: String(cause) });
  }
}
