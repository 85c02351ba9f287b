import {
  createHash,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  type KeyObject,
} from 'node:crypto';
import type { ZatcaCrypto } from '../../domain/zatca/primitives';

const privateKeys = new Map<string, KeyObject>();

/** The parsed key of a PEM, kept for the few signers a process uses (parsing costs ~2 ms). */
function privateKeyOf(pem: string): KeyObject {
  let key = privateKeys.get(pem);
  if (!key) {
    if (privateKeys.size >= 64) privateKeys.clear();
    key = createPrivateKey(pem);
    privateKeys.set(pem, key);
  }
  return key;
}

/** ZatcaCrypto over node:crypto (OpenSSL): SHA-256 and ECDSA secp256k1 with DER signatures. */
export const nodeZatcaCrypto: ZatcaCrypto = {
  sha256: (data) => new Uint8Array(createHash('sha256').update(data).digest()),
  signEcdsaSha256: (data, privateKeyPem) =>
    new Uint8Array(
      createSign('sha256')
        .update(data)
        .sign({ key: privateKeyOf(privateKeyPem), dsaEncoding: 'der' }),
    ),
  verifyEcdsaSha256: (data, signature, spki) =>
    createVerify('sha256')
      .update(data)
      .verify(
        {
          key: createPublicKey({ key: Buffer.from(spki), format: 'der', type: 'spki' }),
          dsaEncoding: 'der',
        },
        signature,
      ),
};
