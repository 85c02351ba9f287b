import type { Config } from '../config';
import { localStore } from './local';
import { s3Store } from './s3';
import type { ObjectStore } from './types';

export { contentTypeOf } from './content-types';
export { bufferOf, localStore, sha256Of } from './local';
export { s3Store, type S3StoreOptions } from './s3';
export { assertKey, ObjectExistsError } from './types';
export type { ObjectInfo, ObjectStore, PutOptions, StoredObject } from './types';

/**
 * The file store a configuration names (decision 0062): the `s3` driver on `config.s3`
 * (STORAGE_URL=s3://…, credentials from the AWS SDK's default chain) or else the `local` driver
 * on DATA_DIR. Builds a client only; nothing is reached until the first call.
 */
export function storageFromConfig(config: Pick<Config, 'dataDir' | 's3'>): ObjectStore {
  return config.s3 ? s3Store(config.s3) : localStore(config.dataDir);
}
