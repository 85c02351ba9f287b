import { createHash, createPublicKey, createSign, createVerify } from 'node:crypto';
import type { ZatcaCrypto } from '../../domain/zatca/primitives';

/** ZatcaCrypto over node:crypto (OpenSSL): SHA-256 and ECDSA secp256k1 with DER signatures. */
export const nodeZatcaCrypto: ZatcaCrypto = {
  sha256: (data) => new Uint8Array(createHash('sha256').update(data).digest()),
  signEcdsaSha256: (data, privateKeyPem) =>
    new Uint8Array(
      createSign('sha256').update(data).sign({ key: privateKeyPem, dsaEncoding: 'der' }),
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
