import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { AppError } from '../../domain/errors';
import type { Config } from '../config';
import { ObjectExistsError, type ObjectStore } from '../storage/types';

/**
 * Private keys at rest (decisions 0031, 0063): AES-256-GCM under a 32-byte master key, never in
 * the database — a copy of the database alone (a backup file, a leaked dump) does not reveal a
 * signing key. The master key is `ZATCA_MASTER_KEY` (base64) when set, else the object `zatca.key`
 * of the file store (base64 text, made on first use; the local driver keeps it at
 * DATA_DIR/zatca.key, mode 0600, as every install has). Without it the stored keys cannot be read.
 * Stored form: `v1:` + base64(12-byte IV ‖ 16-byte tag ‖ ciphertext).
 */

/** The store key of the master key when ZATCA_MASTER_KEY is unset. */
export const MASTER_KEY_OBJECT = 'zatca.key';

/** Where the master key comes from: the configuration, else the file store. */
export interface MasterKeySource {
  config: Pick<Config, 'zatcaMasterKey'>;
  storage: ObjectStore;
}

// The opened master key per store, for the life of the process: the key never changes (a changed
// key would leave every sealed key unreadable), so the store is read once, not once per sale.
const opened = new WeakMap<ObjectStore, Promise<Buffer>>();

/**
 * The 32-byte master key: `config.zatcaMasterKey` (ZATCA_MASTER_KEY) when set; else the store's
 * `zatca.key`, made (32 random bytes, base64) when absent. Instances racing to make it all end
 * with the one written first (put with ifAbsent). Cached per store for the process's life.
 * @throws Error when the stored object does not hold 32 bytes of base64; the store's error when
 *   it cannot be read or written (not cached: the next call tries again).
 */
export function masterKey(source: MasterKeySource): Promise<Buffer> {
  if (source.config.zatcaMasterKey) return Promise.resolve(source.config.zatcaMasterKey);
  let key = opened.get(source.storage);
  if (!key) {
    key = storedMasterKey(source.storage);
    opened.set(source.storage, key);
    key.catch(() => opened.delete(source.storage));
  }
  return key;
}

async function storedMasterKey(store: ObjectStore): Promise<Buffer> {
  let text = await store.read(MASTER_KEY_OBJECT);
  if (text === null) {
    try {
      await store.put(MASTER_KEY_OBJECT, Buffer.from(randomBytes(32).toString('base64')), {
        ifAbsent: true,
        private: true,
        contentType: 'text/plain',
      });
    } catch (e) {
      if (!(e instanceof ObjectExistsError)) throw e;
    }
    text = await store.read(MASTER_KEY_OBJECT);
  }
  const key = Buffer.from(text?.toString('utf8').trim() ?? '', 'base64');
  if (key.length !== 32)
    throw new Error(`${MASTER_KEY_OBJECT} (${store.describe()}) does not hold a 32-byte key`);
  return key;
}

/** Encrypts a private key PEM for storage under the 32-byte master `key`. */
export function sealPrivateKey(pem: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(pem, 'utf8'), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

/**
 * Decrypts a stored private key.
 * @throws Error when the text is not `v1:` sealed; AppError zatca_key_unreadable (409) when the
 *   master key or the data is wrong (the GCM tag does not verify: the master key is not the one
 *   that sealed it, e.g. a database restored without its key, or from another install).
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
